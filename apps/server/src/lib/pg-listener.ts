import type { PGlite } from "@electric-sql/pglite";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import type { Database } from "../db/client";

/** A LISTEN that stays subscribed until closed. */
export interface ChannelListener {
  close(): Promise<void>;
}

/** How long to wait before the nth reconnect (n from 0): quick at first, then every 5 s at most. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(250 * 2 ** attempt, 5000);
}

const heartbeatMs = 30_000;

/** How long closing waits for the LISTEN connection to end before the process exit closes it. */
const closeTimeoutMs = 5000;

/**
 * Subscribes to a PostgreSQL NOTIFY channel. PostgreSQL delivers a notification after its transaction commits, to
 * every connection listening, so every server learns of a change the moment it is visible to its queries.
 *
 * - Embedded PGlite: its own listen() (one process, one connection; notifications arrive in-process).
 * - PostgreSQL: a dedicated connection (LISTEN cannot share a pooled one). When it drops, notifications sent
 *   meanwhile are lost, so `onResync` is called when the loss is noticed and again once listening resumes: the
 *   caller drops whatever it cached. A heartbeat query notices a connection that died silently.
 *
 * `channel` must be a plain lower-case identifier (it is written into LISTEN as is).
 */
export async function listenToChannel(options: {
  database: Database;
  databaseUrl: string | undefined;
  channel: string;
  onNotify(payload: string): void;
  onResync(): void;
  /** Told true once LISTEN is in place and false the moment the connection is lost (optional). */
  onListening?(listening: boolean): void;
  log: FastifyBaseLogger;
  delayMs?: (attempt: number) => number;
}): Promise<ChannelListener> {
  const { channel, onNotify, onResync, log } = options;
  const onListening = options.onListening ?? (() => undefined);
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name: ${channel}`);

  if (options.database.kind === "pglite" || !options.databaseUrl) {
    const lite = (options.database.db as unknown as { $client: PGlite }).$client;
    const unlisten = await lite.listen(channel, onNotify);
    onListening(true);
    // After the database has closed (onClose order) there is nothing left to unsubscribe from.
    return { close: () => unlisten().catch(() => undefined) };
  }

  const url = options.databaseUrl;
  const delayMs = options.delayMs ?? reconnectDelayMs;
  let current: pg.Client | undefined;
  let closed = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    // Named, so an operator can tell it apart in pg_stat_activity (it stays idle in LISTEN by design).
    const client = new pg.Client({
      connectionString: url,
      keepAlive: true,
      query_timeout: 5000,
      // An unreachable host fails the attempt in seconds, so the retries keep their pace.
      connectionTimeoutMillis: 5000,
      application_name: `foliocraft-listen-${channel}`,
    });
    let lost = false;
    const onLost = (reason: string) => {
      if (lost) return;
      lost = true;
      clearInterval(heartbeat);
      client.end().catch(() => undefined);
      if (closed || current !== client) return;
      current = undefined;
      onListening(false);
      log.warn({ channel, reason }, "lost the database notification connection: reconnecting");
      onResync();
      scheduleReconnect();
    };
    client.on("notification", (message) => {
      if (message.channel === channel) onNotify(message.payload ?? "");
    });
    client.on("error", (err) => onLost(err.message));
    client.on("end", () => onLost("connection ended"));
    const heartbeat = setInterval(() => {
      client.query("select 1").catch((err: Error) => onLost(`heartbeat failed: ${err.message}`));
    }, heartbeatMs);
    heartbeat.unref();
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (err) {
      lost = true;
      clearInterval(heartbeat);
      await client.end().catch(() => undefined);
      throw err;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    onListening(true);
    if (attempt > 0) {
      log.info({ channel }, "listening for database notifications again");
      // Anything that changed while the connection was down was not announced.
      onResync();
    }
    attempt = 0;
  }

  function scheduleReconnect(): void {
    if (closed) return;
    retryTimer = setTimeout(() => {
      attempt += 1;
      connect().catch((err: Error) => {
        log.warn({ channel, err: err.message }, "database notification connection failed: retrying");
        scheduleReconnect();
      });
    }, delayMs(attempt));
    retryTimer.unref();
  }

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const client = current;
      current = undefined;
      if (!client) return;
      // Bounded like the pool's end (db/client.ts): a connection left half-closed by an outage never says goodbye.
      const ended = client.end().then(
        () => true,
        () => true,
      );
      const late = new Promise<false>((resolve) => setTimeout(() => resolve(false), closeTimeoutMs).unref());
      if (!(await Promise.race([ended, late]))) {
        log.warn({ channel }, `the notification connection did not close within ${closeTimeoutMs / 1000} s`);
      }
    },
  };
}
