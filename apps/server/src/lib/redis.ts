import { Redis } from "ioredis";
import type { FastifyBaseLogger } from "fastify";

/** How long a rate-limit command may take before the request goes on with the process's own counters. */
const commandTimeoutMs = 500;

/**
 * Connects to the Redis that every server shares for rate limits. Resolves once connected; a Redis that cannot be
 * reached at start-up stops the start (like the database), with the address in the message.
 *
 * Later outages must not hang requests: no offline queue (a command while disconnected fails at once), one retry,
 * a short command timeout; the limiters then fall back to per-process counters (rate-limit-store.ts,
 * limiter-factory.ts) until ioredis has reconnected on its own.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: commandTimeoutMs,
    connectTimeout: 5000,
    // Reconnect forever, backing off to 5 s: Redis coming back must heal every server without a restart.
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
  });
  let down = false;
  redis.on("error", (err: Error) => {
    // ioredis reports every failed reconnect; one line per outage is enough.
    if (down) return;
    down = true;
    log.error({ err: err.message }, "Redis unreachable: rate limits fall back to this process's own counters");
  });
  redis.on("ready", () => {
    if (!down) return;
    down = false;
    log.info("Redis reachable again: rate limits are shared again");
  });
  try {
    await redis.connect();
  } catch (err) {
    redis.disconnect();
    throw new Error(`Redis at REDIS_URL (${redactedUrl(url)}) is not reachable: ${(err as Error).message}`);
  }
  return redis;
}

/** Closes the connection after pending replies. */
export async function closeRedis(redis: Redis): Promise<void> {
  await redis.quit().catch(() => redis.disconnect());
}

/** The URL without its password, for messages. */
function redactedUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "redis://…";
  }
}
