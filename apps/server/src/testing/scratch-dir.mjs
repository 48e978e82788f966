// Plain JavaScript so the e2e server's launcher (scripts/e2e-server.mjs) uses it with node alone; types beside it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** Room a memory-backed folder must have free to hold the tests' databases (a PGlite folder is ~40 MB). */
const roomNeeded = 4 * 1024 ** 3;
let root;

/**
 * Where tests keep their databases' folders: /dev/shm, which is memory-backed, when the machine has it with room
 * to spare, the system's temporary folder otherwise. Copying the migrated PGlite template (40 MB in 1,150 files) took
 * ~490 ms on the disk and ~40 ms in memory, and PGlite's fsyncs cost nothing there. What a test checks of a
 * database is the same in either place.
 */
export function scratchRoot() {
  root ??= hasRoom("/dev/shm") ? "/dev/shm" : os.tmpdir();
  return root;
}

/** A new empty folder under scratchRoot(), named `{prefix}{random}`. */
export function makeScratchDir(prefix) {
  return fs.mkdtempSync(path.join(scratchRoot(), prefix));
}

function hasRoom(dir) {
  try {
    fs.accessSync(dir, fs.constants.W_OK);
    const stats = fs.statfsSync(dir);
    return stats.bavail * stats.bsize >= roomNeeded;
  } catch {
    return false;
  }
}
