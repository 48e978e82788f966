import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { contactMessages } from "./db/schema";
import { openDatabase } from "./db/client";
import { createTestDatabase, type TestDatabase } from "./testing/test-app";
import { freePort, runFailingServer, startServerProcess, type ServerProcess } from "./testing/server-process";

// Real server processes on a copy of the migrated PGlite template: durability, the data-folder lock and shutdown.
const running: ServerProcess[] = [];
const databases: TestDatabase[] = [];
afterEach(async () => {
  for (const p of running.splice(0)) if (p.child.exitCode === null) p.child.kill("SIGKILL");
  for (const d of databases.splice(0)) await d.drop();
});

async function newDataDir(): Promise<string> {
  const db = await createTestDatabase();
  databases.push(db);
  return db.dataDir;
}

async function start(dataDir: string): Promise<ServerProcess> {
  const p = await startServerProcess({ DATA_DIR: dataDir });
  running.push(p);
  return p;
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

    // The lock of the killed process is stale: the restart must not be blocked by it.
    const second = await start(dataDir);
    expect(await postMessage(second.url, "after the restart")).toBe(201);
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);

    const database = await openDatabase({ dataDir });
    const rows = await database.db.select().from(contactMessages);
    await database.close();
    expect(rows.map((r) => r.message).sort()).toEqual(["after the restart", "before the crash"]);
  });

  it("refuses a second server on the same data folder with a clear message", async () => {
    const dataDir = await newDataDir();
    const first = await start(dataDir);
    const port = await freePort();
    const second = await runFailingServer({ DATA_DIR: dataDir, PORT: String(port) });
    expect(second.code).toBe(1);
    expect(second.output).toContain(
      `The data folder ${dataDir} is in use by another Foliocraft server (pid ${first.child.pid})`,
    );
    // The first server is unharmed.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
  });

  it("shuts down gracefully on SIGTERM and SIGINT: exit 0, lock released", async () => {
    for (const signal of ["SIGTERM", "SIGINT"] as const) {
      const dataDir = await newDataDir();
      const p = await start(dataDir);
      p.child.kill(signal);
      expect(await p.exited).toBe(0);
      expect(p.output()).toContain(`${signal} received`);
      expect(fs.existsSync(path.join(dataDir, "server.lock"))).toBe(false);
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
