import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { contactMessages } from "./db/schema";
import { openDatabase } from "./db/client";
import { tryLockDataDir } from "./data-dir-lock.mjs";
import { createTestDatabase, type TestDatabase } from "./testing/test-app";
import { freePort, runFailingServer, startServerProcess, type ServerProcess } from "./testing/server-process";

// Real server processes on a copy of the migrated PGlite template: durability, the data-folder lock and shutdown.
const running: ServerProcess[] = [];
const databases: TestDatabase[] = [];
const folders: string[] = [];
afterEach(async () => {
  for (const p of running.splice(0)) if (p.child.exitCode === null) p.child.kill("SIGKILL");
  for (const d of databases.splice(0)) await d.drop();
  for (const f of folders.splice(0)) fs.rmSync(f, { recursive: true, force: true });
});

async function newDataDir(): Promise<string> {
  const db = await createTestDatabase();
  databases.push(db);
  return db.dataDir;
}

async function start(dataDir: string, launcher: string[] = []): Promise<ServerProcess> {
  const p = await startServerProcess({ DATA_DIR: dataDir }, 90_000, launcher);
  running.push(p);
  return p;
}

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

describe("server process", () => {
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
    folders.push(parent);
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

  it("shuts down gracefully on SIGTERM and SIGINT: exit 0, lock released", async () => {
    for (const signal of ["SIGTERM", "SIGINT"] as const) {
      const dataDir = await newDataDir();
      const p = await start(dataDir);
      p.child.kill(signal);
      expect(await p.exited).toBe(0);
      expect(p.output()).toContain(`${signal} received`);
      // Released: the lock file names nobody, and the lock is free.
      expect(fs.readFileSync(path.join(dataDir, "server.lock"), "utf8")).toBe("");
      const lock = tryLockDataDir(dataDir);
      expect(lock.locked).toBe(true);
      if (lock.locked) lock.release();
    }
  });

  it("finishes a request that is in flight when the signal arrives", async () => {
    const dataDir = await newDataDir();
    const p = await start(dataDir);
    const body = JSON.stringify({ name: "Late", email: "l@example.com", subject: "Other", message: "in flight" });
    const { port } = new URL(p.url);
    // Send the headers and half the body, signal the server, then send the rest: the request is in flight
    // (accepted, body still arriving) when shutdown starts, and must still be answered.
    const status = new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/api/contact-messages",
          headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      req.write(body.slice(0, 20));
      setTimeout(() => {
        p.child.kill("SIGTERM");
        setTimeout(() => req.end(body.slice(20)), 300);
      }, 300);
    });
    expect(await status).toBe(201);
    expect(await p.exited).toBe(0);
  });

  it("explains an invalid configuration and exits 1", async () => {
    const r = await runFailingServer({ DATA_DIR: await newDataDir(), LOG_LEVEL: "loud", PORT: "99999" });
    expect(r.code).toBe(1);
    expect(r.output).toContain("Invalid configuration");
    expect(r.output).toContain("LOG_LEVEL");
    expect(r.output).toContain("PORT");
  });

  it("generates a secret into the data folder on first start", async () => {
    const dataDir = await newDataDir();
    const p = await start(dataDir);
    expect(fs.readFileSync(path.join(dataDir, "secret"), "utf8").trim().length).toBeGreaterThanOrEqual(32);
    p.child.kill("SIGTERM");
    await p.exited;
  });
});
