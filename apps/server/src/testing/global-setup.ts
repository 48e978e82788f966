import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { fileURLToPath } from "node:url";
import { openDatabase, pgliteDir } from "../db/client";
import { makeScratchDir } from "./scratch-dir.mjs";
import { testPostgresAdminUrl } from "./test-env";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplateDir: string;
    postgresTemplate: string;
    /** The bundled server the process tests start ("" elsewhere: server-process.ts then runs the source). */
    serverBundle: string;
  }
}

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * The server the process tests start, bundled once per run as `npm run build` bundles the production one (build.mjs)
 * but from testing/test-server.ts: started from source, each process spent ~2 s of its start loading the TypeScript,
 * and those tests start some forty. Written beside dist/server.js, so it finds the migrations, the web app and its
 * workers as the production bundle does; removed at the end of the run.
 */
function bundleTestServer(project: TestProject): () => void {
  const name = `${project.name}-server.js`;
  execFileSync(process.execPath, ["build.mjs", "dist", "--entry=src/testing/test-server.ts", `--name=${name}`], {
    cwd: serverDir,
    stdio: "pipe",
  });
  const bundle = path.join(serverDir, "dist", name);
  project.provide("serverBundle", bundle);
  return () => {
    fs.rmSync(bundle, { force: true });
    fs.rmSync(`${bundle}.map`, { force: true });
  };
}

/**
 * Runs once per test run. For PGlite: migrates one template data folder (the first initdb takes seconds), which
 * each test copies. For PostgreSQL: checks the server answers (a missing server fails fast with a clear message)
 * and migrates one template database, which each test copies.
 */
export default async function setup(project: TestProject) {
  const removeBundle = project.name.startsWith("server-process") ? bundleTestServer(project) : () => undefined;
  if (!project.name.startsWith("server-process")) project.provide("serverBundle", "");
  const teardown = await setupDatabase(project);
  return async () => {
    await teardown();
    removeBundle();
  };
}

async function setupDatabase(project: TestProject): Promise<() => void | Promise<void>> {
  // The project's `env` reaches its test workers, not this process: read it from the project's config.
  if (project.config.env?.FOLIOCRAFT_TEST_DB === "postgres") {
    const adminUrl = testPostgresAdminUrl();
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect().catch((err: unknown) => {
      throw new Error(`PostgreSQL for the server-postgres suite is not reachable at ${adminUrl}: ${err}`);
    });
    // One migrated template per run: each test file's database is a copy of it (CREATE DATABASE … TEMPLATE), not
    // a new database migrated again, which was most of the server-postgres suite's set-up time.
    const template = `foliocraft_template_${randomBytes(6).toString("hex")}`;
    await client.query(`create database ${template}`);
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    const database = await openDatabase({ dataDir: os.tmpdir(), databaseUrl: url.toString() });
    await database.close();
    await client.end();
    project.provide("pgliteTemplateDir", "");
    project.provide("postgresTemplate", template);
    return async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${template} with (force)`);
      await c.end();
    };
  }
  const dataDir = makeScratchDir("foliocraft-template-");
  const database = await openDatabase({ dataDir });
  await database.close();
  project.provide("pgliteTemplateDir", pgliteDir(dataDir));
  project.provide("postgresTemplate", "");
  return () => fs.rmSync(dataDir, { recursive: true, force: true });
}
