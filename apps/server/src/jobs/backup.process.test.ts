import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { tryLockDataDir } from "../data-dir-lock.mjs";
import { openDatabase } from "../db/client";
import { contactMessages } from "../db/schema";
import { createTestDatabase, type TestDatabase } from "../testing/test-app";
import { makeScratchDir } from "../testing/scratch-dir.mjs";
import { startServerProcess, type ServerProcess } from "../testing/server-process";
import { testDatabaseKind } from "../testing/test-env";
import { runScript } from "./script-runner";

// `npm run backup` / `npm run restore` on the embedded database, with a real server taking writes meanwhile.
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

// Beside the test databases (scratch-dir.mjs): the folder a restore set aside is moved here, within one file system.
const tempDir = () => {
  const dir = makeScratchDir("foliocraft-backup-");
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
};

/** The sequence numbers of the messages in a data folder, ascending. */
async function sequenceIn(dataDir: string): Promise<number[]> {
  const database = await openDatabase({ dataDir });
  try {
    const rows = await database.db.select({ message: contactMessages.message }).from(contactMessages);
    return rows
      .map((r) => /^backup sequence number (\d+)$/.exec(r.message)?.[1])
      .filter((n): n is string => n !== undefined)
      .map(Number)
      .sort((a, b) => a - b);
  } finally {
    await database.close();
  }
}

describe.skipIf(testDatabaseKind() !== "pglite")("backup and restore of the embedded database", () => {
  it("copies a running server's database while it takes writes, and the copy restores consistent", async () => {
    const db: TestDatabase = await createTestDatabase();
    cleanups.push(() => db.drop());
    // TRUST_PROXY: each write comes "from" its own address, so the contact form's per-address limit stays out.
    const server: ServerProcess = await startServerProcess({ DATA_DIR: db.dataDir, TRUST_PROXY: "true" });
    cleanups.push(() => void (server.child.exitCode === null && server.child.kill("SIGKILL")));

    // One writer, each write awaited: a write acknowledged means every earlier one is committed, so a consistent
    // copy holds exactly the numbers 0…k-1 for some k.
    const acked: number[] = [];
    let stop = false;
    const writer = (async () => {
      for (let n = 0; !stop; n++) {
        const res = await fetch(`${server.url}/api/contact-messages`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": `10.9.${n >> 8}.${n & 255}` },
          body: JSON.stringify({
            name: "Backup",
            email: "b@example.com",
            subject: "Other",
            message: `backup sequence number ${n}`,
          }),
        });
        if (res.status !== 201) throw new Error(`write ${n}: ${res.status} ${await res.text()}`);
        acked.push(n);
      }
    })();
    const until = async (count: number) => {
      while (acked.length < count) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    await until(20);
    const ackedBefore = acked.length;
    const file = path.join(tempDir(), "running.tar.gz");
    const backup = await runScript("backup.mjs", [file], { DATA_DIR: db.dataDir });
    expect(backup.output).toContain(`Backup made by the running server (it recorded pid ${server.child.pid}`);
    expect(backup.code).toBe(0);
    // A copy of the database is as private as the database.
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    const ackedAfter = acked.length;
    await until(ackedAfter + 10);

    // Restoring under a running server is refused.
    const refused = await runScript("restore.mjs", [file], { DATA_DIR: db.dataDir });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      `A Foliocraft server or maintenance command is running on ${db.dataDir} (it recorded pid ${server.child.pid}`,
    );

    stop = true;
    await writer;
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    const all = acked.length;

    // Into an empty folder: a working database whose messages are a gap-free prefix of the writes.
    const restoredDir = tempDir();
    const restored = await runScript("restore.mjs", [file], { DATA_DIR: restoredDir });
    expect(restored.code).toBe(0);
    // Restored files are their owner's alone, like the ones the server writes.
    const openToOthers = fs
      .readdirSync(restoredDir, { recursive: true, encoding: "utf8" })
      .filter((name) => fs.lstatSync(path.join(restoredDir, name)).mode & 0o077);
    expect(openToOthers).toEqual([]);
    const copied = await sequenceIn(restoredDir);
    expect(copied.length).toBeGreaterThanOrEqual(ackedBefore);
    expect(copied.length).toBeLessThanOrEqual(ackedAfter + 1);
    expect(copied).toEqual(copied.map((_, i) => i));

    // Over the live folder: the current database is kept aside, the copy takes its place.
    const over = await runScript("restore.mjs", [file], { DATA_DIR: db.dataDir });
    expect(over.code).toBe(0);
    const aside = fs.readdirSync(db.dataDir).filter((f) => f.startsWith("pglite.before-restore-"));
    expect(aside).toHaveLength(1);
    expect(await sequenceIn(db.dataDir)).toEqual(copied);
    // The folder kept aside is the database as it was: every acknowledged write.
    const asideDir = tempDir();
    fs.renameSync(path.join(db.dataDir, aside[0]!), path.join(asideDir, "pglite"));
    expect(await sequenceIn(asideDir)).toEqual(acked);
    expect(all).toBeGreaterThan(copied.length);
  }, 120_000);

  it("copies a stopped server's folder directly, and explains a missing database", async () => {
    const db = await createTestDatabase();
    cleanups.push(() => db.drop());
    const file = path.join(tempDir(), "stopped.tar.gz");
    const backup = await runScript("backup.mjs", [file], { DATA_DIR: db.dataDir });
    expect(backup.code).toBe(0);
    expect(fs.statSync(file).size).toBeGreaterThan(100_000);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    // The lock taken meanwhile is released.
    const lock = tryLockDataDir(db.dataDir);
    expect(lock.locked).toBe(true);
    if (lock.locked) lock.release();

    const empty = await runScript("backup.mjs", [], { DATA_DIR: tempDir() });
    expect(empty.code).toBe(1);
    expect(empty.output).toContain("There is no embedded database in");
    const missing = await runScript("restore.mjs", [path.join(tempDir(), "nope.tar.gz")], { DATA_DIR: tempDir() });
    expect(missing.code).toBe(1);
    expect(missing.output).toContain("does not exist");
  }, 60_000);
});
