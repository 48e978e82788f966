// Helpers shared by backup.mjs, restore.mjs and migrate-to-postgres.mjs: where the embedded database lives, and the
// data-folder lock of the server (apps/server/src/data-dir-lock.mjs), taken by these scripts too, so a server cannot
// start on the folder while they work on it, and they never open a database a server has open.
import path from "node:path";
import {
  describeHolder,
  describePrivacyChange,
  makeDataDirPrivate,
  tryLockDataDir,
} from "../apps/server/src/data-dir-lock.mjs";

// These scripts write database files and backups: like the server's, they are their owner's alone.
process.umask(0o077);

/** DATA_DIR as the server resolves it (relative to where the command runs). */
export const dataDir = path.resolve(process.env.DATA_DIR || "./data");
/** The embedded PGlite database folder inside DATA_DIR. */
export const pgliteDir = path.join(dataDir, "pglite");

/**
 * Takes the DATA_DIR lock for the rest of this run (the kernel drops it when the script ends). Returns
 * `{ release }`, or `{ holder }` (a description for messages) when a server, or another of these scripts, has it.
 */
export function tryLockDataDirForScript() {
  const lock = tryLockDataDir(dataDir);
  if (!lock.locked) return { holder: describeHolder(lock.recordedPid) };
  // The kernel would drop the lock at exit anyway; releasing also empties the pid from the lock file.
  process.once("exit", lock.release);
  const change = makeDataDirPrivate(dataDir);
  if (change) console.log(describePrivacyChange(dataDir, change));
  return { release: lock.release };
}

/** Takes the DATA_DIR lock, or exits 1 naming the running process that has it (`whatToDo` says what next). */
export function lockDataDirOrFail(whatToDo) {
  const lock = tryLockDataDirForScript();
  if (lock.holder) {
    fail(`A Foliocraft server or maintenance command is running on ${dataDir} (${lock.holder}). ${whatToDo}`);
  }
  return lock.release;
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
