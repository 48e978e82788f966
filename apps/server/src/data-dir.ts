import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describeHolder, tryLockDataDir } from "./data-dir-lock.mjs";

/** Raised when another process (a server, or a backup, restore or migration) already holds the data folder. */
export class DataDirLockedError extends Error {}

/**
 * Takes the exclusive lock on the data folder for this process's lifetime. PGlite has no lock between processes,
 * and two servers writing one folder lose acknowledged writes and can leave it unopenable. The lock is the kernel's
 * (data-dir-lock.mjs): it is dropped when the holder ends, even by kill -9, and it holds across containers sharing
 * the volume. Returns the release function, for a graceful shutdown.
 */
export function lockDataDir(dataDir: string): () => void {
  const lock = tryLockDataDir(dataDir);
  if (lock.locked) return lock.release;
  throw new DataDirLockedError(
    `The data folder ${dataDir} is in use by another Foliocraft server, backup, restore or migration ` +
      `(${describeHolder(lock.recordedPid)}). ` +
      `Stop it first, or start this one with a different DATA_DIR.`,
  );
}

/**
 * Returns the server secret: the configured one, else the one kept in the data folder, else a new one written there
 * (readable by the owner only) so sessions and encrypted tokens survive restarts.
 */
export function resolveSecret(dataDir: string, configured: string | undefined): string {
  if (configured) return configured;
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
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
