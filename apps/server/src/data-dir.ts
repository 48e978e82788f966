import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Raised when another live server already holds the data folder. */
export class DataDirLockedError extends Error {}

const lockFileName = "server.lock";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else — still alive.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes an exclusive lock on the data folder. PGlite has no lock between processes, and two servers writing one
 * folder would corrupt it. The lock file holds the owner's pid: a pid that is no longer running (the server was
 * killed with -9) is stale and taken over at once, so a crash never blocks the restart.
 * Returns a release function.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, lockFileName);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // "wx" fails if the file exists: creation is the atomic test-and-set.
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, "utf8").trim() === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const owner = Number.parseInt(fs.readFileSync(lockPath, "utf8").trim(), 10);
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `The data folder ${dataDir} is in use by another Foliocraft server (pid ${owner}). ` +
            `Stop that server first, or start this one with a different DATA_DIR.`,
        );
      }
      // Stale lock from a dead process: remove it and try again.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}; another server is starting on it.`);
}

/**
 * Returns the server secret: the configured one, else the one kept in the data folder, else a new one written there
 * (readable by the owner only) so sessions and encrypted tokens survive restarts.
 */
export function resolveSecret(dataDir: string, configured: string | undefined): string {
  if (configured) return configured;
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "secret");
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  const secret = randomBytes(32).toString("base64url");
  fs.writeFileSync(file, secret + "\n", { mode: 0o600 });
  return secret;
}
