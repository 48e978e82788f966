import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../testing/test-app";
import { startServerProcess, type ServerProcess } from "../testing/server-process";
import { testDatabaseKind } from "../testing/test-env";

// Two real server processes on one PostgreSQL database (its own, dropped after): the queue is shared, so a job
// runs on exactly one of them, and a job whose server is killed mid-run is finished by the other. Runs in the
// PostgreSQL suite only (on the embedded database there is one server per data folder by design).
describe.skipIf(testDatabaseKind() !== "postgres")("job queue across two server processes", () => {
  let db: TestDatabase;
  let probeFile: string;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    probeFile = path.join(db.dataDir, "probe.log");
    const env = {
      DATABASE_URL: db.databaseUrl!,
      DATA_DIR: db.dataDir,
      SECRET: "process-test-secret-process-test-secret-0123",
      JOB_POLL_INTERVAL_MS: "500",
      JOB_MAINTENANCE_INTERVAL_SECONDS: "1",
      JOB_TIMEOUT_SECONDS: "3",
      JOB_RETRY_DELAY_SECONDS: "0",
      LOG_LEVEL: "warn",
    };
    // Both at once on the empty database: one installs the queue's tables while the other waits for it.
    servers.push(
      ...(await Promise.all([
        startServerProcess(env, 90_000, [], { jobProbeFile: probeFile }),
        startServerProcess(env, 90_000, [], { jobProbeFile: probeFile }),
      ])),
    );
  }, 150_000);

  afterAll(async () => {
    for (const s of servers) if (s.child.exitCode === null) s.child.kill("SIGKILL");
    await Promise.all(servers.map((s) => s.exited));
    await db?.drop();
  });

  /** The probe file's lines: "start|done <probeId> <pid>". */
  const runs = () =>
    (fs.existsSync(probeFile) ? fs.readFileSync(probeFile, "utf8") : "")
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        const [event, probeId, pid] = line.split(" ");
        return { event, probeId, pid: Number(pid) };
      });

  async function until(check: () => boolean, timeoutMs: number, what: string) {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${fs.readFileSync(probeFile)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const enqueue = async (server: ServerProcess, body: object) => {
    const res = await fetch(`${server.url}/api/test/job-probe`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(202);
  };

  it("runs each job enqueued on either server exactly once", async () => {
    const ids = Array.from({ length: 12 }, (_, i) => `once-${i}`);
    for (const [i, probeId] of ids.entries()) await enqueue(servers[i % 2]!, { probeId, ms: 100 });
    await until(() => runs().filter((r) => r.event === "done").length >= ids.length, 30_000, "12 jobs");
    // Give a duplicate (if there were one) time to show up.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const probeId of ids) {
      expect(runs().filter((r) => r.probeId === probeId && r.event === "start")).toHaveLength(1);
      expect(runs().filter((r) => r.probeId === probeId && r.event === "done")).toHaveLength(1);
    }
    // Both servers take part (each wakes its own worker on send; the other polls).
    const pids = new Set(runs().map((r) => r.pid));
    expect([...pids].sort()).toEqual(servers.map((s) => s.child.pid).sort());
  }, 60_000);

  it("finishes on the other server a job whose server was killed (SIGKILL) mid-run", async () => {
    // The first run takes 20 s (far beyond the 3 s timeout); a retry takes 100 ms.
    await enqueue(servers[0]!, { probeId: "crash", ms: 20_000, retryMs: 100 });
    await until(() => runs().some((r) => r.probeId === "crash" && r.event === "start"), 15_000, "the first run");
    const first = runs().find((r) => r.probeId === "crash" && r.event === "start")!;
    const victim = servers.find((s) => s.child.pid === first.pid)!;
    const survivor = servers.find((s) => s !== victim)!;
    victim.child.kill("SIGKILL");
    await victim.exited;

    await until(() => runs().some((r) => r.probeId === "crash" && r.event === "done"), 30_000, "the retry");
    const crash = runs().filter((r) => r.probeId === "crash");
    expect(crash.map((r) => [r.event, r.pid])).toEqual([
      ["start", victim.child.pid],
      ["start", survivor.child.pid],
      ["done", survivor.child.pid],
    ]);
    expect((await fetch(`${survivor.url}/api/health`)).status).toBe(200);
  }, 60_000);
});
