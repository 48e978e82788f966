import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nearEmptyPortfolioFixture, portfolioRevisionLimit, type PortfolioContent } from "@foliocraft/schemas";
import { canRunOwnPostgres, startOwnPostgres, type OwnPostgres } from "./testing/own-postgres";
import { startServerProcess, stopServerProcess, waitForOutput, type ServerProcess } from "./testing/server-process";
import { testDatabaseKind } from "./testing/test-env";

// Issue 18: the database may go away; the server stays. Real server processes (one, then a WORKERS=2 cluster) on a
// PostgreSQL of this test alone (initdb + pg_ctl under a temporary folder: the machine's shared one is never
// touched) while writers autosave and read: every connection is killed, then PostgreSQL is stopped and started.
// No process may exit, requests meanwhile get 503 + Retry-After, service is back within 5 s of PostgreSQL, and
// every save that was acknowledged is in the database afterwards. Runs once, in the server-postgres project.
const runHere = testDatabaseKind() === "postgres" && canRunOwnPostgres();

/** Polls `check` every 50 ms until it holds; throws with `what` after `limitMs`. Resolves with the ms it took. */
async function until(check: () => Promise<boolean> | boolean, what: string, limitMs = 15_000): Promise<number> {
  const t0 = performance.now();
  for (;;) {
    if (await check()) return performance.now() - t0;
    if (performance.now() - t0 > limitMs) throw new Error(`not within ${limitMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface Acknowledged {
  portfolioId: string;
  version: number;
  marker: string;
}

interface ErrorAnswer {
  status: number;
  retryAfter: string | null;
  body: { error?: { code?: string; messageId?: string } };
}

/** One signed-in person autosaving one portfolio in a loop (as the builder does) and reading it back. */
async function signUpWriter(base: string, n: number, run: string) {
  const signUp = await fetch(`${base}/api/account/sign-up`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: `Writer ${n}`,
      email: `writer-${run}-${n}@example.com`,
      password: "secret-pass",
      confirmPassword: "secret-pass",
    }),
  });
  expect(signUp.status).toBe(201);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const content: PortfolioContent = nearEmptyPortfolioFixture();
  const created = await fetch(`${base}/api/portfolios`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ name: `Writer ${n}`, content }),
  });
  expect(created.status).toBe(201);
  const { id, version } = (await created.json()) as { id: string; version: number };
  return { n, cookie, id, version, content };
}

type Writer = Awaited<ReturnType<typeof signUpWriter>>;

/**
 * Runs the writers until stopped. Every answer is recorded: acknowledged saves (to find in the database later),
 * 503s (with their Retry-After), anything unexpected, and requests that got no HTTP answer at all (a process down).
 */
function startLoad(base: string, writers: Writer[]) {
  const acknowledged: Acknowledged[] = [];
  const unavailable: ErrorAnswer[] = [];
  const unexpected: string[] = [];
  const noAnswer: string[] = [];
  let stopped = false;

  async function request(writer: Writer, method: string, url: string, body?: unknown): Promise<Response | undefined> {
    try {
      return await fetch(`${base}${url}`, {
        method,
        headers: { cookie: writer.cookie, ...(body ? { "content-type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
    } catch (err) {
      noAnswer.push(`${method} ${url}: ${(err as Error).cause ?? err}`);
      return undefined;
    }
  }

  async function note503(res: Response) {
    const body = (await res.json()) as ErrorAnswer["body"];
    unavailable.push({ status: res.status, retryAfter: res.headers.get("retry-after"), body });
  }

  async function loop(writer: Writer) {
    let seq = 0;
    while (!stopped) {
      seq += 1;
      const marker = `writer ${writer.n} save ${seq}`;
      const content = { ...writer.content, personal: { ...writer.content.personal, fullName: marker } };
      const saved = await request(writer, "PUT", `/api/portfolios/${writer.id}`, {
        baseVersion: writer.version,
        content,
      });
      if (saved?.status === 200) {
        writer.version = ((await saved.json()) as { version: number }).version;
        acknowledged.push({ portfolioId: writer.id, version: writer.version, marker });
      } else if (saved?.status === 409) {
        // A save that committed but whose answer was lost with its connection: carry on from the stored copy.
        const { error } = (await saved.json()) as { error: { details: { current: { version: number } } } };
        writer.version = error.details.current.version;
      } else if (saved?.status === 503) {
        await note503(saved);
      } else if (saved) {
        unexpected.push(`PUT ${saved.status} ${await saved.text()}`);
      }
      const read = await request(writer, "GET", `/api/portfolios/${writer.id}`);
      if (read?.status === 503) await note503(read);
      else if (read && read.status !== 200) unexpected.push(`GET ${read.status} ${await read.text()}`);
      else await read?.arrayBuffer();
      // A bounded load: each writer waits a moment between rounds (the builder autosaves far less often).
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  const running = Promise.all(writers.map(loop));
  return {
    acknowledged,
    unavailable,
    unexpected,
    noAnswer,
    async stop() {
      stopped = true;
      await running;
    },
  };
}

async function json(url: string): Promise<{ status: number; retryAfter: string | null; body: unknown }> {
  const res = await fetch(url);
  return { status: res.status, retryAfter: res.headers.get("retry-after"), body: await res.json() };
}

describe.skipIf(!runHere)("the database goes away and comes back", () => {
  let postgres: OwnPostgres;
  const dataDirs: string[] = [];

  beforeAll(async () => {
    postgres = await startOwnPostgres();
  }, 60_000);

  afterAll(async () => {
    await postgres?.destroy();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it.each([
    ["one server process", "single", {}],
    ["a WORKERS=2 cluster", "cluster", { WORKERS: "2" }],
  ])(
    "%s: survives killed connections and a stopped PostgreSQL, answers 503 meanwhile, loses no saved write",
    async (_label, name, extraEnv: Record<string, string>) => {
      await postgres.createDatabase(name);
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "foliocraft-outage-"));
      dataDirs.push(dataDir);
      const probeFile = path.join(dataDir, "probe.log");
      let server: ServerProcess | undefined;
      try {
        server = await startServerProcess(
          {
            DATABASE_URL: postgres.url(name),
            DATA_DIR: dataDir,
            SECRET: "outage-test-secret-outage-test-secret-01",
            PUBLIC_URL: "http://localhost:3000",
            JOB_POLL_INTERVAL_MS: "500",
            ...extraEnv,
          },
          90_000,
          [],
          { jobProbeFile: probeFile },
        );
        const { url } = server;
        if (extraEnv.WORKERS) await waitForOutput(server, /is ready at .* with 2 server processes/, 60_000);

        const writers = [];
        for (let n = 0; n < 4; n++) writers.push(await signUpWriter(url, n, name));
        const load = startLoad(url, writers);
        try {
          await until(() => load.acknowledged.length >= 8, "saves acknowledged before the outage", 30_000);

          // (a) Every connection ended by an operator (or a failover): the pool replaces them on the next query.
          expect(await postgres.terminateConnections(name)).toBeGreaterThan(0);
          const beforeReturn = load.acknowledged.length;
          await until(() => load.acknowledged.length >= beforeReturn + 8, "saves acknowledged after the kill", 10_000);

          // (b) PostgreSQL stopped: requests that need it are answered 503 with Retry-After, fast.
          await postgres.stop();
          await until(() => load.unavailable.length > 0, "a 503 while PostgreSQL is down", 10_000);
          for (const answer of load.unavailable) {
            expect(answer.status).toBe(503);
            expect(answer.retryAfter).toBe("5");
            expect(answer.body.error).toMatchObject({ code: "unavailable", messageId: "serviceUnavailable" });
          }
          // Liveness stays 200 (the process is fine) and says the database is down; readiness fails. The answers
          // checked are the ones awaited: with two workers the next request may reach the other process, whose
          // short-lived probe result can still be the one from before the outage.
          let live: Awaited<ReturnType<typeof json>> | undefined;
          await until(async () => {
            live = await json(`${url}/api/health`);
            return (live.body as { databaseReachable?: boolean }).databaseReachable === false;
          }, "/api/health reporting the database down");
          expect(live?.status).toBe(200);
          expect(live?.body).toMatchObject({ status: "ok", database: "postgres", databaseReachable: false });
          let notReady: Awaited<ReturnType<typeof json>> | undefined;
          await until(async () => {
            notReady = await json(`${url}/api/health/ready`);
            return notReady.status !== 200;
          }, "/api/health/ready failing");
          expect(notReady).toEqual({
            status: 503,
            retryAfter: "5",
            body: { ready: false, database: "down", redis: "not-configured" },
          });

          // Back: ready and saving again within 5 s, without a restart.
          await postgres.start();
          const atReturn = load.acknowledged.length;
          const readyAfterMs = await until(
            async () => (await json(`${url}/api/health/ready`)).status === 200,
            "ready",
            5000,
          );
          expect(readyAfterMs).toBeLessThan(5000);
          await until(() => load.acknowledged.length > atReturn, "a save acknowledged after the return", 5000);
          // Each process keeps its own short-lived probe result: with two workers the one answering may still hold
          // the outage's for a moment, so liveness is awaited as a state (bounded), like readiness above.
          await until(
            async () =>
              ((await json(`${url}/api/health`)).body as { databaseReachable?: boolean }).databaseReachable === true,
            "liveness reports the database reachable",
            5000,
          );

          // The job queue resumes: a job sent now runs.
          const probe = await fetch(`${url}/api/test/job-probe`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ probeId: `after-${name}`, ms: 0 }),
          });
          expect(probe.status).toBe(202);
          await until(
            () => fs.existsSync(probeFile) && fs.readFileSync(probeFile, "utf8").includes(`done after-${name}`),
            "the probe job to run after the outage",
          );
          // The public-page cache's LISTEN connection is back too (it dropped the cached pages on the way).
          await waitForOutput(server, /listening for database notifications again/, 15_000);
        } finally {
          await load.stop();
        }

        // Every request got an HTTP answer: no process went away, no connection was refused.
        expect(load.noAnswer).toEqual([]);
        expect(load.unexpected).toEqual([]);
        expect(server.child.exitCode).toBeNull();
        expect(server.output()).not.toMatch(/exited unexpectedly|failed to start|Unhandled|uncaught/i);

        // Every acknowledged save is in the database: the portfolio is at least that new, and the save itself is in
        // its history (which keeps the last portfolioRevisionLimit versions).
        const check = new pg.Client({ connectionString: postgres.url(name) });
        await check.connect();
        try {
          expect(load.acknowledged.length).toBeGreaterThan(16);
          for (const ack of load.acknowledged) {
            const { rows } = await check.query<{ version: number; kept: string | null }>(
              `select p.version, r.content->'personal'->>'fullName' as kept
                 from portfolios p left join portfolio_revisions r on r.portfolio_id = p.id and r.version = $2
                where p.id = $1`,
              [ack.portfolioId, ack.version],
            );
            const row = rows[0];
            expect(row?.version, ack.marker).toBeGreaterThanOrEqual(ack.version);
            if (row && ack.version > row.version - portfolioRevisionLimit)
              expect(row.kept, ack.marker).toBe(ack.marker);
          }
        } finally {
          await check.end();
        }
      } finally {
        // The output's end says which part of the stop was slow if it does not end cleanly.
        if (server) expect(await stopServerProcess(server), server.output().slice(-4000)).toBe(0);
      }
    },
    240_000,
  );
});
