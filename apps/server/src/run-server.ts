import cluster from "node:cluster";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pino from "pino";
import { buildApp, type AppExtension } from "./app";
import { runPrimary } from "./cluster";
import { ConfigError, loadConfig, type Config } from "./config";
import { DataDirLockedError, lockDataDir, resolveSecret } from "./data-dir";
import { describePrivacyChange, makeDataDirPrivate } from "./data-dir-lock.mjs";
import { customLogLevels } from "./logger";

// The built web app sits beside the server in the repository: apps/web/dist.
function defaultWebDistDir(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const candidate of [path.resolve(here, "../../web/dist"), path.resolve(here, "../../../apps/web/dist")]) {
    if (fs.existsSync(path.join(candidate, "index.html"))) return candidate;
  }
  return undefined;
}

/** A repeated stop signal within this time is the same request, not an impatient second one. */
const repeatSignalGraceMs = 1000;

function fail(message: string): never {
  process.stderr.write(`\nFoliocraft cannot start:\n${message}\n\n`);
  process.exit(1);
}

/** Narrows an older, more open DATA_DIR to its owner; returns the log line when it changed anything. */
function makePrivate(dataDir: string): string[] {
  const change = makeDataDirPrivate(dataDir);
  return change ? [describePrivacyChange(dataDir, change)] : [];
}

export interface RunServerOptions {
  /** The file this process was started from; a cluster's workers run it again. */
  entry: string;
  /** Test harness additions (testing/test-server.ts); the production entry passes none. */
  extensions?: AppExtension[];
}

async function main({ entry, extensions = [] }: RunServerOptions): Promise<void> {
  // Before anything is opened: every file this process creates (the database, its write-ahead log holding live
  // session tokens, the secret, backups) is its owner's alone, whatever umask the container or shell set.
  process.umask(0o077);
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
  if (cluster.isWorker) return serve({ ...config, workerId: cluster.worker?.id }, extensions);

  const workers = config.workers ?? 1;
  if (workers <= 1) return serve(config, extensions);
  if (!config.databaseUrl) {
    // PGlite is one process's database (it has no lock between processes; data-dir.ts refuses a second opener).
    // Serving it to workers through a socket would funnel every query through one connection in this process
    // anyway, so several processes would add overhead, not throughput: one process it is, and the log says why.
    return serve(config, extensions, [
      `WORKERS=${workers} is ignored: the embedded database can be opened by one process only, so this runs one ` +
        "server process. Set DATABASE_URL (PostgreSQL) to run several.",
    ]);
  }
  const log = pino({ level: config.logLevel, customLevels: customLogLevels });
  for (const note of makePrivate(config.dataDir)) log.warn(note);
  // Resolved once here, so every worker reads the same generated secret instead of racing to create one.
  resolveSecret(config.dataDir, config.secret);
  runPrimary({
    workers,
    exec: fileURLToPath(entry),
    log,
    readyMessage: `Foliocraft ${config.isProduction ? "" : "(development) "}is ready at ${config.publicUrl} with ${workers} server processes (database: postgres)`,
  });
}

/** Runs one server in this process: the whole app when WORKERS=1, or one worker of the cluster. */
async function serve(config: Config, extensions: AppExtension[], notes: string[] = []): Promise<void> {
  let releaseLock = (): void => undefined;
  if (!config.databaseUrl) {
    try {
      releaseLock = lockDataDir(config.dataDir);
    } catch (err) {
      if (err instanceof DataDirLockedError) fail(err.message);
      throw err;
    }
  }
  // Under the lock, so no other server is writing the files being narrowed; a cluster's primary did it already.
  const privacyNotes = cluster.isWorker ? [] : makePrivate(config.dataDir);

  const resolved: Config = {
    ...config,
    secret: resolveSecret(config.dataDir, config.secret),
    webDistDir: config.webDistDir ?? defaultWebDistDir(),
  };

  const app = await buildApp(resolved, { extensions }).catch((err: unknown) => {
    releaseLock();
    throw err;
  });

  let stoppingSince: number | undefined;
  const shutdown = (signal: string) => {
    if (stoppingSince !== undefined) {
      // The same stop often arrives twice at once (a process group's signal plus the cluster primary's, or
      // `timeout`'s): only a second signal a moment later is a person asking for "now".
      if (Date.now() - stoppingSince < repeatSignalGraceMs) return;
      // A second Ctrl-C means "now".
      app.log.warn(`${signal} again: exiting immediately`);
      releaseLock();
      process.exit(1);
    }
    stoppingSince = Date.now();
    app.log.info(`${signal} received: finishing in-flight requests, then closing the database`);
    // Stop accepting, let in-flight requests finish, close the database (onClose hook), then release the folder.
    app
      .close()
      .then(() => {
        releaseLock();
        process.exit(0);
      })
      .catch((err: unknown) => {
        app.log.error({ err }, "shutdown failed");
        releaseLock();
        process.exit(1);
      });
  };
  // A worker's stop comes from the primary (SIGTERM). Ctrl-C in a terminal reaches every process of the group;
  // the primary turns it into that one SIGTERM, so a worker ignoring SIGINT is not told twice ("now").
  process.on("SIGINT", () => (cluster.isWorker ? undefined : shutdown("SIGINT")));
  process.on("SIGTERM", () => shutdown("SIGTERM"));

  try {
    await app.listen({ port: resolved.port, host: resolved.host });
  } catch (err) {
    releaseLock();
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "EADDRINUSE") fail(`Port ${resolved.port} is already in use. Set PORT to another port.`);
    throw err;
  }
  for (const note of notes) app.log.info(note);
  for (const note of privacyNotes) app.log.warn(note);
  if (cluster.isWorker) return; // The primary announces the server once every worker listens.
  app.log.info(
    `Foliocraft ${resolved.isProduction ? "" : "(development) "}is ready at ${resolved.publicUrl} ` +
      `(database: ${app.database.kind}${app.database.kind === "pglite" ? ` in ${resolved.dataDir}` : ""}` +
      `${resolved.webDistDir ? "" : "; web app not built: API only"})`,
  );
}

/** Starts Foliocraft in this process (a cluster's primary, a worker, or the one server); exits on failure. */
export function runServer(options: RunServerOptions): void {
  main(options).catch((err: unknown) => {
    process.stderr.write(
      `\nFoliocraft failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
    process.exit(1);
  });
}
