// Helpers for the benchmarks: start the built server as `npm start` does, wait for health, stop it.
import { spawn, execFileSync, execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { unzipSync } from "fflate";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** A free port on 127.0.0.1. */
export function freePort() {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }));
}

/** A new empty data folder. */
export function tempDataDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), "foliocraft-bench-"));
}

/** Starts `node scripts/start.mjs`; resolves with the process and the ms until /api/health answered 200. */
export async function startServer({ dataDir, port, env = {} }) {
  const t0 = performance.now();
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return { child, url, readyMs: performance.now() - t0 };
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Stops a server with SIGTERM and waits for it to exit. */
export async function stopServer(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.on("exit", r));
  child.kill("SIGTERM");
  await exited;
}

/** The nginx binary from Debian (`apt-get install -y nginx`), or undefined when it is not installed. */
export function nginxBinary() {
  for (const candidate of ["/usr/sbin/nginx", "/usr/bin/nginx"]) if (fs.existsSync(candidate)) return candidate;
  try {
    return execSync("command -v nginx", { encoding: "utf8" }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Unpacks an exported site (the ZIP of GET /api/portfolios/{id}/export.zip) into a new folder nginx's unprivileged
 * workers may read. Returns that folder (remove it afterwards) and the site inside it.
 */
export function unpackExportedSite(zipBytes) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "foliocraft-nginx-"));
  fs.chmodSync(dir, 0o755);
  const siteDir = path.join(dir, "site");
  for (const [name, bytes] of Object.entries(unzipSync(new Uint8Array(zipBytes)))) {
    fs.mkdirSync(path.dirname(path.join(siteDir, name)), { recursive: true });
    fs.writeFileSync(path.join(siteDir, name), bytes);
  }
  return { dir, siteDir };
}

/** Runs nginx in the foreground from a private prefix: its own config, pid, logs and temp folders. */
export async function startNginx(binary, siteDir, port) {
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

/** Stops nginx gracefully (SIGQUIT) and waits for it to exit. */
export async function stopNginx(nginx) {
  if (nginx.child.exitCode !== null) return;
  const exited = new Promise((r) => nginx.child.on("exit", r));
  nginx.child.kill("SIGQUIT");
  await exited;
}

/** autocannon against one URL: a 2 s warm-up (JIT, caches), then the measured run; any error or non-2xx fails. */
export async function measureUrl(url, { connections, duration }) {
  await autocannon({ url, connections, duration: 2 });
  const r = await autocannon({ url, connections, duration });
  if (r.errors || r.non2xx) throw new Error(`${url}: ${r.errors} errors, ${r.non2xx} non-2xx answers`);
  return r;
}
