import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nearEmptyPortfolioFixture } from "@foliocraft/schemas";
import { createTestDatabase, type TestDatabase } from "./testing/test-app";
import { testDatabaseKind, testRedisUrl } from "./testing/test-env";
import { startServerProcess, stopServerProcess, waitForOutput, type ServerProcess } from "./testing/server-process";

// Issue 12: stateless servers. Real server processes on one PostgreSQL database (created and dropped here) and
// one Redis (under a key prefix of this run, deleted afterwards): whatever one server writes or counts, the other
// sees. Runs in the server-postgres project only; the embedded database's single-process rule is checked below.
const onPostgres = testDatabaseKind() === "postgres";

/** A tiny HTTP client with one account's cookie, for any of the servers (they share sessions). */
function client() {
  let cookie = "";
  return {
    get cookie() {
      return cookie;
    },
    async call(base: string, method: string, path: string, body?: unknown) {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { ...(cookie ? { cookie } : {}), ...(body ? { "content-type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        redirect: "manual",
      });
      const set = res.headers.getSetCookie();
      if (set.length) cookie = set.map((c) => c.split(";")[0]).join("; ");
      return res;
    },
  };
}

/** Polls `check` every 25 ms; resolves with the milliseconds it took to become true (or throws after `limitMs`). */
async function msUntil(check: () => Promise<boolean>, limitMs = 5000): Promise<number> {
  const t0 = performance.now();
  while (performance.now() - t0 < limitMs) {
    if (await check()) return performance.now() - t0;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`condition not met within ${limitMs} ms`);
}

describe.skipIf(!onPostgres)("two server processes on one PostgreSQL and Redis", () => {
  const prefix = `foliocraft-test-${randomBytes(4).toString("hex")}:`;
  let database: TestDatabase;
  let redis: Redis;
  let a: ServerProcess;
  let b: ServerProcess;
  let env: Record<string, string>;
  // Sign-in requests from this machine's address so far, on either server (the per-address limit counts them all).
  let signInsFromHere = 0;

  beforeAll(async () => {
    redis = new Redis(testRedisUrl(), { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect().catch((err: unknown) => {
      throw new Error(`Redis for the scale-out test is not reachable at ${testRedisUrl()}: ${err}`);
    });
    database = await createTestDatabase();
    env = {
      DATABASE_URL: database.databaseUrl ?? "",
      DATA_DIR: database.dataDir,
      REDIS_URL: testRedisUrl(),
      REDIS_KEY_PREFIX: prefix,
      // Several servers need the same secret (sessions, encrypted tokens) and the same public address.
      SECRET: "scale-out-secret-scale-out-secret-0123456",
      PUBLIC_URL: "http://localhost:3000",
    };
    // One after the other: the first creates the schema, so the second's start is the everyday one.
    a = await startServerProcess(env, 60_000);
    b = await startServerProcess(env, 60_000);
  }, 150_000);

  afterAll(async () => {
    for (const p of [a, b]) if (p) await stopServerProcess(p);
    if (redis?.status === "ready") {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
    await database?.drop();
  }, 60_000);

  it("accepts a session created on one server on the other, and a sign-out on either ends it on both", async () => {
    const ama = client();
    const signUp = await ama.call(a.url, "POST", "/api/account/sign-up", {
      name: "Ama Mensah",
      email: "ama-session@example.com",
      password: "secret-pass",
      confirmPassword: "secret-pass",
    });
    expect(signUp.status).toBe(201);
    const onB = await ama.call(b.url, "GET", "/api/session");
    expect(((await onB.json()) as { user: unknown }).user).toMatchObject({ email: "ama-session@example.com" });

    expect((await ama.call(b.url, "POST", "/api/account/sign-out")).status).toBe(200);
    const sameCookieOnA = await fetch(`${a.url}/api/session`, { headers: { cookie: ama.cookie } });
    expect(((await sameCookieOnA.json()) as { user: unknown }).user).toBeNull();
  });

  it("serves a publish, a republish, a plan change and an unpublish made on one server from the other within 1 s", async () => {
    const owner = client();
    await owner.call(a.url, "POST", "/api/account/sign-up", {
      name: "Kofi Boateng",
      email: "kofi-publish@example.com",
      password: "secret-pass",
      confirmPassword: "secret-pass",
    });
    expect((await owner.call(a.url, "PUT", "/api/profile/username", { username: "kofi-scale" })).status).toBe(200);
    const content = nearEmptyPortfolioFixture();
    content.personal.fullName = "Kofi First Edition";
    const created = (await (await owner.call(a.url, "POST", "/api/portfolios", { name: "Kofi", content })).json()) as {
      id: string;
      version: number;
    };
    const page = () => fetch(`${b.url}/p/kofi-scale`);
    expect((await page()).status).toBe(404);

    // Published on A: B serves it.
    expect((await owner.call(a.url, "POST", `/api/portfolios/${created.id}/publish`)).status).toBe(200);
    expect(await msUntil(async () => (await page()).status === 200)).toBeLessThan(1000);

    // B has just cached the page (served without a query for the next 2 s): the republish on A must still show
    // on B within 1 s, which only the database's notification can do.
    expect(await (await page()).text()).toContain("Kofi First Edition");
    const saved = await owner.call(a.url, "PUT", `/api/portfolios/${created.id}`, {
      baseVersion: created.version,
      content: { ...content, personal: { ...content.personal, fullName: "Kofi Second Edition" } },
    });
    expect(saved.status).toBe(200);
    expect(await (await page()).text()).toContain("Kofi First Edition"); // a save alone changes nothing public
    expect((await owner.call(a.url, "POST", `/api/portfolios/${created.id}/publish`)).status).toBe(200);
    expect(await msUntil(async () => (await (await page()).text()).includes("Kofi Second Edition"))).toBeLessThan(1000);

    // A plan change written by anything (here straight to the database, like the payment fulfilment) drops
    // "Powered by Foliocraft" on every server.
    expect(await (await page()).text()).toContain("Powered by Foliocraft");
    const sql = new pg.Client({ connectionString: database.databaseUrl });
    await sql.connect();
    await sql.query(
      `update profiles set plan = 'pro', is_premium = true, subscription_end = now() + interval '30 days'
       where username = 'kofi-scale'`,
    );
    await sql.end();
    expect(await msUntil(async () => !(await (await page()).text()).includes("Powered by Foliocraft"))).toBeLessThan(
      1000,
    );

    // Unpublished on A: gone from B.
    expect((await page()).status).toBe(200);
    expect((await owner.call(a.url, "POST", `/api/portfolios/${created.id}/unpublish`)).status).toBe(200);
    expect(await msUntil(async () => (await page()).status === 404)).toBeLessThan(1000);
  });

  it("shows a publish made on one server on the very next request to the other, and never confirms the old copy", async () => {
    // Issue 20: "View live" right after "Publish changes" must show the new version, whichever server answers.
    const owner = client();
    await owner.call(a.url, "POST", "/api/account/sign-up", {
      name: "Yaw Asante",
      email: "yaw-instant@example.com",
      password: "secret-pass",
      confirmPassword: "secret-pass",
    });
    expect((await owner.call(a.url, "PUT", "/api/profile/username", { username: "yaw-instant" })).status).toBe(200);
    const content = nearEmptyPortfolioFixture();
    content.personal.fullName = "Yaw Edition One";
    const created = (await (await owner.call(a.url, "POST", "/api/portfolios", { name: "Yaw", content })).json()) as {
      id: string;
      version: number;
    };
    expect((await owner.call(a.url, "POST", `/api/portfolios/${created.id}/publish`)).status).toBe(200);
    // Once the first publish is visible on B (this test is about republishing), B holds the page in memory.
    await msUntil(async () => (await fetch(`${b.url}/p/yaw-instant`)).status === 200);
    let version = created.version;
    for (const edition of ["Two", "Three", "Four"]) {
      const before = await fetch(`${b.url}/p/yaw-instant`);
      expect(before.headers.get("cache-control")).toBe("no-cache");
      const oldEtag = before.headers.get("etag") ?? "";
      const saved = await owner.call(a.url, "PUT", `/api/portfolios/${created.id}`, {
        baseVersion: version,
        content: { ...content, personal: { ...content.personal, fullName: `Yaw Edition ${edition}` } },
      });
      expect(saved.status).toBe(200);
      version = ((await saved.json()) as { version: number }).version;
      expect((await owner.call(a.url, "POST", `/api/portfolios/${created.id}/publish`)).status).toBe(200);
      // No polling: the browser's revalidation that follows the publish gets the new page from B at once.
      const next = await fetch(`${b.url}/p/yaw-instant`, { headers: { "if-none-match": oldEtag } });
      expect(next.status).toBe(200);
      expect(await next.text()).toContain(`Yaw Edition ${edition}`);
      // Both servers render the same snapshot into the same ETag, so either confirms the other's copy.
      const fromA = await fetch(`${a.url}/p/yaw-instant`, {
        headers: { "if-none-match": next.headers.get("etag") ?? "" },
      });
      expect(fromA.status).toBe(304);
    }
    // The sitemap is revalidated the same way.
    const sitemap = await fetch(`${b.url}/sitemap.xml`);
    expect(sitemap.headers.get("cache-control")).toBe("no-cache");
  });

  it("counts the sign-in limits across both servers (per account, then per address)", async () => {
    await client().call(a.url, "POST", "/api/account/sign-up", {
      name: "Esi Owusu",
      email: "esi-limit@example.com",
      password: "secret-pass",
      confirmPassword: "secret-pass",
    });
    const signIn = async (server: ServerProcess, email: string) => {
      signInsFromHere += 1;
      const res = await fetch(`${server.url}/api/account/sign-in`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: "wrong-password" }),
      });
      return { status: res.status, message: ((await res.json()) as { error: { message: string } }).error.message };
    };

    // Ten wrong passwords per account in 15 minutes, spread over both servers: the eleventh is refused, whichever
    // server gets it (alone, each server would have seen only five or six).
    for (let i = 0; i < 10; i++) {
      expect(await signIn(i % 2 ? b : a, "esi-limit@example.com")).toEqual({
        status: 401,
        message: "Invalid email or password",
      });
    }
    const eleventh = await signIn(b, "esi-limit@example.com");
    expect(eleventh.status).toBe(429);
    expect(eleventh.message).toMatch(/^Too many requests for this account\. Please wait \d+ seconds/);

    // Thirty sign-ins per address in 15 minutes, over both servers and any accounts.
    while (signInsFromHere < 30) {
      const other = await signIn(signInsFromHere % 2 ? a : b, `nobody-${signInsFromHere}@example.com`);
      expect(other.status).toBe(401);
    }
    const thirtyFirst = await signIn(a, "nobody-else@example.com");
    expect(thirtyFirst.status).toBe(429);
    expect(thirtyFirst.message).toMatch(/^Too many requests\. Please wait \d+ seconds/);
    // The counters live in Redis under this deployment's prefix.
    expect((await redis.keys(`${prefix}*`)).length).toBeGreaterThan(0);
  });

  it("runs WORKERS=2 as a cluster: each worker named in the logs, a killed one replaced, SIGTERM stops all", async () => {
    const cluster = await startServerProcess({ ...env, WORKERS: "2" }, 60_000);
    let survivorId: string | undefined;
    try {
      await waitForOutput(cluster, /is ready at .* with 2 server processes/);
      const pids = [...cluster.output().matchAll(/"worker":(\d+),"workerPid":(\d+),"msg":"worker \d+ is listening"/g)];
      expect(pids.map((m) => m[1]).sort()).toEqual(["1", "2"]);
      const [, victimId, victimPid] = pids[0] ?? [];
      survivorId = pids[1]?.[1];
      process.kill(Number(victimPid), "SIGKILL");
      await waitForOutput(cluster, new RegExp(`worker ${victimId} exited unexpectedly \\(signal SIGKILL\\)`));
      // The other worker goes on serving meanwhile.
      expect((await fetch(`${cluster.url}/api/health`)).status).toBe(200);
      await waitForOutput(cluster, new RegExp(`"worker":3,"workerPid":\\d+,"msg":"worker 3 is listening"`));
      expect((await fetch(`${cluster.url}/api/health`)).status).toBe(200);
    } finally {
      expect(await stopServerProcess(cluster)).toBe(0);
    }
    expect(cluster.output()).toContain("SIGTERM received: each worker finishes its in-flight requests, then stops");
    for (const id of [survivorId, "3"]) {
      expect(cluster.output()).toMatch(new RegExp(`"worker":${id},"msg":"SIGTERM received: finishing in-flight`));
    }
    expect(cluster.output()).toContain("every worker has stopped: exiting");
  }, 120_000);
});

describe.skipIf(onPostgres)("WORKERS with the embedded database", () => {
  it("runs one process and says why", async () => {
    const database = await createTestDatabase();
    const server = await startServerProcess({ DATA_DIR: database.dataDir, WORKERS: "2" });
    try {
      expect(server.output()).toContain(
        "WORKERS=2 is ignored: the embedded database can be opened by one process only, so this runs one server " +
          "process. Set DATABASE_URL (PostgreSQL) to run several.",
      );
      expect(server.output()).not.toMatch(/"worker":\d/);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      expect(await stopServerProcess(server)).toBe(0);
      await database.drop();
    }
  }, 60_000);
});
