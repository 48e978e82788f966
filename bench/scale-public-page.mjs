// Budget (issue 12): with WORKERS=2 on PostgreSQL (and Redis, as a scaled-out deployment runs), GET /p/{username}
// throughput ≥ 50% of nginx serving the same exported index.html, and p99 ≤ 25 ms, at 50 connections (wrk from
// Debian, 10 s each after a 2 s warm-up, one after the other, same tool and settings as bench/public-page.mjs).
// Needs the machine's PostgreSQL (BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/test: a database of
// its own is created and dropped) and nginx (`apt-get install -y nginx`); Redis at BENCH_REDIS_URL (default
// redis://127.0.0.1:6379) is used when it answers.
import { execSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import {
  freePort,
  nginxBinary,
  reportBudget,
  root,
  startNginx,
  startServer,
  stopNginx,
  stopServer,
  unpackExportedSite,
  tempDataDir,
  wrkUrl,
} from "./lib.mjs";
import { benchOwnerEmail, publishFullPortfolio } from "./published-portfolio.mjs";

const duration = Number(process.env.DURATION ?? 10);
const connections = 50;
const workers = 2;
const adminUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const redisUrl = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";

const ms = (n) => `${n.toFixed(2)} ms`;
const line = (label, r, bytes) =>
  `${label}: ${Math.round(r.requestsPerSecond)} req/s, latency p50 ${ms(r.latency.p50)}, p90 ${ms(r.latency.p90)}, ` +
  `p99 ${ms(r.latency.p99)} (${bytes} bytes per answer)`;

/** Whether something accepts TCP connections at a redis:// URL's host and port. */
function answers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
  });
}

async function sql(url, text) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const binary = nginxBinary();
if (!binary) {
  console.log("nginx is not installed (apt-get install -y nginx): this comparison cannot run.");
  process.exit(0);
}
execSync("node scripts/build-if-stale.mjs", { cwd: root, stdio: "inherit" });

const dbName = `foliocraft_bench_${randomBytes(4).toString("hex")}`;
await sql(adminUrl, `create database ${dbName}`);
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
const withRedis = await answers(redisUrl);
const redisPrefix = `${dbName}:`;
const dataDir = tempDataDir();
const port = freePort();
const base = `http://127.0.0.1:${port}`;
console.log(
  `${workers} workers (node:cluster), ${os.cpus().length} cores, PostgreSQL${withRedis ? " + Redis" : " (Redis not reachable: limits in memory)"}`,
);
let server;
let nginx;
let nginxDir;
let cleaned;
async function startNodeServer() {
  server = await startServer({
    dataDir,
    port,
    env: {
      PUBLIC_URL: base,
      ADMIN_EMAILS: benchOwnerEmail,
      DATABASE_URL: databaseUrl,
      WORKERS: String(workers),
      ...(withRedis ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: redisPrefix } : {}),
    },
  });
}
async function cleanUp() {
  cleaned ??= (async () => {
    if (nginx) await stopNginx(nginx);
    if (nginxDir) fs.rmSync(nginxDir, { recursive: true, force: true });
    if (server) await stopServer(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
    await sql(adminUrl, `drop database if exists ${dbName} with (force)`);
    if (withRedis) {
      // The run's rate-limit counters: its own prefix, so nothing else is touched.
      const { Redis } = await import("ioredis");
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${redisPrefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
  })();
  return cleaned;
}
// Interrupted (Ctrl-C, a timeout): still stop the servers and drop the database.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => cleanUp().finally(() => process.exit(1)));
try {
  await startNodeServer();
  // Health answers as soon as the first worker listens; give the second one time to join before measuring.
  await new Promise((r) => setTimeout(r, 5000));
  const portfolio = await publishFullPortfolio(base);
  const pageUrl = `${base}/p/${portfolio.username}`;
  const pageBytes = (await (await fetch(pageUrl)).arrayBuffer()).byteLength;
  const node = wrkUrl(pageUrl, { connections, duration });
  console.log(
    line(`GET /p/{username} (Node, WORKERS=${workers}, ${connections} connections, ${duration} s)`, node, pageBytes),
  );

  const zip = await portfolio.api.call("GET", `/api/portfolios/${portfolio.id}/export.zip`);
  const { dir, siteDir } = unpackExportedSite(await zip.arrayBuffer());
  nginxDir = dir;
  const nginxPort = freePort();
  nginx = await startNginx(binary, siteDir, nginxPort);
  const nginxBytes = fs.statSync(path.join(siteDir, "index.html")).size;
  const ref = wrkUrl(`http://127.0.0.1:${nginxPort}/index.html`, { connections, duration });
  console.log(line("nginx, the exported index.html (same tool and load)", ref, nginxBytes));

  const ratio = node.requestsPerSecond / ref.requestsPerSecond;
  reportBudget(
    `GET /p/{username} p99, WORKERS=${workers}`,
    ms(node.latency.p99) + (node.timeouts ? ` and ${node.timeouts} requests timed out (2 s)` : ""),
    "≤ 25 ms",
    node.latency.p99 <= 25 && node.timeouts === 0,
  );
  reportBudget(
    `GET /p/{username} throughput / nginx, WORKERS=${workers}`,
    `${(ratio * 100).toFixed(0)}%`,
    "≥ 50%",
    ratio >= 0.5,
  );
} finally {
  await cleanUp();
}
