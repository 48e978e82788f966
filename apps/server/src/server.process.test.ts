import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contactMessages } from "./db/schema";
import { openDatabase } from "./db/client";
import { tryLockDataDir } from "./data-dir-lock.mjs";
import { useServerProcesses } from "./testing/server-process-fixture";
import { freePort, runFailingServer } from "./testing/server-process";

// Real server processes on a copy of the migrated PGlite template: durability and the data folder (its lock and
// its permissions). Starting, stopping and configuring a server: server-lifecycle.process.test.ts.
const { newDataDir, start, removeAfter } = useServerProcesses();

/** A process in a PID namespace of its own, with its own /proc: what a container on a shared volume sees. */
const inOwnPidNamespace = ["unshare", "--pid", "--fork", "--mount-proc", "--kill-child"];
const canUnshare = spawnSync(inOwnPidNamespace[0]!, [...inOwnPidNamespace.slice(1), "true"]).status === 0;

/** Resolves once no process holds the data folder's lock (a killed process's is dropped by the kernel). */
async function lockFreed(dataDir: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const lock = tryLockDataDir(dataDir);
    if (lock.locked) return lock.release();
    if (Date.now() > deadline) throw new Error(`${dataDir} is still locked`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function messagesIn(dataDir: string): Promise<string[]> {
  const database = await openDatabase({ dataDir });
  try {
    return (await database.db.select().from(contactMessages)).map((r) => r.message).sort();
  } finally {
    await database.close();
  }
}

/** DATA_DIR and everything in it that group or others may read, write or enter, with its mode. */
function openToOthers(dataDir: string): string[] {
  return [".", ...fs.readdirSync(dataDir, { recursive: true, encoding: "utf8" })]
    .map((name) => ({ name, mode: fs.lstatSync(path.join(dataDir, name)).mode }))
    .filter(({ mode }) => (mode & 0o170000) !== 0o120000 && (mode & 0o077) !== 0)
    .map(({ name, mode }) => `${name} ${(mode & 0o777).toString(8)}`);
}

async function postMessage(url: string, message: string): Promise<number> {
  const res = await fetch(`${url}/api/contact-messages`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Durable", email: "d@example.com", subject: "Other", message }),
  });
  return res.status;
}

describe("server process: data and its folder", () => {
  it("keeps data written through the API across kill -9 and a restart", async () => {
    const dataDir = await newDataDir();
    const first = await start(dataDir);
    expect(await postMessage(first.url, "before the crash")).toBe(201);
    first.child.kill("SIGKILL");
    await first.exited;

    // The lock file still names the killed process; the kernel dropped its lock, so the restart is not blocked.
    expect(fs.readFileSync(path.join(dataDir, "server.lock"), "utf8").trim()).toBe(String(first.child.pid));
    const second = await start(dataDir);
    expect(await postMessage(second.url, "after the restart")).toBe(201);
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);

    expect(await messagesIn(dataDir)).toEqual(["after the restart", "before the crash"]);
  });

  it("refuses a second server on the same data folder with a clear message", async () => {
    const dataDir = await newDataDir();
    const first = await start(dataDir);
    const port = await freePort();
    const second = await runFailingServer({ DATA_DIR: dataDir, PORT: String(port) });
    expect(second.code).toBe(1);
    expect(second.output).toContain(
      `The data folder ${dataDir} is in use by another Foliocraft server, backup, restore or migration ` +
        `(it recorded pid ${first.child.pid}`,
    );
    // The first server is unharmed.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
  });

  it.skipIf(!canUnshare)(
    "refuses a second server in another PID namespace (a second container on the volume); the first's data stays",
    async () => {
      const dataDir = await newDataDir();
      const first = await start(dataDir, inOwnPidNamespace);
      expect(await postMessage(first.url, "before the second server")).toBe(201);
      // Each server is pid 1 in its namespace: a pid cannot tell them apart, only the kernel's lock can.
      expect(fs.readFileSync(path.join(dataDir, "server.lock"), "utf8").trim()).toBe("1");

      const second = await runFailingServer({ DATA_DIR: dataDir, PORT: String(await freePort()) }, inOwnPidNamespace);
      expect(second.code).not.toBe(0);
      expect(second.output).toContain(`Foliocraft cannot start:\nThe data folder ${dataDir} is in use by another`);

      expect(await postMessage(first.url, "after the second server")).toBe(201);
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
      first.child.kill("SIGKILL"); // unshare's --kill-child takes the server down with it
      await first.exited;
      await lockFreed(dataDir);
      expect(await messagesIn(dataDir)).toEqual(["after the second server", "before the second server"]);
    },
    120_000,
  );

  it("is not blocked by a lock file naming a pid that an unrelated running process has (after a reboot)", async () => {
    const dataDir = await newDataDir();
    // This test runner is alive, and no Foliocraft server.
    fs.writeFileSync(path.join(dataDir, "server.lock"), `${process.pid}\n`);
    const p = await start(dataDir);
    expect(await postMessage(p.url, "started anyway")).toBe(201);
    expect(fs.readFileSync(path.join(dataDir, "server.lock"), "utf8").trim()).toBe(String(p.child.pid));
  }, 120_000);

  it("keeps a new data folder and every database file in it private to its owner", async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), "foliocraft-private-"));
    removeAfter(parent);
    const dataDir = path.join(parent, "data");
    const p = await start(dataDir);
    expect(await postMessage(p.url, "a write, so the log has something")).toBe(201);
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(fs.readdirSync(path.join(dataDir, "pglite")).length).toBeGreaterThan(5);
    expect(openToOthers(dataDir)).toEqual([]);
    p.child.kill("SIGTERM");
    expect(await p.exited).toBe(0);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(p.output()).not.toContain("made private to its owner");
  }, 180_000);

  it("narrows a data folder an older version left readable by others, and says so", async () => {
    const dataDir = await newDataDir();
    fs.writeFileSync(path.join(dataDir, "secret"), "s".repeat(40));
    for (const name of fs.readdirSync(dataDir, { recursive: true, encoding: "utf8" })) {
      const file = path.join(dataDir, name);
      fs.chmodSync(file, fs.statSync(file).isDirectory() ? 0o777 : 0o666);
    }
    fs.chmodSync(dataDir, 0o755);
    expect(openToOthers(dataDir).length).toBeGreaterThan(10);
    const p = await start(dataDir);
    expect(await postMessage(p.url, "after narrowing")).toBe(201);
    expect(p.output()).toMatch(/DATA_DIR .* made private to its owner: the folder was mode 755, now 700; \d+ files/);
    expect(openToOthers(dataDir)).toEqual([]);
  }, 120_000);
});
