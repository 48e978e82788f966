// Budget (issue 6): GET /p/{username} throughput ≥ 50% of nginx serving the same exported index.html on this
// machine (autocannon, 50 connections, 10 s each, one after the other), and p99 ≤ 25 ms at 50 connections.
// nginx comes from Debian (`apt-get install -y nginx`); without it the nginx side is skipped with a message.
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import {
  freePort,
  measureUrl,
  nginxBinary,
  root,
  startNginx,
  startServer,
  stopNginx,
  stopServer,
  tempDataDir,
  unpackExportedSite,
} from "./lib.mjs";
import { benchOwnerEmail, publishFullPortfolio } from "./published-portfolio.mjs";

const duration = Number(process.env.DURATION ?? 10);
const connections = 50;
const measure = (url) => measureUrl(url, { connections, duration });

const line = (label, r, bytes) =>
  `${label}: ${Math.round(r.requests.average)} req/s, latency p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms (${bytes} bytes per answer)`;

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
  const node = await measure(pageUrl);
  console.log(line(`GET /p/{username} (Node, ${connections} connections, ${duration} s)`, node, pageBytes));

  const zip = await portfolio.api.call("GET", `/api/portfolios/${portfolio.id}/export.zip`);
  const { dir, siteDir } = unpackExportedSite(await zip.arrayBuffer());
  nginxDir = dir;
  const p99Met = node.latency.p99 <= 25;
  const binary = nginxBinary();
  if (!binary) {
    console.log("nginx is not installed (apt-get install -y nginx): the nginx reference and the ratio are skipped.");
    console.log(`budget p99 ≤ 25 ms: ${p99Met ? "met" : "NOT met"}`);
  } else {
    const nginxPort = freePort();
    nginx = await startNginx(binary, siteDir, nginxPort);
    const nginxBytes = fs.statSync(path.join(siteDir, "index.html")).size;
    const ref = await measure(`http://127.0.0.1:${nginxPort}/index.html`);
    console.log(line(`nginx, the exported index.html (same tool and load)`, ref, nginxBytes));
    const ratio = node.requests.average / ref.requests.average;
    console.log(`ratio Node / nginx: ${(ratio * 100).toFixed(0)}%`);
    console.log(
      `budget ≥ 50% of nginx: ${ratio >= 0.5 ? "met" : "NOT met"}; budget p99 ≤ 25 ms: ${p99Met ? "met" : "NOT met"}`,
    );
  }
} finally {
  if (nginx) await stopNginx(nginx);
  if (nginxDir) fs.rmSync(nginxDir, { recursive: true, force: true });
  await stopServer(server.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
