// Helpers for the benchmarks: start the built server as `npm start` does, wait for health, stop it.
import { spawn, execFileSync, execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
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

/**
 * Runs nginx in the foreground from a private prefix: its own config, pid, logs and temp folders. Ready once
 * `probe` (a file under siteDir) answers 200.
 */
export async function startNginx(binary, siteDir, port, { probe = "/index.html" } = {}) {
  const prefix = path.join(siteDir, "..", "nginx");
  fs.mkdirSync(prefix);
  const conf = path.join(prefix, "nginx.conf");
  // Debian's defaults for a static site (sendfile, keep-alive, gzip), minus access logging, which would only add disk
  // I/O. Compressed as GitHub Pages and Netlify serve an exported site: HTML (Debian's gzip default), CSS, scripts
  // and SVG (Lighthouse of the ZIP measured the HTML at 34 KB uncompressed against 10 KB on the hosts; wrk sends no
  // Accept-Encoding, so the throughput references are unchanged).
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
  gzip on;
  gzip_types text/css application/javascript image/svg+xml;
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
      if ((await fetch(`http://127.0.0.1:${port}${probe}`)).ok) return { child };
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error("nginx did not answer");
}

/**
 * The reference when nginx is missing: bench/static-file-server.mjs serving `file` from memory on `port` in a process
 * of its own. Stop it with stopNginx (it exits on SIGQUIT as well).
 */
export async function startStaticFileServer(file, port, headersFile) {
  const args = [
    path.join(root, "bench/static-file-server.mjs"),
    file,
    String(port),
    ...(headersFile ? [headersFile] : []),
  ];
  const child = spawn(process.execPath, args, {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    child.stdout.once("data", resolve);
    child.once("exit", (code) => reject(new Error(`the static file server exited with ${code}`)));
  });
  return { child };
}

/** Stops nginx gracefully (SIGQUIT) and waits for it to exit. */
export async function stopNginx(nginx) {
  if (nginx.child.exitCode !== null) return;
  const exited = new Promise((r) => nginx.child.on("exit", r));
  nginx.child.kill("SIGQUIT");
  await exited;
}

/**
 * Prints one budget line, the measured figure next to its budget, and returns whether it passed:
 * `budget <what>: <figure> (budget <limit>) PASS|FAIL`. A failed budget makes the script exit 1; run-all.mjs
 * collects these lines into its summary.
 */
export function reportBudget(what, figure, limit, pass) {
  console.log(`budget ${what}: ${figure} (budget ${limit}) ${pass ? "PASS" : "FAIL"}`);
  if (!pass) process.exitCode = 1;
  return pass;
}

/** How busy the machine was: latency figures on a shared machine mean little without it. */
export function machineLoad() {
  const [one, five] = os.loadavg();
  return `machine: ${os.availableParallelism()} cores, load average ${one.toFixed(1)} (1 min), ${five.toFixed(1)} (5 min)`;
}

/**
 * CPU time (user + system, ms) a process has used so far, from /proc (Linux); undefined elsewhere. CPU per answer
 * is the figure a busy shared machine distorts least: latency includes waiting for a core, CPU time does not.
 */
export function processCpuMs(pid) {
  try {
    // Fields 14 and 15 of /proc/<pid>/stat (after the parenthesised command name) are utime and stime in ticks.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

/** The wrk binary from Debian (`apt-get install -y wrk`); throws with the command to run when it is missing. */
export function wrkBinary() {
  for (const candidate of ["/usr/bin/wrk", "/usr/local/bin/wrk"]) if (fs.existsSync(candidate)) return candidate;
  throw new Error("wrk is not installed: apt-get install -y wrk");
}

const wrkUnits = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
/** A wrk duration ("812.00us", "4.31ms", "1.02s") in milliseconds. */
const wrkMs = (text) => {
  const m = /^([\d.]+)(us|ms|s|m|h)$/.exec(text.trim());
  if (!m) throw new Error(`unreadable wrk duration: ${text}`);
  return Number(m[1]) * wrkUnits[m[2]];
};

/** Reads wrk's report (run with --latency): throughput, the latency distribution in ms, errors. */
export function parseWrkReport(text) {
  const number = (re) => Number(re.exec(text)?.[1] ?? NaN);
  const latency = {};
  for (const [, p, value] of text.matchAll(/^\s+(50|75|90|99)%\s+(\S+)$/gm)) latency[`p${p}`] = wrkMs(value);
  const avg = /^\s+Latency\s+(\S+)\s+(\S+)\s+(\S+)/m.exec(text);
  if (avg) Object.assign(latency, { average: wrkMs(avg[1]), max: wrkMs(avg[3]) });
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
  return {
    requestsPerSecond: number(/^Requests\/sec:\s+([\d.]+)/m),
    requests: number(/^\s+(\d+) requests in/m),
    latency,
    socketErrors: errors ? errors.slice(1, 4).reduce((n, v) => n + Number(v), 0) : 0,
    // Requests still unanswered after wrk's 2 s timeout: not in the latency distribution, so reported apart.
    timeouts: errors ? Number(errors[4]) : 0,
    non2xx: number(/Non-2xx or 3xx responses: (\d+)/) || 0,
  };
}

/**
 * wrk against one URL at `connections` connections: a 2 s warm-up (JIT, caches), then the measured run with its
 * latency distribution (--latency). One wrk thread by default: on a two-core machine a second one would take a core
 * from the server it measures. Connection errors or answers other than 2xx/3xx fail the run; timeouts are counted
 * (`timeouts`) for the caller to report, since wrk leaves them out of the distribution. `afterWarmUp` runs between
 * the two (to start a measurement of the server's own).
 */
export function wrkUrl(url, { connections, duration, threads = 1, afterWarmUp = () => {} }) {
  const binary = wrkBinary();
  const args = (seconds) => [`-t${threads}`, `-c${connections}`, `-d${seconds}s`, "--latency", url];
  execFileSync(binary, args(2), { encoding: "utf8" });
  afterWarmUp();
  const text = execFileSync(binary, args(duration), { encoding: "utf8" });
  const report = parseWrkReport(text);
  if (report.socketErrors || report.non2xx || !(report.requests > 0)) {
    throw new Error(`${url}: ${report.socketErrors} socket errors, ${report.non2xx} non-2xx answers\n${text}`);
  }
  return { ...report, text };
}

/**
 * The SMTP peer of the end-to-end tests (apps/server/src/testing/smtp-peer-main.ts) as a child process: a server
 * started with its `smtpUrl` delivers e-mail there, and `GET {mailBase}/messages?to=` lists what arrived. The bench
 * owner reads its verification e-mail from it (administrator rights need a verified address).
 */
export async function startSmtpPeer() {
  const smtpPort = freePort();
  const httpPort = freePort();
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "apps/server/src/testing/smtp-peer-main.ts", String(smtpPort), String(httpPort)],
    { cwd: root, stdio: ["ignore", "inherit", "inherit"] },
  );
  const mailBase = `http://127.0.0.1:${httpPort}`;
  for (let i = 0; i < 400; i++) {
    if (child.exitCode !== null) throw new Error(`the SMTP peer exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${mailBase}/__health`)).ok) return { child, smtpUrl: `smtp://127.0.0.1:${smtpPort}`, mailBase };
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error("the SMTP peer did not answer");
}
