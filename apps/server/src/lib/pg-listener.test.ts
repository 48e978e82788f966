import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../db/client";
import { createTestDatabase, type TestDatabase } from "../testing/test-app";
import { testDatabaseKind } from "../testing/test-env";
import { customLogLevels } from "../logger";
import { listenToChannel, reconnectDelayMs, type ChannelListener } from "./pg-listener";

const log = pino({ level: "silent", customLevels: customLogLevels });
let testDb: TestDatabase | undefined;
let database: Database | undefined;
let listener: ChannelListener | undefined;
afterEach(async () => {
  await listener?.close();
  await database?.close();
  await testDb?.drop();
  listener = database = testDb = undefined;
});

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
}

async function open() {
  testDb = await createTestDatabase();
  database = await openDatabase({ dataDir: testDb.dataDir, databaseUrl: testDb.databaseUrl });
  const heard: string[] = [];
  let resyncs = 0;
  const listening: boolean[] = [];
  listener = await listenToChannel({
    database,
    databaseUrl: testDb.databaseUrl,
    channel: "test_channel",
    onNotify: (payload) => heard.push(payload),
    onResync: () => (resyncs += 1),
    onListening: (live) => listening.push(live),
    log,
    delayMs: () => 20,
  });
  const notify = (payload: string) => database!.db.execute(`select pg_notify('test_channel', '${payload}')`);
  return { heard, resyncs: () => resyncs, notify, listening };
}

describe("listenToChannel", () => {
  it("delivers notifications committed by this server's own queries", async () => {
    const { heard, notify, listening } = await open();
    expect(listening).toEqual([true]);
    await notify("first");
    await notify("second");
    await until(() => heard.length === 2, "two notifications");
    expect(heard).toEqual(["first", "second"]);
  });

  it("refuses a channel name that is not a plain identifier", async () => {
    testDb = await createTestDatabase();
    database = await openDatabase({ dataDir: testDb.dataDir, databaseUrl: testDb.databaseUrl });
    const listen = listenToChannel({
      database,
      databaseUrl: testDb.databaseUrl,
      channel: "x; drop table users",
      onNotify: () => undefined,
      onResync: () => undefined,
      log,
    });
    await expect(listen).rejects.toThrow("Invalid channel name");
  });

  it.skipIf(testDatabaseKind() !== "postgres")(
    "reconnects after its connection is killed, asking the caller to resync (missed notifications)",
    async () => {
      const { heard, resyncs, notify, listening } = await open();
      const killed = await database!.db.execute(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where application_name = 'foliocraft-listen-test_channel' and datname = current_database()`,
      );
      expect((killed as unknown as { rows: unknown[] }).rows).toHaveLength(1);
      // Once when the loss is noticed, once when listening again.
      await until(() => resyncs() === 2, "the reconnect");
      // Not listening in between (the page cache stops trusting memory), then listening again.
      expect(listening).toEqual([true, false, true]);
      await notify("after the reconnect");
      await until(() => heard.includes("after the reconnect"), "a notification after the reconnect");
    },
  );
});

describe("reconnectDelayMs", () => {
  it("backs off from 250 ms to at most 5 s", () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(reconnectDelayMs)).toEqual([250, 500, 1000, 2000, 4000, 5000, 5000]);
  });
});
