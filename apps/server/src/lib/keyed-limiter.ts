import { RateLimiterRes } from "rate-limiter-flexible";
import type { FastifyRequest } from "fastify";
import { apiMessage } from "@foliocraft/schemas";
import { AppError } from "../errors";
import type { LimiterFactory } from "./limiter-factory";

/**
 * A limit keyed by something in the request body (an account's e-mail), checked after the body is parsed.
 * @fastify/rate-limit allows one limit per request, and that one is per address; this is the second one.
 * It counts through `limiters` (app.limiters): in Redis across every server when REDIS_URL is set, so an attacker
 * spreading guesses over several instances gets no more tries than against one.
 */
export function createKeyedLimiter(limiters: LimiterFactory, options: { name: string; max: number; minutes: number }) {
  const limiter = limiters({ name: options.name, points: options.max, durationSeconds: options.minutes * 60 });
  return async function limitByEmail(request: FastifyRequest): Promise<void> {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    if (typeof email !== "string") return;
    try {
      await limiter.consume(email.trim().toLowerCase());
    } catch (res) {
      if (!(res instanceof RateLimiterRes)) throw res;
      throw new AppError(
        "resource-exhausted",
        apiMessage("tooManyRequestsForAccount", { seconds: Math.ceil(res.msBeforeNext / 1000) }),
      );
    }
  };
}
