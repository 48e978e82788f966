// npm run migrate:to-postgres -- <postgres://…>: copies every row of every table of the embedded database
// (DATA_DIR) into a PostgreSQL database. Stop the server first. Runs the app's migrations on PostgreSQL, copies the
// tables parents-first (foreign keys) in one transaction, compares each table's row count and content checksum on
// both sides before committing, and prints them. The target must not hold Foliocraft data yet.
import path from "node:path";
import { fileURLToPath } from "node:url";
import fs from "node:fs";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { privatePgliteOptions } from "../apps/server/src/db/private-nodefs.mjs";
import { fail, lockDataDirOrFail, pgliteDir } from "./embedded-db.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const migrationsFolder = path.join(root, "apps/server/drizzle");
const targetUrl = process.argv[2];
if (!targetUrl || !/^postgres(ql)?:\/\//.test(targetUrl)) {
  fail("Usage: npm run migrate:to-postgres -- postgres://user:password@host:5432/database");
}
if (!fs.existsSync(path.join(pgliteDir, "PG_VERSION"))) fail(`There is no embedded database in ${pgliteDir}.`);
const release = lockDataDirOrFail("Stop it, then move the data.");

const q = (name) => `"${name.replaceAll('"', '""')}"`;
// Per-row md5 of the row's text form, sorted, hashed again: equal on both sides exactly when the rows are equal,
// whatever order they come in. UTC and ISO dates so both servers print values alike.
const checksumSql = (table) =>
  `select count(*)::int as rows, coalesce(md5(string_agg(h, ',' order by h)), '') as checksum
     from (select md5(t::text) as h from ${q(table)} t) x`;

const source = await PGlite.create(privatePgliteOptions(pgliteDir));
const pool = new pg.Pool({ connectionString: targetUrl, max: 1 });
let exitCode = 0;
try {
  await source.exec("set timezone = 'UTC'; set datestyle = 'ISO, YMD'");
  // Both sides on the same schema version: the source is brought up to date first, then the target.
  await migratePglite(drizzlePglite(source), { migrationsFolder });
  await migratePg(drizzlePg(pool), { migrationsFolder });

  // Every table of the app (schema public), parents before children.
  const tables = (
    await source.query(
      `select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).rows.map((r) => r.name);
  const edges = (
    await source.query(
      `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent from pg_constraint c
        where c.contype = 'f' and c.connamespace = 'public'::regnamespace and c.conrelid <> c.confrelid`,
    )
  ).rows.map((r) => ({ child: r.child.replaceAll('"', ""), parent: r.parent.replaceAll('"', "") }));
  const ordered = [];
  const pending = new Set(tables);
  while (pending.size > 0) {
    const ready = [...pending].filter((t) => !edges.some((e) => e.child === t && pending.has(e.parent)));
    if (ready.length === 0) throw new Error(`circular foreign keys between ${[...pending].join(", ")}`);
    for (const t of ready) {
      ordered.push(t);
      pending.delete(t);
    }
  }

  const client = await pool.connect();
  try {
    await client.query("begin");
    await client.query("set local timezone = 'UTC'; set local datestyle = 'ISO, YMD'");
    for (const table of ordered) {
      const { rows } = await client.query(`select exists (select 1 from ${q(table)}) as filled`);
      if (rows[0].filled) {
        throw new Error(`the target database already holds data (table ${table}); use an empty database`);
      }
    }
    const report = [];
    for (const table of ordered) {
      const columns = (
        await source.query(
          `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type from pg_attribute a
            where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
            order by a.attnum`,
          [q(table)],
        )
      ).rows;
      const names = columns.map((c) => q(c.name)).join(", ");
      // Every value travels as its text form and is cast back to its column type: exact for every type (bytea,
      // jsonb, arrays, timestamps), with no guessing by a driver.
      const selectList = columns.map((c) => `${q(c.name)}::text`).join(", ");
      const batch = 100;
      for (let offset = 0; ; offset += batch) {
        const { rows } = await source.query(
          `select ${selectList} from ${q(table)} t order by t::text limit ${batch} offset ${offset}`,
          [],
          { rowMode: "array" },
        );
        if (rows.length === 0) break;
        const values = [];
        const tuples = rows.map((row) => {
          const placeholders = row.map((value, i) => {
            values.push(value);
            return `$${values.length}::${columns[i].type}`;
          });
          return `(${placeholders.join(", ")})`;
        });
        await client.query(`insert into ${q(table)} (${names}) values ${tuples.join(", ")}`, values);
        if (rows.length < batch) break;
      }
      // Sequences behind serial/identity columns continue after the copied rows.
      const seqs = await client.query(
        `select a.attname as name, pg_get_serial_sequence($1, a.attname) as seq from pg_attribute a
          where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped
            and pg_get_serial_sequence($1, a.attname) is not null`,
        [q(table)],
      );
      for (const { name, seq } of seqs.rows) {
        await client.query(`select setval($1, coalesce((select max(${q(name)}) from ${q(table)}), 0) + 1, false)`, [
          seq,
        ]);
      }
      const [from] = (await source.query(checksumSql(table))).rows;
      const [to] = (await client.query(checksumSql(table))).rows;
      report.push({ table, from, to, ok: from.rows === to.rows && from.checksum === to.checksum });
    }
    const width = Math.max(...report.map((r) => r.table.length));
    console.log(`${"table".padEnd(width)}  ${"rows".padStart(8)}  checksum (md5 of sorted row hashes)`);
    for (const r of report) {
      console.log(
        `${r.table.padEnd(width)}  ${String(r.to.rows).padStart(8)}  ${r.to.checksum || "(empty)"}` +
          (r.ok ? "" : `   MISMATCH: embedded has ${r.from.rows} rows, ${r.from.checksum}`),
      );
    }
    if (report.some((r) => !r.ok)) throw new Error("the copy differs from the embedded database; nothing was kept");
    await client.query("commit");
    const total = report.reduce((n, r) => n + r.to.rows, 0);
    console.log(`\nCopied ${total} rows in ${report.length} tables; counts and checksums match.`);

    const waiting = await source
      .query(
        `select name, count(*)::int as n from pgboss.job
          where state in ('created', 'retry', 'active') and name not like '__pgboss%' group by name`,
      )
      .then((r) => r.rows)
      .catch(() => []);
    if (waiting.length > 0) {
      console.log(
        `Background jobs still waiting in the embedded queue were not moved: ` +
          `${waiting.map((w) => `${w.name} ${w.n}`).join(", ")}. E-mails among them stay in the admin outbox.`,
      );
    }
    console.log(`Next: start the server with DATABASE_URL=${targetUrl.replace(/:[^:@/]*@/, ":***@")}`);
  } catch (err) {
    await client.query("rollback").catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
} catch (err) {
  process.stderr.write(`\nThe move to PostgreSQL failed: ${err.message}\n\n`);
  exitCode = 1;
} finally {
  await source.close();
  await pool.end();
  release();
}
process.exit(exitCode);
