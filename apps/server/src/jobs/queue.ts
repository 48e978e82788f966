import type { PGlite } from "@electric-sql/pglite";
import type { FastifyBaseLogger } from "fastify";
import PgBoss from "pg-boss";
import type pg from "pg";
import type { Database } from "../db/client";
import { isDatabaseUnreachable } from "../db/database-errors";
import { createSqlExecutor, type SqlExecutor } from "./sql-executor";

/** How the queue polls, retries and gives up; every field has a production default (see jobQueueDefaults). */
export interface JobQueueOptions {
  /** How often an idle worker looks for new jobs (pg-boss's minimum is 500 ms). A send on this server wakes its
   * own worker at once, so this only bounds how soon another server picks a job up. */
  pollIntervalMs: number;
  /** How often one server (whichever gets there first) expires jobs of dead servers and archives old ones. */
  maintenanceIntervalSeconds: number;
  /** First retry delay; retries back off exponentially from it (0 retries at once, without backoff: tests). */
  retryDelaySeconds: number;
  /** How long a job may stay active; after that it counts as crashed (its server died) and is retried. */
  jobTimeoutSeconds: number;
  /** At shutdown, how long running jobs get to finish before they are released for a retry. */
  shutdownTimeoutMs: number;
}

/** Production defaults. */
export const jobQueueDefaults: JobQueueOptions = {
  pollIntervalMs: 2000,
  maintenanceIntervalSeconds: 30,
  retryDelaySeconds: 30,
  jobTimeoutSeconds: 600,
  shutdownTimeoutMs: 20_000,
};

/**
 * The defaults for a database kind. On the embedded PGlite every job is sent by this one process, which wakes its
 * worker at once (`send`), so polling only finds retries that came due and jobs the cron inserted; and every poll
 * and maintenance run executes inside this process, on the thread that answers requests (about a millisecond of
 * blocked event loop per worker and poll: seven workers at 2 s were a dozen a second, and a stall behind every
 * public page served meanwhile). So PGlite polls every 15 s (a retry or a cron job starts at most that much later)
 * and maintains every 2 minutes (job timeouts are 10 minutes). PostgreSQL keeps the production defaults: there,
 * the poll is how one server picks up jobs another one sent. JOB_* variables override either.
 */
export function jobQueueDefaultsFor(kind: Database["kind"]): JobQueueOptions {
  if (kind === "postgres") return jobQueueDefaults;
  return { ...jobQueueDefaults, pollIntervalMs: 15_000, maintenanceIntervalSeconds: 120 };
}

/** What a handler receives. */
export interface JobContext<T> {
  id: string;
  data: T;
  /** 1 on the first run, 2 on the first retry… */
  attempt: number;
  /** Whether a failure now is final (no retry follows). */
  lastAttempt: boolean;
}

/** A kind of job: its handler, its retries and what happens when it fails for good. */
export interface JobDefinition<T> {
  handler(job: JobContext<T>): Promise<void>;
  /** Retries after the first run. */
  retryLimit: number;
  /** Overrides the queue-wide first retry delay (seconds). */
  retryDelaySeconds?: number;
  /** Overrides the queue-wide job timeout (seconds). */
  timeoutSeconds?: number;
  /** Workers per server (jobs of this kind running at once on one server). */
  concurrency?: number;
  /**
   * "stately": at most one job per singletonKey waiting and one running (a deploy is queued once however often it
   * is dispatched). Default "standard": every send is a job.
   */
  policy?: "standard" | "stately";
  /**
   * Runs once a job has failed for good, whether its handler threw on the last attempt or its server died on it
   * (pg-boss moves it to a dead-letter queue in both cases, so this is called even when no handler saw the end).
   */
  onFailed?(data: T, lastError: string | null): Promise<void>;
}

/** One cron schedule of a job kind (pg-boss fires each tick once across every server). */
export interface JobSchedule {
  name: string;
  cron: string;
}

/** A job that failed after its last retry. */
export interface FailedJobRow {
  id: string;
  name: string;
  attempts: number;
  lastError: string | null;
  failedAt: Date;
  retryable: boolean;
}

const schema = "pgboss";
// While the database stays away, the queue repeats its one warning this often (not at every poll).
const outageLogEveryMs = 60_000;
const deadLetterSuffix = "-failed";

// pg-boss stores a handler's thrown error serialised, a timeout as { value: { message } } and a shutdown as a string.
const lastErrorSql = `coalesce(output->>'message', output->'value'->>'message',
  case when jsonb_typeof(output) = 'string' then output #>> '{}' end)`;

