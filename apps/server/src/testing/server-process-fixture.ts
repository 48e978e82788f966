import fs from "node:fs";
import { afterEach } from "vitest";
import { startServerProcess, type ServerProcess } from "./server-process";
import { createTestDatabase, type TestDatabase } from "./test-app";

/**
 * What a process test file starts, on a copy of the migrated template database, and cleans up after each test:
 * its server processes (killed), databases (dropped) and folders (removed).
 */
export function useServerProcesses() {
  const running: ServerProcess[] = [];
  const databases: TestDatabase[] = [];
  const folders: string[] = [];
  afterEach(async () => {
    for (const p of running.splice(0)) if (p.child.exitCode === null) p.child.kill("SIGKILL");
    for (const d of databases.splice(0)) await d.drop();
    for (const f of folders.splice(0)) fs.rmSync(f, { recursive: true, force: true });
  });
  return {
    /** A data folder holding a copy of the migrated database. */
    async newDataDir(): Promise<string> {
      const db = await createTestDatabase();
      databases.push(db);
      return db.dataDir;
    },
    /** A server on the data folder, under `launcher` if given (a PID namespace of its own). */
    async start(dataDir: string, launcher: string[] = []): Promise<ServerProcess> {
      const p = await startServerProcess({ DATA_DIR: dataDir }, 90_000, launcher);
      running.push(p);
      return p;
    },
    /** A folder the test made, removed after it. */
    removeAfter(folder: string): void {
      folders.push(folder);
    },
  };
}
