// An exclusive lock for the maintenance scripts (the build of build-if-stale.mjs, the locale files of
// i18n-locales.mjs): the same kernel lock as the data folder's (apps/server/src/data-dir-lock.mjs, through
// fs-native-extensions), held on an open file, never a directory or a pid. The kernel drops it when the holder's
// process ends however it ends (a killed build leaves nothing to clean up or wait out), and it holds between
// processes that cannot see each other's pids (two containers on one checkout).
import fs from "node:fs";
import path from "node:path";
import nativeFs from "fs-native-extensions";

function openLockFile(lockPath) {
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  return fs.openSync(lockPath, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o600);
}

function release(fd) {
  try {
    nativeFs.unlock(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Runs `fn` (synchronous) while holding the lock on `lockPath`, waiting for another holder first. */
export function withFileLockSync(lockPath, fn) {
  const fd = openLockFile(lockPath);
  try {
    nativeFs.waitForLockSync(fd);
  } catch (error) {
    fs.closeSync(fd);
    throw error;
  }
  try {
    return fn();
  } finally {
    release(fd);
  }
}

/** Runs `fn` (may be async) while holding the lock on `lockPath`, waiting for another holder without blocking. */
export async function withFileLock(lockPath, fn) {
  const fd = openLockFile(lockPath);
  try {
    await nativeFs.waitForLock(fd);
  } catch (error) {
    fs.closeSync(fd);
    throw error;
  }
  try {
    return await fn();
  } finally {
    release(fd);
  }
}
