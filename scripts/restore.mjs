// npm run restore -- <backup.tar.gz>: replaces the embedded database with a backup made by `npm run backup`.
// Refuses while a server runs on DATA_DIR; the current database folder is kept aside (pglite.before-restore-<time>)
// and put back if the backup cannot be opened.
import fs from "node:fs";
import path from "node:path";
import { fail, lockDataDirOrFail, pgliteDir, timestamp } from "./embedded-db.mjs";

if (process.env.DATABASE_URL) {
  fail("DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/deployment.md, Backups).");
}
const file = process.argv[2];
if (!file) fail("Usage: npm run restore -- <backup.tar.gz>");
const archive = path.resolve(file);
if (!fs.existsSync(archive)) fail(`${archive} does not exist.`);
const release = lockDataDirOrFail("Stop it, then restore.");
const keptAside = fs.existsSync(pgliteDir) ? `${pgliteDir}.before-restore-${timestamp()}` : undefined;
if (keptAside) fs.renameSync(pgliteDir, keptAside);
try {
  const { PGlite } = await import("@electric-sql/pglite");
  const { privatePgliteOptions } = await import("../apps/server/src/db/private-nodefs.mjs");
  const db = await PGlite.create({
    ...privatePgliteOptions(pgliteDir),
    loadDataDir: new Blob([fs.readFileSync(archive)]),
  });
  try {
    // Opening replays the copy's log; a query proves the result is a working database.
    const { rows } = await db.query(
      "select count(*)::int as tables from information_schema.tables where table_schema = 'public'",
    );
    console.log(`Restored ${archive} (${rows[0].tables} tables) into ${pgliteDir}.`);
  } finally {
    await db.close();
  }
} catch (err) {
  fs.rmSync(pgliteDir, { recursive: true, force: true });
  if (keptAside) fs.renameSync(keptAside, pgliteDir);
  release();
  fail(`The backup could not be restored (${err.message}); the database was left as it was.`);
}
release();
if (keptAside) console.log(`The previous database is kept in ${keptAside} (delete it when you no longer need it).`);
