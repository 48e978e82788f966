import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app";
import { ConfigError, loadConfig, type Config } from "./config";
import { DataDirLockedError, lockDataDir, resolveSecret } from "./data-dir";

// The built web app sits beside the server in the repository: apps/web/dist.
function defaultWebDistDir(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const candidate of [path.resolve(here, "../../web/dist"), path.resolve(here, "../../../apps/web/dist")]) {
    if (fs.existsSync(path.join(candidate, "index.html"))) return candidate;
  }
  return undefined;
}

function fail(message: string): never {
  process.stderr.write(`\nFoliocraft cannot start:\n${message}\n\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }

  let releaseLock = (): void => undefined;
  if (!config.databaseUrl) {
    try {
      releaseLock = lockDataDir(config.dataDir);
    } catch (err) {
      if (err instanceof DataDirLockedError) fail(err.message);
      throw err;
    }
  }

  const resolved: Config = {
    ...config,
    secret: resolveSecret(config.dataDir, config.secret),
    webDistDir: config.webDistDir ?? defaultWebDistDir(),
  };

  const app = await buildApp(resolved).catch((err: unknown) => {
    releaseLock();
    throw err;
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) {
      // A second Ctrl-C means "now".
      app.log.warn(`${signal} again: exiting immediately`);
      releaseLock();
      process.exit(1);
    }
    stopping = true;
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
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));

  try {
    await app.listen({ port: resolved.port, host: resolved.host });
  } catch (err) {
    releaseLock();
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "EADDRINUSE") fail(`Port ${resolved.port} is already in use. Set PORT to another port.`);
    throw err;
  }
  app.log.info(
    `Foliocraft ${resolved.isProduction ? "" : "(development) "}is ready at ${resolved.publicUrl} ` +
      `(database: ${app.database.kind}${app.database.kind === "pglite" ? ` in ${resolved.dataDir}` : ""}` +
      `${resolved.webDistDir ? "" : "; web app not built: API only"})`,
  );
}

main().catch((err: unknown) => {
  process.stderr.write(
    `\nFoliocraft failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
