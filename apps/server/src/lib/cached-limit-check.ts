import { LRUCache } from "lru-cache";
import type { RateLimiterAbstract } from "rate-limiter-flexible";

/**
 * Asks "is this key over its limit?" on a hot path without a Redis round trip per request. The answer for a key is
 * reused for `ttlMs` (an address that is over stays refused until its window ends; one that is not is asked again
 * after `ttlMs`), and concurrent requests share one lookup. `forget(key)` after consuming points on this server
 * makes its next check exact here; a key pushed over the limit on another server is noticed within `ttlMs`.
 */
export function createCachedLimitCheck(
  limiter: RateLimiterAbstract,
  options: { max: number; ttlMs: number; maxKeys?: number },
) {
  const maxKeys = options.maxKeys ?? 10_000;
  // The least recently used keys leave first once there are maxKeys (lru-cache).
  const memo = new LRUCache<string, { expiresAt: number; blockedUntil: Promise<number>; settled?: number }>({
    max: maxKeys,
  });

  return {
    /** Milliseconds until `key` may be served again; 0 when it is not over its limit. */
    async overForMs(key: string): Promise<number> {
      const now = Date.now();
      let entry = memo.get(key);
      if (!entry || entry.expiresAt <= now) {
        const blockedUntil = limiter
          .get(key)
          .then((res) => (res && res.consumedPoints >= options.max ? Date.now() + res.msBeforeNext : 0));
        const mine: { expiresAt: number; blockedUntil: Promise<number>; settled?: number } = {
          expiresAt: now + options.ttlMs,
          blockedUntil,
        };
        entry = mine;
        memo.set(key, mine);
        // A failed lookup is not remembered: the next request asks again.
        blockedUntil.then(
          (until) => (mine.settled = until),
          () => memo.get(key) === mine && memo.delete(key),
        );
      }
      return Math.max(0, (await entry.blockedUntil) - Date.now());
    },

    /**
     * The remembered answer without waiting: true when `key` is known not to be over its limit, false when it is over
     * or nothing settled is remembered (the caller then asks with `overForMs`).
     */
    knownClear(key: string): boolean {
      const entry = memo.get(key);
      const now = Date.now();
      return entry?.settled !== undefined && entry.expiresAt > now && entry.settled <= now;
    },

    /** Drops what is remembered for `key` (call it after consuming points for it). */
    forget(key: string): void {
      memo.delete(key);
    },
  };
}
