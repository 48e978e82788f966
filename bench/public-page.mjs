// Budget (issues 6 and 25): GET /p/{username} p99 ≤ 25 ms at 50 connections, and the server on one process answering
// ≥ 60% of the requests per second of nginx (worker_processes auto) serving the same page, saved as a file, on this
// machine. Measured with wrk from Debian (`apt-get install -y wrk`; autocannon, in Node, saturates before the server
// does), 50 connections, one wrk thread, a 2 s warm-up then 10 s, one after the other, with the latency distribution
// (--latency). nginx comes from Debian (`apt-get install -y nginx`); without it the bench says so and compares with a
// minimal Node static server (bench/static-file-server.mjs) instead, whose ratio is printed for information but is
// not the nginx budget.
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
  startStaticFileServer,
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
  // The page exactly as /p/ answers it (no Accept-Encoding, as wrk asks): nginx serves these very bytes below.
  const pageAnswer = await fetch(pageUrl);
  const pageBody = Buffer.from(await pageAnswer.arrayBuffer());
  // Its headers too, for Node's ceiling below (what the socket writes itself is left out).
  const perConnection = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding"]);
  const pageHeaders = Object.fromEntries([...pageAnswer.headers].filter(([name]) => !perConnection.has(name)));
  const pageBytes = pageBody.byteLength;
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
  const refPort = freePort();
  // The same file: the bytes /p/ sent, saved beside the exported site (whose index.html links its stylesheet where
  // /p/ inlines it, so it is a smaller file than the one the server answers).
  const refFile = "published-page.html";
  fs.writeFileSync(path.join(siteDir, refFile), pageBody);
  const refBytes = pageBytes;
  if (binary) {
    nginx = await startNginx(binary, siteDir, refPort, { probe: `/${refFile}` });
  } else {
    console.log(
      "nginx is not installed (apt-get install -y nginx): comparing with a minimal Node static server instead " +
        "(bench/static-file-server.mjs, the same file from memory); its ratio is not the nginx budget.",
    );
    nginx = await startStaticFileServer(path.join(siteDir, refFile), refPort);
  }
  const refName = binary ? "nginx" : "minimal Node static server";
  const ref = measure(`http://127.0.0.1:${refPort}/${refFile}`);
  console.log(line(`${refName}, the same page as a file (same tool and load)`, ref, refBytes));
  const ratio = node.requestsPerSecond / ref.requestsPerSecond;
  console.log(
    `ratio (Node page / ${refName}): ${(ratio * 100).toFixed(0)}% of the requests per second; p99 ` +
      `${ms(node.latency.p99)} against ${ms(ref.latency.p99)}`,
  );
  if (binary) {
    reportBudget(`GET /p/{username} throughput / nginx`, `${(ratio * 100).toFixed(0)}%`, "≥ 60%", ratio >= 0.6);
    // For reading the figure: the same bytes and headers from Node's http module doing nothing else, one process.
    // What /p/ adds to it is the app's share; what it lacks against nginx is Node's.
    const headersFile = path.join(siteDir, "published-page.headers.json");
    fs.writeFileSync(headersFile, JSON.stringify(pageHeaders));
    const ceilingPort = freePort();
    const ceilingServer = await startStaticFileServer(path.join(siteDir, refFile), ceilingPort, headersFile);
    try {
      const ceiling = measure(`http://127.0.0.1:${ceilingPort}/`);
      console.log(line("Node's ceiling: node:http alone, the same answer (same tool and load)", ceiling, refBytes));
      console.log(
        `/p/ answers ${((node.requestsPerSecond / ceiling.requestsPerSecond) * 100).toFixed(0)}% of Node's ceiling; ` +
          `the ceiling is ${((ceiling.requestsPerSecond / ref.requestsPerSecond) * 100).toFixed(0)}% of nginx`,
      );
    } finally {
      ceilingServer.child.kill();
    }
  }
} finally {
  if (nginx) await stopNginx(nginx);
  if (nginxDir) fs.rmSync(nginxDir, { recursive: true, force: true });
  await stopServer(server.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
