import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { once } from "node:events";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { withFileLock, withFileLockSync } from "./file-lock.mjs";

const here = path.dirname(new URL(import.meta.url).pathname);
let dir;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "file-lock-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A separate process that takes the lock, says "held" and keeps it until it is killed. */
async function holderProcess(lockPath) {
  const code = `import { withFileLock } from ${JSON.stringify(path.join(here, "file-lock.mjs"))};
    await withFileLock(${JSON.stringify(lockPath)}, async () => { console.log("held"); await new Promise(() => {}); });`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", code], { stdio: ["ignore", "pipe", "inherit"] });
  const [chunk] = await once(child.stdout, "data");
  expect(String(chunk).trim()).toBe("held");
  return child;
}

describe("file-lock (the scripts' kernel lock)", () => {
  it("lets one holder in at a time and runs the waiting one after it", async () => {
    const lockPath = path.join(dir, "a.flock");
    const order = [];
    let releaseFirst;
    const first = withFileLock(lockPath, async () => {
      order.push("first in");
      await new Promise((resolve) => (releaseFirst = resolve));
      order.push("first out");
    });
    await expect.poll(() => order).toEqual(["first in"]);
    const second = withFileLock(lockPath, () => order.push("second in"));
    // A lock on another descriptor of this same process counts as another holder (an open-file-description lock).
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(["first in"]);
    releaseFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(["first in", "first out", "second in"]);
    expect(withFileLockSync(lockPath, () => "free again")).toBe("free again");
  });

  it("is released the moment its holder is killed: nothing stale is left to wait out", async () => {
    const lockPath = path.join(dir, "b.flock");
    const child = await holderProcess(lockPath);
    let entered = false;
    const waiting = withFileLock(lockPath, () => (entered = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(entered).toBe(false);
    child.kill("SIGKILL");
    await waiting;
    expect(entered).toBe(true);
    // The file stays; it names no one and blocks no one.
    expect(fs.existsSync(lockPath)).toBe(true);
  });
});
