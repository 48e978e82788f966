import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { inject } from "vitest";
import { inheritedEnv } from "./test-env";

// The production server plus the test-only additions (test-server.ts): bundled once per run for the process tests
// (global-setup.ts), run from source elsewhere.
const serverEntry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "test-server.ts");
const serverCommand = (): string[] =>
  inject("serverBundle") ? [inject("serverBundle")] : ["--import", "tsx", serverEntry];

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** A real server process, as `npm start` runs it. */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  exited: Promise<number | null>;
}

/** What the test harness adds to the production server (test-server.ts reads them from its command line). */
export interface TestServerOptions {
  /** Registers the test-only probe job (probe-job.ts), which logs its runs to this file. */
  jobProbeFile?: string;
}

/**
 * Spawns the server; `launcher` is a command the server runs under, such as
 * `unshare --pid --fork` (a PID namespace of its own, as in a container). The test-only options go on the command
 * line, not in the environment: only config.ts reads the environment, and a cluster primary forks its workers with
 * the same arguments, so every server process of the test gets them.
 */
function spawnServer(
  env: Record<string, string | undefined>,
  launcher: string[],
  options: TestServerOptions = {},
): ChildProcess {
  const serverArgs = options.jobProbeFile ? [`--job-probe-file=${options.jobProbeFile}`] : [];
  const [command, ...args] = [...launcher, process.execPath, ...serverCommand(), ...serverArgs];
  return spawn(command!, args, { env, stdio: ["ignore", "pipe", "pipe"] });
}

/** Starts the server on a data folder; resolves once /api/health answers, or rejects with its output. */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 30_000,
  launcher: string[] = [],
  options: TestServerOptions = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawnServer(
    { ...inheritedEnv(), HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "info", NODE_ENV: "test", ...env },
    launcher,
    options,
  );
  let out = "";
  child.stdout?.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const proc = { child, url, output: () => out, exited };
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void exited.then(() => (gone = true));
  while (Date.now() < deadline && !gone) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return proc;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not become healthy:\n${out}`);
}

/** Starts a process that is expected to fail at start-up; resolves with its exit code and output. */
export async function runFailingServer(
  env: Record<string, string>,
  launcher: string[] = [],
): Promise<{ code: number | null; output: string }> {
  const child = spawnServer({ ...inheritedEnv(), HOST: "127.0.0.1", NODE_ENV: "test", ...env }, launcher);
  let out = "";
  child.stdout?.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (out += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { code, output: out };
}

/** Sends `signal` (SIGTERM by default) unless the process has already exited; resolves with its exit code. */
export async function stopServerProcess(
  proc: ServerProcess,
  signal: NodeJS.Signals = "SIGTERM",
): Promise<number | null> {
  if (proc.child.exitCode === null && proc.child.signalCode === null) proc.child.kill(signal);
  return proc.exited;
}

/** Resolves once the process's output matches `pattern` (checked every 50 ms), or rejects with the output. */
export async function waitForOutput(
  proc: ServerProcess,
  pattern: RegExp,
  timeoutMs = 30_000,
): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = proc.output().match(pattern);
    if (match) return match;
    if (Date.now() > deadline)
      throw new Error(`no output matching ${pattern} within ${timeoutMs} ms:\n${proc.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
