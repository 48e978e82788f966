import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tryLockDataDir } from "./data-dir-lock.mjs";
import { useServerProcesses } from "./testing/server-process-fixture";
import { runFailingServer } from "./testing/server-process";

// Real server processes on a copy of the migrated PGlite template: signals, a request in flight at shutdown, the
// configuration and the generated secret. Durability and the data folder: server.process.test.ts.
const { newDataDir, start } = useServerProcesses();

describe("server process lifecycle", () => {
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
