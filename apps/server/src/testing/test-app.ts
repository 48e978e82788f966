import { randomBytes } from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import type { Config } from "../config";
import { pgliteDir } from "../db/client";
import { makeScratchDir } from "./scratch-dir.mjs";
import { testDatabaseKind, testPostgresAdminUrl } from "./test-env";

/** A fresh database for one test: a copy of the migrated PGlite folder or PostgreSQL database of the run. */
export interface TestDatabase {
  dataDir: string;
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

/** Creates a database of the kind the current suite runs on. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = makeScratchDir("foliocraft-test-");
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (testDatabaseKind() === "postgres") {
    const name = `foliocraft_test_${randomBytes(6).toString("hex")}`;
    const adminUrl = testPostgresAdminUrl();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    // A copy of the run's migrated template (global-setup.ts); the app's own migration then finds nothing to do.
    await admin.query(`create database ${name} template ${inject("postgresTemplate")}`);
    // A test's commits need not wait for the disk: nothing here survives a crash of the PostgreSQL server itself,
    // and what a test checks (an answer, a row) is the same. The app's own settings are untouched.
    await admin.query(`alter database ${name} set synchronous_commit = off`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      dataDir,
      databaseUrl: url.toString(),
      async drop() {
        const c = new pg.Client({ connectionString: adminUrl });
        await c.connect();
        // The app's pool may still be closing its sockets: wait for them, so `with (force)` never kills a
        // connection that is mid-goodbye (its FATAL would surface as an unhandled error in the test run).
        for (let i = 0; i < 40; i++) {
          const { rows } = await c.query<{ n: number }>(
            "select count(*)::int as n from pg_stat_activity where datname = $1",
            [name],
          );
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
        removeDir();
      },
    };
  }
  fs.cpSync(inject("pgliteTemplateDir"), pgliteDir(dataDir), { recursive: true });
  return { dataDir, databaseUrl: undefined, drop: async () => removeDir() };
}

/** A Config for tests: quiet logs, a fixed secret, no web app. */
export function testConfig(db: TestDatabase, overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: "127.0.0.1",
    publicUrl: "http://localhost:3000",
    dataDir: db.dataDir,
    databaseUrl: db.databaseUrl,
    secret: "test-secret-test-secret-test-secret-0123",
    adminEmails: [],
    logLevel: "silent",
    webDistDir: undefined,
    isProduction: false,
    trustProxy: false,
    smtpUrl: undefined,
    mailFrom: "Foliocraft <no-reply@localhost>",
    github: undefined,
    google: undefined,
    paystack: undefined,
    deployPollIntervalMs: 5,
    // Jobs retry at once and a dead server's job is expired within seconds; sends wake this server's worker.
    jobs: { pollIntervalMs: 500, retryDelaySeconds: 0, maintenanceIntervalSeconds: 1, shutdownTimeoutMs: 2000 },
    ...overrides,
  };
}

/** Builds the app on a fresh database; `close()` closes it and drops the database. */
export async function createTestApp(
  overrides: Partial<Config> = {},
): Promise<{ app: FastifyInstance; config: Config; close(): Promise<void> }> {
  const db = await createTestDatabase();
  const config = testConfig(db, overrides);
  const app = await buildApp(config);
  return {
    app,
    config,
    async close() {
      await app.close();
      await db.drop();
    },
  };
}
