// npm run backup [-- <file.tar.gz>]: a consistent copy of the embedded database as a .tar.gz (default:
// ./backups/foliocraft-<timestamp>.tar.gz). While a server runs, that server makes the copy (PGlite cannot be
// opened by two processes; see apps/server/src/jobs/backup-requests.ts); otherwise the folder is opened here,
// under the data-folder lock. With DATABASE_URL, PostgreSQL is backed up with pg_dump (docs/deployment.md).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { dataDir, fail, pgliteDir, timestamp, tryLockDataDirForScript } from "./embedded-db.mjs";

if (process.env.DATABASE_URL) {
  fail(
    "DATABASE_URL is set: back up PostgreSQL with pg_dump, for example\n" +
      '  pg_dump --format=custom --file=foliocraft.dump "$DATABASE_URL"\n' +
      "(see docs/deployment.md, Backups). npm run backup copies the embedded database only.",
  );
}
if (!fs.existsSync(path.join(pgliteDir, "PG_VERSION"))) fail(`There is no embedded database in ${pgliteDir}.`);

const output = path.resolve(process.argv[2] ?? path.join("backups", `foliocraft-${timestamp()}.tar.gz`));
if (!output.endsWith(".tar.gz")) fail("The backup file name must end with .tar.gz");
if (fs.existsSync(output)) fail(`${output} already exists; choose another name.`);

const started = Date.now();
// Taking the lock is the test for a running server: if it is free, nothing else has the database open.
const lock = tryLockDataDirForScript();
if (lock.holder) {
  // Ask the running server, and wait for its answer.
  const dir = path.join(dataDir, "backup-requests");
  if (!fs.existsSync(dir)) fail(`The server (${lock.holder}) does not answer backup requests: is it up to date?`);
  const id = `${timestamp()}-${randomBytes(4).toString("hex")}`;
  const donePath = path.join(dir, `${id}.done.json`);
  // Written aside and renamed, so the server never reads half a request.
  fs.writeFileSync(path.join(dir, `${id}.tmp`), JSON.stringify({ output }));
  fs.renameSync(path.join(dir, `${id}.tmp`), path.join(dir, `${id}.json`));
  const deadline = Date.now() + 10 * 60_000;
  while (!fs.existsSync(donePath)) {
    if (Date.now() > deadline) fail("The running server did not make the backup within 10 minutes.");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const result = JSON.parse(fs.readFileSync(donePath, "utf8"));
  fs.rmSync(donePath, { force: true });
  if (!result.ok) fail(`The running server could not make the backup: ${result.error}`);
  console.log(`Backup made by the running server (${lock.holder}).`);
} else {
  const { PGlite } = await import("@electric-sql/pglite");
  const { privatePgliteOptions } = await import("../apps/server/src/db/private-nodefs.mjs");
  const db = await PGlite.create(privatePgliteOptions(pgliteDir));
  try {
    const archive = Buffer.from(await (await db.dumpDataDir("gzip")).arrayBuffer());
    fs.mkdirSync(path.dirname(output), { recursive: true, mode: 0o700 });
    fs.writeFileSync(`${output}.partial`, archive, { mode: 0o600 });
    fs.renameSync(`${output}.partial`, output);
  } finally {
    await db.close();
    lock.release();
  }
}
const bytes = fs.statSync(output).size;
console.log(`Backup written: ${output} (${(bytes / 1024 / 1024).toFixed(1)} MB, ${Date.now() - started} ms)`);
console.log(`Restore it with: npm run restore -- ${path.relative(process.cwd(), output) || output}`);
