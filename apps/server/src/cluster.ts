import cluster, { type Worker } from "node:cluster";
import type { Logger } from "pino";

/**
 * Delay before replacing a worker that crashed, by how many times in a row it crashed soon after starting:
 * 1 s, 2 s, 4 s … at most 30 s, so a fault that kills every new worker does not spin the CPU.
 */
export function restartDelayMs(crashesInARow: number): number {
  return Math.min(1000 * 2 ** Math.max(0, crashesInARow - 1), 30_000);
}

/** How the supervisor behaves; every field but the first three has a production default. */
export interface SupervisorOptions {
  workers: number;
  /** The module each worker runs (this server's entry). */
  exec: string;
  log: Pick<Logger, "info" | "warn" | "error">;
  /** Printed once every worker is listening. */
  readyMessage: string;
  /** A worker that ran this long before crashing starts the backoff again from 1 s. */
  stableAfterMs?: number;
  /** How long workers get to finish in-flight requests at shutdown before they are killed. */
  shutdownTimeoutMs?: number;
}

/**
 * The cluster primary (WORKERS > 1): it serves no request itself. It forks the workers, which share the listening
 * port (Node's cluster hands connections out in turn), replaces a crashed worker after a backoff, and on SIGTERM or
 * SIGINT asks every worker to finish its in-flight requests and exits once they all have (a second signal kills
 * them at once). If every worker fails before the first one is listening (a bad database URL, a port in use), the
 * start has failed: the primary exits 1 rather than retrying forever; the workers have printed why.
 */
export function runPrimary(options: SupervisorOptions): void {
  const { log } = options;
  const stableAfterMs = options.stableAfterMs ?? 60_000;
  const shutdownTimeoutMs = options.shutdownTimeoutMs ?? 30_000;
  const startedAt = new Map<Worker, number>();
  const restartTimers = new Set<NodeJS.Timeout>();
  const listening = new Set<Worker>();
  let crashesInARow = 0;
  let up = false; // some worker has listened: the server has started
  let announced = false;
  let stopping = false;

  cluster.setupPrimary({ exec: options.exec });

  const fork = (): Worker => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    return worker;
  };

  cluster.on("listening", (worker) => {
    log.info({ worker: worker.id, workerPid: worker.process.pid }, `worker ${worker.id} is listening`);
    listening.add(worker);
    up = true;
    if (!announced && listening.size === options.workers) {
      announced = true;
      log.info(options.readyMessage);
    }
  });

  cluster.on("exit", (worker, code, signal) => {
    const ranMs = Date.now() - (startedAt.get(worker) ?? Date.now());
    startedAt.delete(worker);
    listening.delete(worker);
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (stopping) {
      log.info({ worker: worker.id, workerPid: worker.process.pid }, `worker ${worker.id} stopped (${how})`);
      if (startedAt.size === 0) {
        log.info("every worker has stopped: exiting");
        process.exit(0);
      }
      return;
    }
    if (!up && startedAt.size === 0) {
      log.error(`every worker exited before the server was ready (last: worker ${worker.id}, ${how}): not starting`);
      process.exit(1);
    }
    crashesInARow = ranMs >= stableAfterMs ? 1 : crashesInARow + 1;
    const delay = restartDelayMs(crashesInARow);
    log.error(
      { worker: worker.id, workerPid: worker.process.pid, code, signal },
      `worker ${worker.id} exited unexpectedly (${how}) after ${Math.round(ranMs / 1000)} s; ` +
        `starting a replacement in ${delay / 1000} s`,
    );
    const timer = setTimeout(() => {
      restartTimers.delete(timer);
      if (stopping) return;
      const replacement = fork();
      log.info({ worker: replacement.id }, `worker ${replacement.id} started, replacing worker ${worker.id}`);
    }, delay);
    restartTimers.add(timer);
  });

  let stoppingSince = 0;
  const shutdown = (signal: string) => {
    if (stopping) {
      // A process group's signal and a direct one often arrive together: only a later one means "now".
      if (Date.now() - stoppingSince < 1000) return;
      log.warn(`${signal} again: killing the workers now`);
      for (const worker of startedAt.keys()) worker.process.kill("SIGKILL");
      process.exit(1);
    }
    stopping = true;
    stoppingSince = Date.now();
    for (const timer of restartTimers) clearTimeout(timer);
    log.info(`${signal} received: each worker finishes its in-flight requests, then stops`);
    if (startedAt.size === 0) process.exit(0);
    for (const worker of startedAt.keys()) worker.process.kill("SIGTERM");
    setTimeout(() => {
      log.error(`workers still running after ${shutdownTimeoutMs / 1000} s: killing them`);
      for (const worker of startedAt.keys()) worker.process.kill("SIGKILL");
      process.exit(1);
    }, shutdownTimeoutMs).unref();
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));

  log.info(`starting ${options.workers} server processes (WORKERS=${options.workers})`);
  for (let i = 0; i < options.workers; i++) fork();
}
