import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import rateLimit from "@fastify/rate-limit";
import type { Redis } from "ioredis";
import { apiMessage } from "@foliocraft/schemas";
import { AppError } from "../errors";
import { createLimiterFactory, type LimiterFactory } from "../lib/limiter-factory";
import { redisRateLimitStore } from "../lib/rate-limit-store";
import { closeRedis, connectRedis } from "../lib/redis";

declare module "fastify" {
  interface FastifyInstance {
    /** Makes a keyed limiter (rate-limiter-flexible) that counts across every server when Redis is configured. */
    limiters: LimiterFactory;
    /** The shared Redis (REDIS_URL), or undefined: the readiness check asks it. */
    redis: Redis | undefined;
  }
}

/**
 * Every rate limit of the app: @fastify/rate-limit for the per-route, per-address limits (`config.rateLimit` on a
 * route) and `app.limiters` for limits keyed by something else (an e-mail, a username probe). With Redis both
 * count in Redis, so several servers enforce one limit together; without it, in this process's memory.
 */
export const rateLimitsPlugin = fp(
  async (app: FastifyInstance, opts: { redis?: { url: string; keyPrefix: string } | undefined }) => {
    const redis = opts.redis && (await connectRedis(opts.redis.url, app.log));
    if (redis) app.addHook("onClose", async () => closeRedis(redis));
    app.decorate("redis", redis || undefined);
    const keyPrefix = opts.redis?.keyPrefix ?? "";
    app.decorate("limiters", createLimiterFactory(redis ? { redis, keyPrefix } : undefined));
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { store: redisRateLimitStore(redis, keyPrefix) } : {}),
      errorResponseBuilder: (_request, context) =>
        new AppError("resource-exhausted", apiMessage("tooManyRequests", { seconds: Math.ceil(context.ttl / 1000) })),
    });
  },
  { name: "rate-limits" },
);
