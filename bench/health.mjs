// Budget (Foundation): GET /api/health ≥ 5,000 req/s with autocannon, 50 connections, on this 2-core machine.
import { execSync } from "node:child_process";
import fs from "node:fs";
import autocannon from "autocannon";
import { freePort, root, startServer, stopServer, tempDataDir } from "./lib.mjs";

execSync("node scripts/build-if-stale.mjs", { cwd: root, stdio: "inherit" });
const dataDir = tempDataDir();
const duration = Number(process.env.DURATION ?? 10);
const server = await startServer({ dataDir, port: freePort() });
try {
  // Warm up the JIT before measuring.
  await autocannon({ url: `${server.url}/api/health`, connections: 50, duration: 2 });
  const r = await autocannon({ url: `${server.url}/api/health`, connections: 50, duration });
  console.log(
    `GET /api/health, 50 connections, ${duration} s: ${Math.round(r.requests.average)} req/s average, ` +
      `latency p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, errors ${r.errors}, non-2xx ${r.non2xx}`,
  );
  console.log(`budget ≥ 5000 req/s: ${r.requests.average >= 5000 ? "met" : "NOT met"}`);
} finally {
  await stopServer(server.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
