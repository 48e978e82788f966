// Budget (issue 6): GET /p/{username} throughput ≥ 50% of nginx serving the same exported index.html on this
// machine (autocannon, 50 connections, 10 s each, one after the other), and p99 ≤ 25 ms at 50 connections.
// nginx comes from Debian (`apt-get install -y nginx`); without it the nginx side is skipped with a message.
import { execSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { unzipSync } from "fflate";
import { freePort, root, startServer, stopServer, tempDataDir } from "./lib.mjs";
import { benchOwnerEmail, publishFullPortfolio } from "./published-portfolio.mjs";

const duration = Number(process.env.DURATION ?? 10);
const connections = 50;

function nginxBinary() {
  for (const candidate of ["/usr/sbin/nginx", "/usr/bin/nginx"]) if (fs.existsSync(candidate)) return candidate;
  try {
    return execSync("command -v nginx", { encoding: "utf8" }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Runs nginx in the foreground from a private prefix: its own config, pid, logs and temp folders. */
async function startNginx(binary, siteDir, port) {
  const prefix = path.join(siteDir, "..", "nginx");
  fs.mkdirSync(prefix);
  const conf = path.join(prefix, "nginx.conf");
  // Debian's defaults for a static site (sendfile, keep-alive), minus access logging, which would only add disk I/O.
  fs.writeFileSync(
    conf,
    `worker_processes auto;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65;
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${siteDir};
    index index.html;
  }
}
`,
  );
  const child = spawn(binary, ["-p", prefix, "-e", `${prefix}/error.log`, "-c", conf], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/index.html`)).ok) return { child };
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error("nginx did not answer");
}

async function measure(url) {
  // Warm up (JIT, caches) before measuring.
  await autocannon({ url, connections, duration: 2 });
  const r = await autocannon({ url, connections, duration });
  if (r.errors || r.non2xx) throw new Error(`${url}: ${r.errors} errors, ${r.non2xx} non-2xx answers`);
  return r;
}

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
  // nginx's workers run as an unprivileged user: the site lives in a folder they may read.
  nginxDir = fs.mkdtempSync(path.join(os.tmpdir(), "foliocraft-nginx-"));
  fs.chmodSync(nginxDir, 0o755);
  const siteDir = path.join(nginxDir, "site");
  for (const [name, bytes] of Object.entries(unzipSync(new Uint8Array(await zip.arrayBuffer())))) {
    fs.mkdirSync(path.dirname(path.join(siteDir, name)), { recursive: true });
    fs.writeFileSync(path.join(siteDir, name), bytes);
  }
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
  if (nginx) {
    const exited = new Promise((r) => nginx.child.on("exit", r));
    nginx.child.kill("SIGQUIT");
    await exited;
  }
  if (nginxDir) fs.rmSync(nginxDir, { recursive: true, force: true });
  await stopServer(server.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
