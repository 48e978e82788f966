import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { apiHourlyLimits, apiMessage, type ApiKeyScope } from "@foliocraft/schemas";
import { AppError } from "../../errors";
import type { LimiterFactory } from "../../lib/limiter-factory";
import type { ApiKeyCaller, ApiKeyService } from "./service";

declare module "fastify" {
  interface FastifyRequest {
    /** The API key's caller on /api/v1 routes (set by the guard before the handler runs). */
    apiKey?: ApiKeyCaller;
  }
  interface FastifyContextConfig {
    /** The scope a /api/v1 route needs; read when unset. */
    apiKeyScope?: ApiKeyScope;
  }
}

const hourSeconds = 60 * 60;

/** Sets the IETF RateLimit-* headers (draft-ietf-httpapi-ratelimit-headers) of one counted request. */
function limitHeaders(reply: FastifyReply, limit: number, used: number, resetSeconds: number) {
  reply.header("ratelimit-limit", String(limit));
  reply.header("ratelimit-remaining", String(Math.max(0, limit - used)));
  reply.header("ratelimit-reset", String(resetSeconds));
}

/**
 * The onRequest hook of every /api/v1 route: the key (401), the hourly limit per key (429 with Retry-After), then
 * the route's scope (403). One counter per key, sized for Pro: a key's requests count the same whatever its plan,
 * and the owner's plan now decides where the limit is, so an upgrade mid-hour takes effect at once. With Redis the
 * counter is shared by every server (app.limiters).
 */
export function apiKeyGuard(deps: { service: ApiKeyService; limiters: LimiterFactory }): onRequestAsyncHookHandler {
  const limiter: RateLimiterAbstract = deps.limiters({
    name: "api-key-hour",
    points: apiHourlyLimits.pro,
    durationSeconds: hourSeconds,
  });
  return async function guard(request: FastifyRequest, reply: FastifyReply) {
    const caller = await deps.service.authenticate(request.headers.authorization);
    let used: number;
    let resetSeconds: number;
    try {
      const res = await limiter.consume(caller.keyId);
      used = res.consumedPoints;
      resetSeconds = Math.ceil(res.msBeforeNext / 1000);
    } catch (err) {
      // Past even the Pro allowance: the limiter refuses without counting further.
      if (!(err instanceof RateLimiterRes)) throw err;
      used = err.consumedPoints;
      resetSeconds = Math.ceil(err.msBeforeNext / 1000);
    }
    limitHeaders(reply, caller.hourlyLimit, used, resetSeconds);
    if (used > caller.hourlyLimit) {
      reply.header("retry-after", String(resetSeconds));
      throw new AppError(
        "resource-exhausted",
        apiMessage("apiKeyHourlyLimit", { limit: caller.hourlyLimit, seconds: resetSeconds }),
      );
    }
    const needed = request.routeOptions.config.apiKeyScope ?? "read";
    if (needed === "read-write" && caller.scope !== "read-write") {
      throw new AppError("permission-denied", apiMessage("apiKeyReadOnly"));
    }
    await deps.service.recordUse(caller.keyId);
    request.apiKey = caller;
  };
}

/** The caller of a /api/v1 request (the guard has run: a handler never sees a request without one). */
export function apiCaller(request: FastifyRequest): ApiKeyCaller {
  if (!request.apiKey) throw new AppError("unauthenticated", apiMessage("apiKeyMissing"));
  return request.apiKey;
}
