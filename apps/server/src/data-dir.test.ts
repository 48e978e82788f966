import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir, resolveSecret } from "./data-dir";
import { describePrivacyChange, makeDataDirPrivate, tryLockDataDir } from "./data-dir-lock.mjs";

const lockModule = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "data-dir-lock.mjs");

const dirs: string[] = [];
const children: ChildProcess[] = [];
function tempDir(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), "foliocraft-dd-"));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/**
 * Another process that takes the lock, then runs the garbage collector over and over (the lock must outlive any
 * collection: it may not hang on an object that can be collected), and stays until killed.
 */
async function lockHolder(dir: string): Promise<ChildProcess> {
  const script =
    `import { tryLockDataDir } from ${JSON.stringify(lockModule)};` +
    `const lock = tryLockDataDir(${JSON.stringify(dir)});` +
    `if (!lock.locked) process.exit(3);` +
    `for (let i = 0; i < 5; i++) globalThis.gc();` +
    `setInterval(() => globalThis.gc(), 20);` +
    `console.log("locked");`;
  const child = spawn(process.execPath, ["--expose-gc", "--input-type=module", "-e", script], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (d: Buffer) => (d.toString().includes("locked") ? resolve() : undefined));
    child.on("exit", (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
  return child;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.on("exit", () => resolve()));
}

describe("lockDataDir", () => {
  it("refuses a folder another process holds, naming the folder and the pid that process recorded", async () => {
    const dir = tempDir();
    const holder = await lockHolder(dir);
    // Several rounds: the holder keeps collecting garbage meanwhile, and its lock stays.
    for (let i = 0; i < 3; i++) {
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(() => lockDataDir(dir)).toThrow(
      `The data folder ${dir} is in use by another Foliocraft server, backup, restore or migration ` +
        `(it recorded pid ${holder.pid}`,
    );
    expect(fs.readFileSync(path.join(dir, "server.lock"), "utf8").trim()).toBe(String(holder.pid));
  });

  it("is free the moment its holder is killed with -9: the kernel releases it, whatever the file says", async () => {
    const dir = tempDir();
    const holder = await lockHolder(dir);
    holder.kill("SIGKILL");
    await exited(holder);
    // The file still names the killed process; nothing decides by it.
    expect(fs.readFileSync(path.join(dir, "server.lock"), "utf8").trim()).toBe(String(holder.pid));
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, "server.lock"), "utf8")).toBe(`${process.pid}\n`);
    release();
  });

  it("is not blocked by a lock file naming a pid that an unrelated live process now has (after a reboot)", async () => {
    const dir = tempDir();
    const unrelated = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    children.push(unrelated);
    fs.writeFileSync(path.join(dir, "server.lock"), `${unrelated.pid}\n`);
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, "server.lock"), "utf8")).toBe(`${process.pid}\n`);
    release();
  });

  it("refuses a second lock within the same process, and is free again once released", () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(`it recorded pid ${process.pid}`);
    release();
    release(); // twice is harmless
    // Released: the file stays, empty, and names nobody.
    expect(fs.readFileSync(path.join(dir, "server.lock"), "utf8")).toBe("");
    const again = tryLockDataDir(dir);
    expect(again.locked).toBe(true);
    if (again.locked) again.release();
  });

  it("creates a missing data folder and its lock file for the owner only", () => {
    const dir = path.join(tempDir(), "new", "data");
    const release = lockDataDir(dir);
    release();
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(dir, "server.lock")).mode & 0o777).toBe(0o600);
  });
});

describe("makeDataDirPrivate", () => {
  it("narrows a folder an older version left open to group and others, and leaves symbolic links alone", () => {
    const dir = tempDir();
    const outside = path.join(tempDir(), "not-ours.txt");
    fs.writeFileSync(outside, "x");
    fs.chmodSync(outside, 0o644);
    fs.mkdirSync(path.join(dir, "pglite", "base"), { recursive: true });
    fs.writeFileSync(path.join(dir, "pglite", "base", "1"), "data");
    fs.writeFileSync(path.join(dir, "secret"), "s");
    fs.symlinkSync(outside, path.join(dir, "link"));
    fs.chmodSync(dir, 0o755);
    fs.chmodSync(path.join(dir, "pglite"), 0o775);
    fs.chmodSync(path.join(dir, "pglite", "base"), 0o700);
    fs.chmodSync(path.join(dir, "pglite", "base", "1"), 0o666);
    fs.chmodSync(path.join(dir, "secret"), 0o640);

    const change = makeDataDirPrivate(dir);
    expect(change).toEqual({ folderMode: 0o755, narrowed: 3, refused: [] });
    expect(describePrivacyChange(dir, change!)).toBe(
      `DATA_DIR ${dir} made private to its owner: the folder was mode 755, now 700; ` +
        "3 files and folders in it no longer open to group or others",
    );
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(dir, "pglite")).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(dir, "pglite", "base", "1")).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(dir, "secret")).mode & 0o777).toBe(0o600);
    expect(fs.statSync(outside).mode & 0o777).toBe(0o644);
    // Already private: nothing to do, nothing to log.
    expect(makeDataDirPrivate(dir)).toBeUndefined();
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
