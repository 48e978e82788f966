import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from "rate-limiter-flexible";

/** One named limit: `points` per `durationSeconds` for each key (an address, an e-mail). */
export interface LimiterOptions {
  /** Distinguishes this limit's counters from every other limit's (e.g. "sign-in"). */
  name: string;
  points: number;
  durationSeconds: number;
}

/** Makes rate-limiter-flexible limiters: shared through Redis when the app has one, in memory otherwise. */
export type LimiterFactory = (options: LimiterOptions) => RateLimiterAbstract;

/**
 * With Redis, every server counts against the same counters (a limit of 10 is 10 across all instances, not 10
 * each). When Redis is unreachable or slow, the insurance limiter takes over with this process's own counters:
 * limits stay in force (only per process for the outage) instead of failing open, and sign-in keeps working
 * instead of failing closed.
 */
export function createLimiterFactory(shared?: { redis: Redis; keyPrefix: string }): LimiterFactory {
  return ({ name, points, durationSeconds }) => {
    const memory = new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds });
    if (!shared) return memory;
    return new RateLimiterRedis({
      storeClient: shared.redis,
      keyPrefix: `${shared.keyPrefix}limit:${name}`,
      points,
      duration: durationSeconds,
      // A disconnected client goes straight to the insurance limiter rather than waiting for a reconnect.
      rejectIfRedisNotReady: true,
      insuranceLimiter: memory,
    });
  };
}
