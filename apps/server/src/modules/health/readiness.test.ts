import { spawn, type ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { readinessSchema } from "@foliocraft/schemas";
import { buildApp } from "../../app";
import { createTestDatabase, testConfig, type TestDatabase } from "../../testing/test-app";
import { freePort } from "../../testing/server-process";

// Readiness follows Redis: a private redis-server of this test (the machine's shared one is never stopped) goes
// away and comes back while the app keeps running; liveness stays 200 throughout.
let database: TestDatabase;
let app: FastifyInstance;
let redis: ChildProcess | undefined;
let port: number;

function startRedis(): Promise<void> {
  redis = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: ["ignore", "pipe", "ignore"],
  });
  const child = redis;
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.stdout?.on("data", (d: Buffer) => {
      if (d.toString().includes("Ready to accept connections")) resolve();
    });
  });
}

async function stopRedis(): Promise<void> {
  const child = redis;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;
}

async function until(check: () => Promise<boolean>, what: string, limitMs = 15_000): Promise<void> {
  const t0 = Date.now();
  while (!(await check())) {
    if (Date.now() - t0 > limitMs) throw new Error(`not within ${limitMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const ready = async () => {
  const res = await app.inject({ method: "GET", url: "/api/health/ready" });
  return { status: res.statusCode, retryAfter: res.headers["retry-after"], body: readinessSchema.parse(res.json()) };
};

beforeAll(async () => {
  port = await freePort();
  await startRedis();
  database = await createTestDatabase();
  app = await buildApp(testConfig(database, { redis: { url: `redis://127.0.0.1:${port}`, keyPrefix: "ready:" } }));
}, 60_000);

afterAll(async () => {
  await app?.close();
  await stopRedis();
  await database?.drop();
});

describe("GET /api/health/ready with Redis", () => {
  it("is 503 while Redis is down (liveness stays 200) and ready again once it is back", async () => {
    expect(await ready()).toEqual({
      status: 200,
      retryAfter: undefined,
      body: { ready: true, database: "up", redis: "up" },
    });

    await stopRedis();
    await until(async () => (await ready()).status === 503, "readiness to fail");
    expect(await ready()).toEqual({
      status: 503,
      retryAfter: "5",
      body: { ready: false, database: "up", redis: "down" },
    });
    const live = await app.inject({ method: "GET", url: "/api/health" });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ databaseReachable: true });

    await startRedis();
    await until(async () => (await ready()).status === 200, "readiness after Redis is back");
  }, 40_000);
});
