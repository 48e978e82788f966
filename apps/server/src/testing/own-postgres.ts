import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { freePort } from "./server-process";

const run = promisify(execFile);

/** Where Debian/Ubuntu install PostgreSQL 15's server programs (initdb, pg_ctl). */
export const postgresBinDir = "/usr/lib/postgresql/15/bin";

/** Whether this machine can run a private PostgreSQL for a test (its server programs are installed). */
export function canRunOwnPostgres(): boolean {
  return fs.existsSync(path.join(postgresBinDir, "initdb")) && fs.existsSync(path.join(postgresBinDir, "pg_ctl"));
}

/** A PostgreSQL instance of one test alone: its own data folder and port, so the test may stop and kill it. */
export interface OwnPostgres {
  /** A connection URL for `database` on this instance. */
  url(database: string): string;
  createDatabase(name: string): Promise<void>;
  /** Ends every connection to `database` (as an operator or a failover would), except the caller's own. */
  terminateConnections(database: string): Promise<number>;
  /** A fast shutdown (open connections are told to go, like a restart or failover). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  destroy(): Promise<void>;
}

// PostgreSQL refuses to run as root; a root test runs its programs as the `postgres` OS user instead.
async function asOwner(command: string, args: string[]): Promise<void> {
  const program = path.join(postgresBinDir, command);
  if (process.getuid?.() === 0) await run("runuser", ["-u", "postgres", "--", program, ...args]);
  else await run(program, args);
}

/** initdb + pg_ctl start on a free port under a temporary folder (trust authentication, 127.0.0.1 only). */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "foliocraft-own-pg-"));
  if (process.getuid?.() === 0) await run("chown", ["postgres", dir]);
  const dataDir = path.join(dir, "data");
  const port = await freePort();
  // fsync off: the test is about connections going away, not about surviving a power cut.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  await asOwner("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync"]);
  const start = () => asOwner("pg_ctl", ["-D", dataDir, "-o", options, "-l", path.join(dir, "log"), "-w", "start"]);
  const stop = () => asOwner("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
  await start();
  let running = true;
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const admin = async <T>(fn: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: url("postgres") });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  };
  return {
    url,
    createDatabase: (name) => admin(async (c) => void (await c.query(`create database ${name}`))),
    terminateConnections: (database) =>
      admin(async (c) => {
        const { rows } = await c.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
          [database],
        );
        return rows.length;
      }),
    async stop() {
      await stop();
      running = false;
    },
    async start() {
      await start();
      running = true;
    },
    async destroy() {
      if (running) await stop().catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
