import { randomBytes } from "node:crypto";
import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../testing/server-process";
import { testDatabaseKind, testRedisUrl } from "../testing/test-env";
import { createLimiterFactory } from "./limiter-factory";
import { redisRateLimitStore } from "./rate-limit-store";

// The Redis-backed limits: counted together by every server, and still in force (per process) when Redis is gone.

const route = { routeInfo: { method: "POST", url: "/api/account/sign-in" } } as unknown as Parameters<
  FastifyRateLimitStore["child"]
>[0];

function incr(store: FastifyRateLimitStore, key: string): Promise<{ current: number; ttl: number }> {
  return new Promise((resolve, reject) =>
    store.incr(key, (err, result) => (err || !result ? reject(err) : resolve(result)), 60_000, 5),
  );
}

/** A client whose Redis never answers (nothing listens on its port): every command fails at once. */
async function unreachableRedis(): Promise<Redis> {
  const redis = new Redis({ port: await freePort(), lazyConnect: true, enableOfflineQueue: false });
  redis.on("error", () => undefined);
  return redis;
}

describe("when Redis is unreachable", () => {
  it("@fastify/rate-limit counts in this process instead of failing open or closed", async () => {
    const Store = redisRateLimitStore(await unreachableRedis(), "t:");
    const store = new Store({}).child(route);
    expect((await incr(store, "203.0.113.1")).current).toBe(1);
    expect((await incr(store, "203.0.113.1")).current).toBe(2);
    expect((await incr(store, "203.0.113.2")).current).toBe(1);
  });

  it("keyed limiters fall back to in-memory counters and still refuse the request over the limit", async () => {
    const limiters = createLimiterFactory({ redis: await unreachableRedis(), keyPrefix: "t:" });
    const limiter = limiters({ name: "sign-in", points: 2, durationSeconds: 60 });
    await limiter.consume("ama@example.com");
    await limiter.consume("ama@example.com");
    await expect(limiter.consume("ama@example.com")).rejects.toMatchObject({ remainingPoints: 0 });
  });
});

describe("without Redis", () => {
  it("keyed limiters count in memory", async () => {
    const limiter = createLimiterFactory()({ name: "x", points: 1, durationSeconds: 60 });
    await limiter.consume("k");
    await expect(limiter.consume("k")).rejects.toMatchObject({ consumedPoints: 2 });
  });
});

// Needs the machine's Redis, like the PostgreSQL suite needs its server.
describe.skipIf(testDatabaseKind() !== "postgres")("with Redis shared by two servers", () => {
  const prefix = `foliocraft-unit-${randomBytes(4).toString("hex")}:`;
  const clients: Redis[] = [];
  // Connected before use, as the app's are (lib/redis.ts): a client still connecting counts in memory.
  const connect = async () => {
    const redis = new Redis(testRedisUrl(), { lazyConnect: true, maxRetriesPerRequest: 1 });
    clients.push(redis);
    await redis.connect();
    return redis;
  };
  afterAll(async () => {
    const keys = await clients[0]?.keys(`${prefix}*`);
    if (keys?.length) await clients[0]?.del(...keys);
    await Promise.all(clients.map((c) => c.quit()));
  });

  it("@fastify/rate-limit: one counter per route and address across servers, with the window's TTL", async () => {
    const [one, two] = [await connect(), await connect()].map((redis) => {
      const Store = redisRateLimitStore(redis, prefix);
      return new Store({}).child(route);
    });
    expect((await incr(one!, "203.0.113.9")).current).toBe(1);
    expect((await incr(two!, "203.0.113.9")).current).toBe(2);
    const third = await incr(one!, "203.0.113.9");
    expect(third.current).toBe(3);
    expect(third.ttl).toBeGreaterThan(50_000);
    expect(await clients[0]!.get(`${prefix}rate-limit:POST/api/account/sign-in-203.0.113.9`)).toBe("3");
  });

  it("keyed limiters: the limit holds across servers", async () => {
    const [one, two] = [await connect(), await connect()].map((redis) =>
      createLimiterFactory({ redis, keyPrefix: prefix })({ name: "sign-in", points: 3, durationSeconds: 60 }),
    );
    await one!.consume("esi@example.com");
    await two!.consume("esi@example.com");
    await one!.consume("esi@example.com");
    await expect(two!.consume("esi@example.com")).rejects.toMatchObject({ remainingPoints: 0 });
    expect(await clients[0]!.exists(`${prefix}limit:sign-in:esi@example.com`)).toBe(1);
  });
});
