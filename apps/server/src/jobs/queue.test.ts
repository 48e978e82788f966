import { afterEach, describe, expect, it } from "vitest";
import pino from "pino";
import type { FastifyBaseLogger } from "fastify";
import { openDatabase, type Database } from "../db/client";
import { createTestDatabase, type TestDatabase } from "../testing/test-app";
import { createJobQueue, jobQueueDefaults, jobQueueDefaultsFor, type JobQueue } from "./queue";

// The queue on the database kind of the suite: PGlite in this process, or PostgreSQL.
const log = pino({ level: "silent" }) as unknown as FastifyBaseLogger;
const options = { ...jobQueueDefaults, pollIntervalMs: 500, retryDelaySeconds: 0, shutdownTimeoutMs: 1000 };
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function open(): Promise<{ database: Database; testDb: TestDatabase }> {
  const testDb = await createTestDatabase();
  const database = await openDatabase({ dataDir: testDb.dataDir, databaseUrl: testDb.databaseUrl });
  cleanups.push(async () => {
    await database.close();
    await testDb.drop();
  });
  return { database, testDb };
}

function queueOn(database: Database, overrides: Partial<typeof options> = {}): JobQueue {
  const queue = createJobQueue({ database, options: { ...options, ...overrides }, log });
  cleanups.push(async () => {
    await queue.stop();
    await queue.close();
  });
  return queue;
}

describe("jobQueueDefaultsFor", () => {
  it("polls and maintains less often on the embedded database, whose queries run on the request thread", () => {
    expect(jobQueueDefaultsFor("postgres")).toEqual(jobQueueDefaults);
    const embedded = jobQueueDefaultsFor("pglite");
    expect(embedded.pollIntervalMs).toBeGreaterThan(jobQueueDefaults.pollIntervalMs);
    expect(embedded.maintenanceIntervalSeconds).toBeGreaterThan(jobQueueDefaults.maintenanceIntervalSeconds);
    // Maintenance still runs well within a job's timeout, so a job of a crashed run is retried in time.
    expect(embedded.maintenanceIntervalSeconds).toBeLessThan(embedded.jobTimeoutSeconds);
  });
});

describe("job queue", () => {
  it("runs a job once, retries a failing one and records its final failure for admins", async () => {
    const { database } = await open();
    const queue = queueOn(database);
    const runs: string[] = [];
    const failures: { data: unknown; message: string | null }[] = [];
    queue.define<{ n: number }>("ok", { retryLimit: 2, handler: async (job) => void runs.push(`ok ${job.data.n}`) });
    queue.define<{ n: number }>("flaky", {
      retryLimit: 2,
      handler: async (job) => {
        runs.push(`flaky ${job.attempt} ${job.lastAttempt}`);
        throw new Error(`attempt ${job.attempt} failed`);
      },
      onFailed: async (data, message) => void failures.push({ data, message }),
    });
    await queue.start();

    await queue.send("ok", { n: 1 });
    await queue.send("flaky", { n: 2 });
    await queue.drain();

    expect(runs.filter((r) => r.startsWith("ok"))).toEqual(["ok 1"]);
    expect(runs.filter((r) => r.startsWith("flaky"))).toEqual(["flaky 1 false", "flaky 2 false", "flaky 3 true"]);
    expect(failures).toEqual([{ data: { n: 2 }, message: "attempt 3 failed" }]);

    const failed = await queue.failed(10);
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ name: "flaky", attempts: 3, lastError: "attempt 3 failed", retryable: true });
    expect(failed[0]!.failedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);

    // An admin's retry runs it once more (and it fails once more here).
    expect(await queue.retry(failed[0]!.id)).toBe(true);
    await queue.drain();
    expect(runs.filter((r) => r.startsWith("flaky"))).toHaveLength(4);
    expect(await queue.retry(failed[0]!.id)).toBe(true);
    expect(await queue.retry("00000000-0000-0000-0000-000000000000")).toBe(false);
  });

  it("ends a job that hangs past its timeout as failed and reports it (a deploy's failDeploy path)", async () => {
    const { database } = await open();
    const queue = queueOn(database);
    const failures: (string | null)[] = [];
    queue.define<{ deployId: string }>("hangs", {
      retryLimit: 0,
      timeoutSeconds: 1,
      handler: () => new Promise(() => undefined),
      onFailed: async (_data, message) => void failures.push(message),
    });
    await queue.start();
    await queue.send("hangs", { deployId: "d1" });
    await queue.drain();
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/exceeded 1000ms|timeout/);
    expect((await queue.failed(5))[0]).toMatchObject({ name: "hangs", attempts: 1 });
  });

  it("lets two servers start on one database at once and runs each job on one of them", async () => {
    const { database, testDb } = await open();
    // On PostgreSQL a second connection pool, as a second server has; on PGlite the same database.
    const other = testDb.databaseUrl
      ? await openDatabase({ dataDir: testDb.dataDir, databaseUrl: testDb.databaseUrl })
      : database;
    if (other !== database) cleanups.push(() => other.close());
    const runs: string[] = [];
    const queues = [queueOn(database), queueOn(other)];
    queues.forEach((q, i) =>
      q.define<{ n: number }>("shared", {
        retryLimit: 0,
        handler: async (job) => void runs.push(`${job.data.n}:${i}`),
      }),
    );
    await Promise.all(queues.map((q) => q.start()));
    for (let n = 0; n < 10; n++) await queues[n % 2]!.send("shared", { n });
    await Promise.all(queues.map((q) => q.drain()));
    expect(runs.map((r) => Number(r.split(":")[0])).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("keeps a job across a restart and a singleton key enqueues it once", async () => {
    const { database } = await open();
    const first = queueOn(database);
    first.define("later", { retryLimit: 0, policy: "stately", handler: async () => undefined });
    await first.start();
    await first.stop();
    // Enqueued while no worker runs (a server shutting down): it waits in the database.
    expect(await first.send("later", { v: 1 }, { singletonKey: "k" })).toBeTypeOf("string");
    expect(await first.send("later", { v: 2 }, { singletonKey: "k" })).toBeNull();

    const seen: unknown[] = [];
    const second = queueOn(database);
    second.define("later", { retryLimit: 0, policy: "stately", handler: async (job) => void seen.push(job.data) });
    await second.start();
    await second.drain();
    expect(seen).toEqual([{ v: 1 }]);
  });

  it("lets a running job finish at shutdown", async () => {
    const { database } = await open();
    const queue = queueOn(database);
    let finished = false;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    queue.define("slow", {
      retryLimit: 0,
      handler: async () => {
        started();
        await new Promise((resolve) => setTimeout(resolve, 300));
        finished = true;
      },
    });
    await queue.start();
    await queue.send("slow", {});
    await running;
    await queue.stop();
    expect(finished).toBe(true);
    const { rows } = (await database.db.execute(`select state from pgboss.job where name = 'slow'`)) as unknown as {
      rows: unknown[];
    };
    expect(rows).toEqual([{ state: "completed" }]);
  });
});
