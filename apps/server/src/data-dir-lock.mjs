// The data-folder lock and its permissions, shared by the server (data-dir.ts) and the maintenance scripts
// (scripts/embedded-db.mjs: backup, restore, migrate-to-postgres). Plain JavaScript so those scripts run with node
// alone; the types are in data-dir-lock.d.mts.
//
// The lock is a kernel lock on DATA_DIR/server.lock (an open-file-description lock on Linux, flock on macOS, through
// fs-native-extensions), never a pid: the kernel drops it when the holder's process ends however it ends, so a
// stale lock cannot block a start, and it holds between processes that cannot see each other's pids (two containers
// on one volume). The file also records the holder's pid for a person reading it; nothing decides by that number.
import fs from "node:fs";
import path from "node:path";
import nativeFs from "fs-native-extensions";

export const lockFileName = "server.lock";

/**
 * Tries once, without waiting, to take the exclusive lock on `dataDir` (created owner-only if missing).
 * Returns `{ locked: true, release }`, or `{ locked: false, recordedPid }` when another process holds it
 * (`recordedPid` is what the holder wrote, in its own pid numbering; undefined if it has not written it yet).
 */
export function tryLockDataDir(dataDir) {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const lockPath = path.join(dataDir, lockFileName);
  // A plain numeric fd: Node never closes one on garbage collection (a FileHandle it would), so the lock lives as
  // long as this process unless release() is called. libuv opens it close-on-exec, so no child inherits it.
  const fd = fs.openSync(lockPath, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o600);
  let locked;
  try {
    locked = nativeFs.tryLock(fd);
  } catch (err) {
    fs.closeSync(fd);
    throw new Error(
      `Could not lock ${lockPath} (${err.message}). DATA_DIR must be on a file system that supports file locks.`,
    );
  }
  if (!locked) {
    const recordedPid = readRecordedPid(fd);
    // Closing this second descriptor leaves the holder's lock alone: the lock belongs to the holder's descriptor.
    fs.closeSync(fd);
    return { locked: false, recordedPid };
  }
  fs.ftruncateSync(fd, 0);
  fs.writeSync(fd, `${process.pid}\n`, 0);
  let released = false;
  return {
    locked: true,
    release() {
      if (released) return;
      released = true;
      // The file stays (deleting it would let a process that opened it just before lock a file nobody else sees);
      // emptied, it no longer names anyone.
      try {
        fs.ftruncateSync(fd, 0);
      } finally {
        nativeFs.unlock(fd);
        fs.closeSync(fd);
      }
    },
  };
}

function readRecordedPid(fd) {
  const buffer = Buffer.alloc(32);
  const bytes = fs.readSync(fd, buffer, 0, buffer.length, 0);
  const pid = Number.parseInt(buffer.subarray(0, bytes).toString("utf8").trim(), 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/** The holder's pid as it recorded it, for messages; a pid from another container means nothing on this one. */
export function describeHolder(recordedPid) {
  return recordedPid === undefined
    ? "it has not recorded its pid yet"
    : `it recorded pid ${recordedPid}, a pid in its own container if it runs in one`;
}

/**
 * Makes DATA_DIR private to its owner: the folder 0700 and nothing in it readable or writable by group or others
 * (it holds the database, its write-ahead log with live session tokens, and the secret). Folders and files an older
 * version created more open are narrowed here; symbolic links are left alone. New files are private by the umask
 * the caller sets. Returns what it changed, for the caller to log; undefined when nothing needed changing.
 */
export function makeDataDirPrivate(dataDir) {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  let narrowed = 0;
  const refused = [];
  let folderMode; // the folder's mode before it was narrowed, if it was
  const mode = fs.statSync(dataDir).mode & 0o777;
  if (mode & 0o077) {
    try {
      fs.chmodSync(dataDir, 0o700);
      folderMode = mode;
    } catch (err) {
      if (err.code !== "EPERM") throw err;
      refused.push(dataDir);
    }
  }
  for (const entry of fs.readdirSync(dataDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() && !entry.isDirectory()) continue;
    const file = path.join(entry.parentPath, entry.name);
    try {
      const mode = fs.lstatSync(file).mode & 0o7777;
      if (mode & 0o077) {
        fs.chmodSync(file, mode & ~0o077);
        narrowed++;
      }
    } catch (err) {
      // Gone meanwhile (a server still running on the folder removed it): nothing to narrow.
      if (err.code === "ENOENT") continue;
      // Owned by another user: reported in the log line, not fatal.
      if (err.code === "EPERM") refused.push(file);
      else throw err;
    }
  }
  if (folderMode === undefined && narrowed === 0 && refused.length === 0) return undefined;
  return { folderMode, narrowed, refused };
}

/** The log line for makeDataDirPrivate's result. */
export function describePrivacyChange(dataDir, change) {
  const parts = [];
  if (change.folderMode !== undefined) {
    parts.push(`the folder was mode ${change.folderMode.toString(8)}, now 700`);
  }
  if (change.narrowed > 0) parts.push(`${change.narrowed} files and folders in it no longer open to group or others`);
  if (change.refused.length > 0) {
    parts.push(`${change.refused.length} belong to another user and stay as they are (first: ${change.refused[0]})`);
  }
  return `DATA_DIR ${dataDir} made private to its owner: ${parts.join("; ")}`;
}
