import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { apiHourlyLimits } from "@foliocraft/schemas";
import { buildApp } from "../../app";
import { signUpWithCookie } from "../../testing/portfolio-factory";
import { createTestDatabase, testConfig, type TestDatabase } from "../../testing/test-app";
import { testDatabaseKind, testRedisUrl } from "../../testing/test-env";
import { createApiKey } from "./api-key-test-helpers";

// Two servers on one PostgreSQL and one Redis (PGlite is one process's database, so this runs on PostgreSQL only).
describe.runIf(testDatabaseKind() === "postgres")("the hourly limit of a key across two servers", () => {
  let database: TestDatabase;
  let first: FastifyInstance;
  let second: FastifyInstance;
  const keyPrefix = `api-limit-${randomBytes(4).toString("hex")}:`;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = testConfig(database, { redis: { url: testRedisUrl(), keyPrefix } });
    first = await buildApp(config);
    second = await buildApp(config);
  });
  afterAll(async () => {
    const redis = first.redis!;
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await Promise.all([first.close(), second.close()]);
    await database.drop();
  });

  it("counts one key's requests on both servers together: the 101st of a free key is a 429 on either", async () => {
    const { cookie } = await signUpWithCookie(first);
    const { secret } = await createApiKey(first, cookie, { name: "shared", scope: "read" });
    const headers = { authorization: `Bearer ${secret}` };
    for (let i = 1; i <= apiHourlyLimits.free; i++) {
      const server = i % 2 === 0 ? first : second;
      const res = await server.inject({ method: "GET", url: "/api/v1/portfolios", headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers["ratelimit-remaining"]).toBe(String(apiHourlyLimits.free - i));
    }
    for (const server of [first, second]) {
      const refused = await server.inject({ method: "GET", url: "/api/v1/portfolios", headers });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    }
  });
});