/**
 * The background-job queue (pg-boss) on the app's own database: on PostgreSQL every server shares it (a job is
 * claimed with SKIP LOCKED, so it runs on one server once; a cron tick is inserted once), on the embedded PGlite it
 * runs in this process. Jobs survive restarts (they are rows); a job whose server died is retried after its
 * timeout; a job that keeps failing ends as "failed", listed for admins.
 */
export function createJobQueue(deps: { database: Database; options: JobQueueOptions; log: FastifyBaseLogger }) {
  const { options, log } = deps;
  const client = (deps.database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  const executor: SqlExecutor = createSqlExecutor(deps.database.kind, client);
  const boss = new PgBoss({
    db: executor,
    schema,
    supervise: true,
    schedule: true,
    migrate: true,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
    // Failed jobs stay retryable (and listed) for a week before they are archived, then kept another week.
    archiveFailedAfterSeconds: 7 * 24 * 3600,
    deleteAfterDays: 7,
  });
  // pg-boss reports errors as events (an `error` without a listener would end the process). While the database is
  // away every worker's poll fails every interval: one line per outage is enough; its workers keep polling and
  // resume by themselves once it answers again.
  let databaseAwaySince: number | undefined;
  boss.on("error", (err: Error) => {
    if (!isDatabaseUnreachable(err)) return log.error({ err }, "job queue error");
    if (databaseAwaySince !== undefined && Date.now() - databaseAwaySince < outageLogEveryMs) return;
    databaseAwaySince = Date.now();
    log.warn({ err: err.message }, "job queue: database unreachable; jobs wait and resume when it answers");
  });

  const definitions = new Map<string, JobDefinition<never>>();
  const schedules: JobSchedule[] = [];
  const workerIds = new Map<string, string[]>();
  let started = false;
  let stopped = false;

  // The queue's own queries (drain, admin lists) run even after stop(), like sends.
  const sql = (text: string, values: unknown[]) => executor.asCaller(() => executor.executeSql(text, values));
  const retryDelay = (def: JobDefinition<never>) => def.retryDelaySeconds ?? options.retryDelaySeconds;
  const queueNames = () => [...definitions.keys()];
  const allQueueNames = () => [
    ...queueNames(),
    ...[...definitions].filter(([, d]) => d.onFailed).map(([n]) => n + deadLetterSuffix),
  ];

  async function work(name: string, count: number, run: (job: PgBoss.JobWithMetadata<unknown>) => Promise<void>) {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      ids.push(
        await boss.work(
          name,
          { pollingIntervalSeconds: options.pollIntervalMs / 1000, includeMetadata: true, batchSize: 1 },
          async ([job]) => {
            if (job) await run(job);
          },
        ),
      );
    }
    workerIds.set(name, ids);
  }

  // Installs pg-boss's tables (first start) and applies each queue's settings.
  async function install(): Promise<void> {
    await boss.start();
    for (const [name, def] of definitions) {
      const deadLetter = def.onFailed ? name + deadLetterSuffix : undefined;
      if (deadLetter) {
        await boss.createQueue(deadLetter, { name: deadLetter, retryLimit: 3, retryDelay: retryDelay(def) });
      }
      const settings: PgBoss.Queue = {
        name,
        policy: def.policy ?? "standard",
        retryLimit: def.retryLimit,
        retryDelay: retryDelay(def),
        // Exponential backoff needs a delay of at least a second; 0 means "retry at once" (tests).
        retryBackoff: retryDelay(def) > 0,
        expireInSeconds: def.timeoutSeconds ?? options.jobTimeoutSeconds,
        ...(deadLetter ? { deadLetter } : {}),
      };
      // createQueue keeps the first settings it saw; updateQueue applies this version's.
      await boss.createQueue(name, settings);
      await boss.updateQueue(name, settings);
    }
  }

  function wake(name: string) {
    for (const id of workerIds.get(name) ?? []) boss.notifyWorker(id);
  }

  return {
    /** Registers a job kind; call before start(). */
    define<T>(name: string, definition: JobDefinition<T>): void {
      if (started) throw new Error(`job "${name}" defined after the queue started`);
      definitions.set(name, definition as unknown as JobDefinition<never>);
    },

    /** Fires a defined job kind on a cron schedule (UTC); call before start(). */
    schedule(name: string, cron: string): void {
      schedules.push({ name, cron });
    },

    /**
     * Enqueues a job; resolves with its id once it is stored (so it survives a crash from here on), or null when a
     * job with the same singletonKey is already waiting. A worker on this server is woken at once.
     */
    async send<T extends object>(name: string, data: T, opts: { singletonKey?: string } = {}): Promise<string | null> {
      if (!definitions.has(name)) throw new Error(`unknown job "${name}"`);
      const id = await executor.asCaller(() =>
        boss.send(name, data, opts.singletonKey ? { singletonKey: opts.singletonKey } : {}),
      );
      wake(name);
      return id;
    },

    /** Installs pg-boss's tables (first start), applies each queue's settings, starts workers and schedules. */
    async start(): Promise<void> {
      started = true;
      await executor.exclusively(() => install());
      for (const [name, def] of definitions) {
        await work(name, def.concurrency ?? 1, async (job) => {
          await def.handler({
            id: job.id,
            data: job.data as never,
            attempt: job.retryCount + 1,
            lastAttempt: job.retryCount >= job.retryLimit,
          });
        });
        const onFailed = def.onFailed;
        if (onFailed) {
          await work(name + deadLetterSuffix, 1, async (job) => {
            const { rows } = await sql(
              `select ${lastErrorSql} as message from ${schema}.job where name = $1 and id = $2`,
              [job.name, job.id],
            );
            await onFailed(job.data as never, (rows[0] as { message: string | null } | undefined)?.message ?? null);
          });
        }
      }
      for (const s of schedules) await boss.schedule(s.name, s.cron, {}, { tz: "UTC" });
      // Schedules dropped from the code are dropped from the database too (otherwise they would fire forever).
      for (const s of await boss.getSchedules()) {
        if (!schedules.some((mine) => mine.name === s.name)) await boss.unschedule(s.name);
      }
    },

    /**
     * Stops fetching, lets running jobs finish (up to shutdownTimeoutMs; the rest are released and retried by the
     * next server), and waits for the queue's last query, so the database can close right after.
     */
    async stop(): Promise<void> {
      if (!started || stopped) return;
      stopped = true;
      executor.stopFetching();
      await boss.stop({ graceful: true, timeout: options.shutdownTimeoutMs, close: false, wait: true });
      await executor.idle();
    },

    /** Call right before the database closes (after stop): late internal queries of pg-boss are held back. */
    async close(): Promise<void> {
      await executor.close();
    },

    /**
     * Resolves when no job of ours is waiting to run now or running (tests: mails sent, deploys done). Jobs waiting
     * for a later retry are not waited for.
     */
    async drain(timeoutMs = 15_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const { rows } = await sql(
          `select count(*)::int as n from ${schema}.job where name = any($1::text[])
             and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`,
          [allQueueNames()],
        );
        if ((rows[0] as { n: number }).n === 0) return;
        if (Date.now() > deadline) throw new Error("jobs did not finish in time");
        for (const name of allQueueNames()) wake(name);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },

    /** Failed jobs, newest first: still in the queue (retryable) or archived. */
    async failed(limit: number): Promise<FailedJobRow[]> {
      const { rows } = await sql(
        `select id, name, retry_count + 1 as attempts, ${lastErrorSql} as last_error, completed_on, retryable
           from (select id::text, name, retry_count, output, completed_on, true as retryable
                   from ${schema}.job where state = 'failed' and name = any($1::text[])
                 union all
                 select id::text, name, retry_count, output, completed_on, false
                   from ${schema}.archive where state = 'failed' and name = any($1::text[])) f
          order by completed_on desc nulls last
          limit $2`,
        [queueNames(), limit],
      );
      type Row = { id: string; name: string; attempts: number; last_error: string | null; completed_on: unknown };
      return (rows as (Row & { retryable: boolean })[]).map((r) => ({
        id: r.id,
        name: r.name,
        attempts: Number(r.attempts),
        lastError: r.last_error,
        failedAt: new Date(r.completed_on as string),
        retryable: r.retryable,
      }));
    },

    /** Runs a failed job once more; false when there is no such failed job (archived, retried already, unknown). */
    async retry(id: string): Promise<boolean> {
      const { rows } = await sql(
        `select name from ${schema}.job where id::text = $1 and state = 'failed' and name = any($2::text[])`,
        [id, queueNames()],
      );
      const name = (rows[0] as { name: string } | undefined)?.name;
      if (!name) return false;
      await executor.asCaller(() => boss.retry(name, id));
      wake(name);
      return true;
    },
  };
}

/** The background-job queue. */
export type JobQueue = ReturnType<typeof createJobQueue>;
