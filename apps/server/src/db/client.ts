import path from "node:path";
import { fileURLToPath } from "node:url";
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { privatePgliteOptions } from "./private-nodefs.mjs";
import * as schema from "./schema";

/** The Drizzle database, whichever driver is under it: one schema and one set of queries serve both. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database connection with its kind and a way to close it. */
export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Resolves when every pending query has finished and the connection is closed. */
  close(): Promise<void>;
}

/** Where the embedded database lives inside DATA_DIR. */
export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, "pglite");
}

// Finds apps/server/drizzle both from the source tree (src/db) and from the bundle (dist/server.js).
function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, "drizzle");
    if (fs.existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error("Database migrations folder (apps/server/drizzle) not found next to the server code");
}

// One key for every Foliocraft server: when several start at once on one PostgreSQL, one migrates, the rest wait.
const migrationLockKey = 7_461_201_913;

/** How long a request waits for a PostgreSQL connection before it is answered 503 (the database is away). */
export const connectTimeoutMs = 3000;

/** Where the pool reports a connection PostgreSQL ended (the lines an operator needs, not one per query). */
export interface DatabaseLog {
  warn(details: object, message: string): void;
  info(message: string): void;
}

const silentLog: DatabaseLog = { warn: () => undefined, info: () => undefined };

/**
 * A pool that survives the database going away. pg emits `error` on a client whose connection PostgreSQL ended
 * (pg_terminate_backend, a restart, a failover), idle in the pool or checked out by a query; an `error` without a
 * listener would end the process. The query in flight fails by itself (the error handler answers 503); the broken
 * client is dropped and the next query opens a new connection once the database is back.
 */
function createPool(url: string, log: DatabaseLog): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Without it a request waits for the operating system's TCP timeout while the database host is unreachable.
    connectionTimeoutMillis: connectTimeoutMs,
    keepAlive: true,
  });
  let lostSince: number | undefined;
  const lost = (err: Error) => {
    // One line per outage: every pooled connection reports the same event.
    if (lostSince !== undefined) return;
    lostSince = Date.now();
    log.warn({ err: err.message }, "lost a database connection: queries fail with 503 until PostgreSQL answers");
  };
  pool.on("error", lost);
  pool.on("connect", (client) => {
    client.on("error", lost);
    if (lostSince === undefined) return;
    log.info(`database reachable again after ${Math.round((Date.now() - lostSince) / 1000)} s`);
    lostSince = undefined;
  });
  return pool;
}

/** How long a stopping server waits for PostgreSQL connections to close before it leaves them to the exit. */
const poolEndTimeoutMs = 5000;

/**
 * Ends the pool, waiting for checked-out connections to come back, for at most poolEndTimeoutMs. After an outage a
 * connection can be left half-closed, and pool.end() would then wait forever and the stop would never finish; the
 * process exit closes whatever is still open, and the log says how many connections were left.
 */
async function endPool(pool: pg.Pool, log: DatabaseLog): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), poolEndTimeoutMs);
    timer.unref();
  });
  const outcome = await Promise.race([pool.end().then(() => "ended" as const), late]);
  clearTimeout(timer);
  if (outcome === "late") {
    log.warn(
      { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount },
      `database connections still open after ${poolEndTimeoutMs / 1000} s of shutdown: left to the process exit`,
    );
  }
}

/**
 * Opens the database (PGlite under dataDir, or PostgreSQL at databaseUrl) and brings its schema up to date.
 */
export async function openDatabase(options: {
  dataDir: string;
  databaseUrl?: string | undefined;
  log?: DatabaseLog;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = createPool(options.databaseUrl, options.log ?? silentLog);
    const db = drizzlePg(pool, { schema });
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock($1)", [migrationLockKey]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsFolder() });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [migrationLockKey]).catch(() => undefined);
      client.release();
    }
    return { db: db as unknown as Db, kind: "postgres", close: () => endPool(pool, options.log ?? silentLog) };
  }
  const dir = pgliteDir(options.dataDir);
  const client = await PGlite.create(privatePgliteOptions(dir));
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: migrationsFolder() });
  return { db: db as unknown as Db, kind: "pglite", close: () => client.close() };
}
