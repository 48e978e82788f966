import { AsyncLocalStorage } from "node:async_hooks";
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";

/** pg-boss's database interface (its `db` option), plus what a clean shutdown needs. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** From now on worker fetches find nothing, so no job is claimed by a server that is going away. */
  stopFetching(): void;
  /** Resolves when no query of the queue is in flight. */
  idle(): Promise<void>;
  /**
   * The database is closing: pg-boss's own late queries (a cron check or a "complete" still under way after stop)
   * never reach it; they wait forever instead of failing on a closed connection, and the process exits anyway.
   */
  close(): Promise<void>;
  /** Runs fn so that its queries still reach the database after idle() (sends by requests still in flight). */
  asCaller<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * Runs fn while holding a lock every server takes for it: pg-boss's first installation and queue creation are
   * not safe when two servers start at the same moment on an empty database (a duplicate-key error on the schema).
   */
  exclusively<T>(fn: () => Promise<T>): Promise<T>;
}

// One key for every Foliocraft server (like the migration lock in db/client.ts, a different number).
const startLockKey = 7_461_201_914;

// pg-boss's fetch statement; the only one that claims jobs (see pg-boss plans.fetchNextJob).
const isFetch = (text: string) => text.includes("FOR UPDATE SKIP LOCKED") && text.includes("state = 'active'");

/**
 * Runs pg-boss's SQL on the app's own connection: the pg.Pool of DATABASE_URL, or the embedded PGlite (real
 * PostgreSQL, so SKIP LOCKED and advisory locks behave the same; it has one connection and queues every query).
 * pg-boss sends some multi-statement scripts without parameters (schema creation, locked maintenance in
 * BEGIN…COMMIT); PGlite runs those with exec(), whose last result with columns is the answer.
 */
export function createSqlExecutor(kind: "pglite" | "postgres", client: PGlite | pg.Pool): SqlExecutor {
  let inFlight = 0;
  let fetching = true;
  let closed = false;
  const caller = new AsyncLocalStorage<boolean>();
  let onIdle: (() => void) | undefined;

  // A script that fails halfway (a second server creating the same queue, a lock timeout) leaves its connection in
  // an aborted BEGIN block; it is rolled back on that same connection before anything else uses it.
  async function run(text: string, values: unknown[] | undefined): Promise<{ rows: unknown[] }> {
    const script = !values || values.length === 0;
    if (kind === "postgres") {
      const pool = client as pg.Pool;
      if (!script) return pool.query(text, values);
      const connection = await pool.connect();
      try {
        return await connection.query(text);
      } catch (err) {
        await connection.query("ROLLBACK").catch(() => undefined);
        throw err;
      } finally {
        connection.release();
      }
    }
    const lite = client as PGlite;
    if (!script) return lite.query(text, values);
    try {
      const results = await lite.exec(text);
      return [...results].reverse().find((r) => r.fields.length > 0) ?? { rows: [] };
    } catch (err) {
      // Outside a transaction ROLLBACK only warns.
      await lite.exec("ROLLBACK").catch(() => undefined);
      throw err;
    }
  }

  return {
    async executeSql(text, values) {
      if (!fetching && isFetch(text)) return { rows: [] };
      if (closed && !caller.getStore()) return new Promise<never>(() => undefined);
      inFlight++;
      try {
        return await run(text, values);
      } finally {
        inFlight--;
        if (inFlight === 0) onIdle?.();
      }
    },
    stopFetching() {
      fetching = false;
    },
    async close() {
      closed = true;
      await this.idle();
    },
    async idle() {
      if (inFlight === 0) return;
      await new Promise<void>((resolve) => {
        onIdle = () => {
          onIdle = undefined;
          resolve();
        };
      });
    },
    asCaller(fn) {
      return caller.run(true, fn);
    },
    async exclusively(fn) {
      // PGlite is one process's database: nothing to coordinate.
      if (kind === "pglite") return fn();
      const connection = await (client as pg.Pool).connect();
      try {
        await connection.query("select pg_advisory_lock($1)", [startLockKey]);
        return await fn();
      } finally {
        await connection.query("select pg_advisory_unlock($1)", [startLockKey]).catch(() => undefined);
        connection.release();
      }
    },
  };
}
