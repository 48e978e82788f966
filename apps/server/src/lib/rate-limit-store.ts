import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import LocalStore from "@fastify/rate-limit/store/LocalStore.js";
import RedisStore from "@fastify/rate-limit/store/RedisStore.js";
import type { Redis } from "ioredis";

type StoreCallback = Parameters<FastifyRateLimitStore["incr"]>[1];
type RouteOptions = Parameters<FastifyRateLimitStore["child"]>[0];
/** `read` (a peek without counting) is optional in the store interface; both built-in stores have it. */
type ReadableStore = FastifyRateLimitStore & { read?: FastifyRateLimitStore["incr"] };

/** Counts in Redis; when Redis fails (down, or slower than the command timeout), counts in this process instead. */
class RedisWithFallbackStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: ReadableStore,
    private readonly local: ReadableStore,
  ) {}

  incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
    this.shared.incr(
      key,
      (err, result) => (err ? this.local.incr(key, callback, timeWindow, max) : callback(null, result)),
      timeWindow,
      max,
    );
  }

  read(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
    const local = () => this.local.read?.(key, callback, timeWindow, max) ?? callback(null, { current: 0, ttl: 0 });
    if (!this.shared.read) return local();
    this.shared.read(key, (err, result) => (err ? local() : callback(null, result)), timeWindow, max);
  }

  child(routeOptions: RouteOptions): FastifyRateLimitStore {
    return new RedisWithFallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions));
  }
}

/**
 * The store for @fastify/rate-limit when the app has Redis: every server increments the same counter per route and
 * address (keys `{prefix}rate-limit:{METHOD}{url}-{address}`), so a limit of 30 is 30 across all instances.
 *
 * When Redis does not answer, a request is counted in this process's memory instead: neither fail-open (no limit
 * at all while Redis is down, which is when an attacker would strike) nor fail-closed (every limited route, sign-in
 * included, answering errors). Same choice as the rate-limiter-flexible limiters (limiter-factory.ts).
 */
export function redisRateLimitStore(redis: Redis, keyPrefix: string): FastifyRateLimitStoreCtor {
  return class extends RedisWithFallbackStore {
    // The plugin passes its merged options, which carry these two flags (its own stores take them too).
    constructor(options: FastifyRateLimitOptions & { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, `${keyPrefix}rate-limit:`),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  };
}
