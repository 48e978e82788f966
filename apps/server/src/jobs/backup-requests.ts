import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { FastifyBaseLogger } from "fastify";

/** Where `npm run backup` drops its requests while a server holds the data folder (scripts/backup.mjs). */
export function backupRequestsDir(dataDir: string): string {
  return path.join(dataDir, "backup-requests");
}

/**
 * Answers `npm run backup` while this server runs on the embedded database. PGlite cannot be opened by a second
 * process, so the copy has to come from the process that has it open: the script writes `<id>.json`
 * ({ "output": "/abs/file.tar.gz" }) into DATA_DIR/backup-requests, this server writes the archive and then
 * `<id>.done.json` ({ ok, bytes } or { ok: false, error }). The copy is PGlite's dumpDataDir, taken while no query
 * runs (it holds PGlite's query lock), after a CHECKPOINT: a crash-consistent snapshot that opens like a database
 * after a power cut, committed transactions in, unfinished ones rolled back. Only processes that can write into
 * DATA_DIR can ask, and they could read the database files anyway. Returns a function that stops watching.
 */
export function watchBackupRequests(deps: { dataDir: string; client: PGlite; log: FastifyBaseLogger }): () => void {
  const dir = backupRequestsDir(deps.dataDir);
  fs.mkdirSync(dir, { recursive: true });
  let queue = Promise.resolve();

  async function handle(file: string): Promise<void> {
    const id = file.slice(0, -".json".length);
    const working = path.join(dir, `${id}.working`);
    try {
      // Claim it (a rename is atomic): a second event for the same file finds it gone.
      fs.renameSync(path.join(dir, file), working);
    } catch {
      return;
    }
    let result: { ok: true; bytes: number } | { ok: false; error: string };
    try {
      const { output } = JSON.parse(fs.readFileSync(working, "utf8")) as { output?: unknown };
      if (typeof output !== "string" || !path.isAbsolute(output) || !output.endsWith(".tar.gz")) {
        throw new Error("the request must name an absolute .tar.gz output path");
      }
      await deps.client.exec("CHECKPOINT");
      const archive = Buffer.from(await (await deps.client.dumpDataDir("gzip")).arrayBuffer());
      fs.mkdirSync(path.dirname(output), { recursive: true, mode: 0o700 });
      // Written aside, then renamed: a reader never sees half an archive. The owner's alone, like the database.
      fs.writeFileSync(`${output}.partial`, archive, { mode: 0o600 });
      fs.renameSync(`${output}.partial`, output);
      result = { ok: true, bytes: archive.length };
      deps.log.info({ output, bytes: archive.length }, "backup written");
    } catch (err) {
      result = { ok: false, error: err instanceof Error ? err.message : String(err) };
      deps.log.error({ err }, "backup failed");
    }
    fs.writeFileSync(path.join(dir, `${id}.done.json`), JSON.stringify(result));
    fs.rmSync(working, { force: true });
  }

  const scan = () => {
    for (const file of fs.readdirSync(dir)) {
      if (!file.endsWith(".json") || file.endsWith(".done.json")) continue;
      queue = queue.then(() => handle(file));
    }
  };
  const watcher = fs.watch(dir, () => {
    try {
      scan();
    } catch (err) {
      deps.log.error({ err }, "backup request folder unreadable");
    }
  });
  // A request left from before this server started is answered now.
  scan();
  return async () => {
    watcher.close();
    await queue;
  };
}
