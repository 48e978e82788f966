import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir, resolveSecret } from "./data-dir";

const dirs: string[] = [];
function tempDir(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), "foliocraft-dd-"));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe("lockDataDir", () => {
  it("refuses a folder held by a live process, naming it", async () => {
    const dir = tempDir();
    // A live process other than this one holds the lock.
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      fs.writeFileSync(path.join(dir, "server.lock"), String(holder.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(new RegExp(`in use by another Foliocraft server \\(pid ${holder.pid}\\)`));
    } finally {
      holder.kill("SIGKILL");
    }
  });

  it("takes over a lock left by a dead process (kill -9)", async () => {
    const dir = tempDir();
    const dead = spawn(process.execPath, ["-e", "0"]);
    await new Promise((r) => dead.on("exit", r));
    fs.writeFileSync(path.join(dir, "server.lock"), String(dead.pid));
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, "server.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, "server.lock"))).toBe(false);
  });

  it("releases only its own lock", () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    fs.writeFileSync(path.join(dir, "server.lock"), "999999");
    release();
    expect(fs.readFileSync(path.join(dir, "server.lock"), "utf8")).toBe("999999");
  });
});

describe("resolveSecret", () => {
  it("prefers the configured secret", () => {
    expect(resolveSecret(tempDir(), "c".repeat(40))).toBe("c".repeat(40));
  });

  it("generates one on first start, keeps it private, and reuses it", () => {
    const dir = tempDir();
    const first = resolveSecret(dir, undefined);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(path.join(dir, "secret")).mode & 0o777).toBe(0o600);
    expect(resolveSecret(dir, undefined)).toBe(first);
  });
});
