// Budget (issue 6): GET /p/{username} p99 ≤ 25 ms at 50 connections, and throughput ≥ 50% of nginx serving the same
// exported index.html on this machine. Measured with wrk from Debian (`apt-get install -y wrk`; autocannon, in Node,
// saturates before the server does), 50 connections, one wrk thread, a 2 s warm-up then 10 s, one after the other,
// with the latency distribution (--latency). nginx comes from Debian (`apt-get install -y nginx`); without it the
// nginx side is skipped with a message.
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import {
  freePort,
  machineLoad,
  processCpuMs,
  nginxBinary,
  reportBudget,
  root,
  startNginx,
  startServer,
  stopNginx,
  stopServer,
  tempDataDir,
  unpackExportedSite,
  wrkUrl,
} from "./lib.mjs";
import { benchOwnerEmail, publishFullPortfolio } from "./published-portfolio.mjs";

const duration = Number(process.env.DURATION ?? 10);
const connections = 50;
const p99BudgetMs = 25;
const measure = (url, afterWarmUp) => wrkUrl(url, { connections, duration, afterWarmUp });

const ms = (n) => `${n.toFixed(2)} ms`;
const line = (label, r, bytes) =>
  `${label}: ${Math.round(r.requestsPerSecond)} req/s, latency p50 ${ms(r.latency.p50)}, p75 ${ms(r.latency.p75)}, ` +
  `p90 ${ms(r.latency.p90)}, p99 ${ms(r.latency.p99)}, max ${ms(r.latency.max)} (${bytes} bytes per answer)`;

execSync("node scripts/build-if-stale.mjs", { cwd: root, stdio: "inherit" });
const dataDir = tempDataDir();
const port = freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startServer({
  dataDir,
  port,
  env: { PUBLIC_URL: base, ADMIN_EMAILS: benchOwnerEmail },
});
let nginx;
let nginxDir;
try {
  const portfolio = await publishFullPortfolio(base);
  const pageUrl = `${base}/p/${portfolio.username}`;
  const pageBytes = (await (await fetch(pageUrl)).arrayBuffer()).byteLength;
  console.log(machineLoad());
  let cpuBefore;
  const node = measure(pageUrl, () => (cpuBefore = processCpuMs(server.child.pid)));
  const cpuAfter = processCpuMs(server.child.pid);
  console.log(line(`GET /p/{username} (Node, wrk, ${connections} connections, ${duration} s)`, node, pageBytes));
  console.log(node.text.trimEnd());
  if (cpuBefore !== undefined && cpuAfter !== undefined) {
    const perAnswer = (cpuAfter - cpuBefore) / node.requests;
    console.log(
      `server CPU per answer: ${perAnswer.toFixed(3)} ms (one core would answer at most ${Math.round(1000 / perAnswer)} req/s)`,
    );
  }
  reportBudget(
    `GET /p/{username} p99 at ${connections} connections`,
    ms(node.latency.p99) + (node.timeouts ? ` and ${node.timeouts} requests timed out (2 s)` : ""),
    `≤ ${p99BudgetMs} ms`,
    node.latency.p99 <= p99BudgetMs && node.timeouts === 0,
  );

  const zip = await portfolio.api.call("GET", `/api/portfolios/${portfolio.id}/export.zip`);
  const { dir, siteDir } = unpackExportedSite(await zip.arrayBuffer());
  nginxDir = dir;
  const binary = nginxBinary();
  if (!binary) {
    console.log("nginx is not installed (apt-get install -y nginx): the nginx reference and the ratio are skipped.");
  } else {
    const nginxPort = freePort();
    nginx = await startNginx(binary, siteDir, nginxPort);
    const nginxBytes = fs.statSync(path.join(siteDir, "index.html")).size;
    const ref = measure(`http://127.0.0.1:${nginxPort}/index.html`);
    console.log(line(`nginx, the exported index.html (same tool and load)`, ref, nginxBytes));
    const ratio = node.requestsPerSecond / ref.requestsPerSecond;
    reportBudget("GET /p/{username} throughput / nginx", `${(ratio * 100).toFixed(0)}%`, "≥ 50%", ratio >= 0.5);
  }
} finally {
  if (nginx) await stopNginx(nginx);
  if (nginxDir) fs.rmSync(nginxDir, { recursive: true, force: true });
  await stopServer(server.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
