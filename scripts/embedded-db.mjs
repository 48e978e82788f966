// Helpers shared by backup.mjs, restore.mjs and migrate-to-postgres.mjs: where the embedded database lives and
// the data-folder lock of apps/server/src/data-dir.ts (a file holding the owner's pid), taken by these scripts too,
// so a server cannot start on the folder while they work on it.
import fs from "node:fs";
import path from "node:path";

/** DATA_DIR as the server resolves it (relative to where the command runs). */
export const dataDir = path.resolve(process.env.DATA_DIR || "./data");
/** The embedded PGlite database folder inside DATA_DIR. */
export const pgliteDir = path.join(dataDir, "pglite");
const lockPath = path.join(dataDir, "server.lock");

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === "EPERM";
  }
}

/** The pid of the live server (or script) holding DATA_DIR, or undefined. */
export function lockOwner() {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, "utf8").trim(), 10);
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the DATA_DIR lock (a stale one, from a killed process, is taken over). Returns the release function. */
export function lockDataDir() {
  fs.mkdirSync(dataDir, { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      const release = () => {
        try {
          if (fs.readFileSync(lockPath, "utf8").trim() === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone.
        }
      };
      process.once("exit", release);
      return release;
    } catch (err) {
      if (err.code !== "EEXIST") throw err;
      const owner = lockOwner();
      if (owner) fail(`The data folder ${dataDir} is in use by a running Foliocraft server (pid ${owner}).`);
      fs.rmSync(lockPath, { force: true });
    }
  }
  fail(`Could not lock the data folder ${dataDir}; a server is starting on it.`);
}

/** Prints a message and exits 1. */
export function fail(message) {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

/** 2026-11-21T05-40-12Z: a timestamp that sorts and is safe in file names. */
export function timestamp(date = new Date()) {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-");
}
