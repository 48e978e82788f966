import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { fullPortfolioFixture } from "@foliocraft/schemas";
import { pgliteDir } from "../db/client";
import { buildApp } from "../app";
import { createTestDatabase, testConfig, type TestDatabase } from "../testing/test-app";
import { insertAsset, insertPortfolio, updateProfile } from "../testing/portfolio-factory";
import { testDatabaseKind, testPostgresAdminUrl } from "../testing/test-env";
import { signUpTestUser } from "../testing/test-users";
import { runScript } from "./script-runner";

// `npm run migrate:to-postgres`: an embedded database filled through the app moves to the machine's PostgreSQL
// (a database of its own, dropped after) with every row. Runs once, in the PGlite suite (it needs both kinds).
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const checksumSql = (table: string) =>
  `select count(*)::int as rows, coalesce(md5(string_agg(h, ',' order by h)), '') as checksum
     from (select md5(t::text) as h from "${table}" t) x`;

async function newPostgresDatabase(): Promise<string> {
  const name = `foliocraft_move_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: testPostgresAdminUrl() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: testPostgresAdminUrl() });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  const url = new URL(testPostgresAdminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

describe.skipIf(testDatabaseKind() !== "pglite")("moving the embedded database to PostgreSQL", () => {
  it("copies every row of every table: counts and content checksums match", async () => {
    const db: TestDatabase = await createTestDatabase();
    cleanups.push(() => db.drop());
    // Real data through the app: accounts (users, sessions, profiles, verifications), e-mails, portfolios with
    // JSON content, a binary upload, contact messages, queued jobs.
    const app = await buildApp(testConfig(db));
    for (let i = 0; i < 3; i++) {
      const user = await signUpTestUser(app, `move-${i}@example.com`, `Mover ${i} “ü” 名前`);
      await updateProfile(app.database.db, user.userId, { username: `mover${i}` });
      await insertPortfolio(app.database.db, user.userId, { content: fullPortfolioFixture(), published: i === 0 });
    }
    await insertAsset(app.database.db, randomBytes(50_000), "application/pdf");
    await app.inject({
      method: "POST",
      url: "/api/contact-messages",
      payload: { name: "Line\nbreak", email: "c@example.com", subject: "Other", message: "Tab\there, quote ' and \\" },
    });
    await app.close();

    const target = await newPostgresDatabase();
    const run = await runScript("migrate-to-postgres.mjs", [target], { DATA_DIR: db.dataDir });
    expect(run.output).toContain("counts and checksums match");
    expect(run.code).toBe(0);

    // Checked here independently of the script: every table of the embedded database, same rows on PostgreSQL.
    const source = await PGlite.create(pgliteDir(db.dataDir));
    const pool = new pg.Pool({ connectionString: target, max: 1 });
    try {
      await source.exec("set timezone = 'UTC'");
      const tables = (
        await source.query<{ name: string }>(
          `select table_name as name from information_schema.tables
            where table_schema = 'public' and table_type = 'BASE TABLE'`,
        )
      ).rows.map((r) => r.name);
      expect(tables.length).toBeGreaterThan(15);
      let filled = 0;
      for (const table of tables) {
        const [from] = (await source.query<{ rows: number; checksum: string }>(checksumSql(table))).rows;
        const client = await pool.connect();
        try {
          await client.query("set timezone = 'UTC'");
          const [to] = (await client.query(checksumSql(table))).rows;
          expect({ table, ...to }).toEqual({ table, ...from });
        } finally {
          client.release();
        }
        if (from!.rows > 0) filled++;
        expect(run.output).toMatch(new RegExp(`^${table}\\s+${from!.rows}\\s`, "m"));
      }
      expect(filled).toBeGreaterThanOrEqual(8);
    } finally {
      await source.close();
      await pool.end();
    }

    // A second run finds the data already there and changes nothing.
    const again = await runScript("migrate-to-postgres.mjs", [target], { DATA_DIR: db.dataDir });
    expect(again.code).toBe(1);
    expect(again.output).toContain("the target database already holds data");
  }, 120_000);
});
