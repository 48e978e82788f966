// Budget (Foundation): GET /api/health ≥ 5,000 req/s at 50 connections, on this 2-core machine. Measured with wrk
// from Debian (`apt-get install -y wrk`), one thread, a 2 s warm-up then 10 s, with the latency distribution.
import { execSync } from "node:child_process";
import fs from "node:fs";
import { freePort, machineLoad, reportBudget, root, startServer, stopServer, tempDataDir, wrkUrl } from "./lib.mjs";

execSync("node scripts/build-if-stale.mjs", { cwd: root, stdio: "inherit" });
const dataDir = tempDataDir();
const duration = Number(process.env.DURATION ?? 10);
const server = await startServer({ dataDir, port: freePort() });
try {
  console.log(machineLoad());
  const r = wrkUrl(`${server.url}/api/health`, { connections: 50, duration });
  const ms = (n) => `${n.toFixed(2)} ms`;
  console.log(
    `GET /api/health (wrk, 50 connections, ${duration} s): ${Math.round(r.requestsPerSecond)} req/s, ` +
      `latency p50 ${ms(r.latency.p50)}, p90 ${ms(r.latency.p90)}, p99 ${ms(r.latency.p99)}`,
  );
  reportBudget(
    "GET /api/health throughput",
    `${Math.round(r.requestsPerSecond)} req/s`,
    "≥ 5000 req/s",
    r.requestsPerSecond >= 5000,
  );
} finally {
  await stopServer(server.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
