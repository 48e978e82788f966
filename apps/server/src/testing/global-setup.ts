import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase, pgliteDir } from "../db/client";
import { testDatabaseKind, testPostgresAdminUrl } from "./test-env";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplateDir: string;
  }
}

/**
 * Runs once per test run. For PGlite: migrates one template data folder (the first initdb takes seconds), which
 * each test copies. For PostgreSQL: checks the server answers, so a missing server fails fast with a clear message.
 */
export default async function setup(project: TestProject) {
  if (testDatabaseKind() === "postgres") {
    const client = new pg.Client({ connectionString: testPostgresAdminUrl() });
    await client.connect().catch((err: unknown) => {
      throw new Error(`PostgreSQL for the server-postgres suite is not reachable at ${testPostgresAdminUrl()}: ${err}`);
    });
    await client.end();
    project.provide("pgliteTemplateDir", "");
    return;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "foliocraft-template-"));
  const database = await openDatabase({ dataDir });
  await database.close();
  project.provide("pgliteTemplateDir", pgliteDir(dataDir));
  return () => fs.rmSync(dataDir, { recursive: true, force: true });
}
