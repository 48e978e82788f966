// Helpers for the benchmarks: start the built server as `npm start` does, wait for health, stop it.
import { spawn, execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** A free port on 127.0.0.1. */
export function freePort() {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }));
}

/** A new empty data folder. */
export function tempDataDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), "foliocraft-bench-"));
}

/** Starts `node scripts/start.mjs`; resolves with the process and the ms until /api/health answered 200. */
export async function startServer({ dataDir, port, env = {} }) {
  const t0 = performance.now();
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return { child, url, readyMs: performance.now() - t0 };
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Stops a server with SIGTERM and waits for it to exit. */
export async function stopServer(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.on("exit", r));
  child.kill("SIGTERM");
  await exited;
}
