import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { sql } from "drizzle-orm";
import net from "node:net";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../testing/server-process";
import { isDatabaseUnreachable, isUniqueViolation } from "./database-errors";

// One embedded database for the file (opening one takes seconds on a busy machine).
const lite = new PGlite();
const db = drizzle(lite);
afterAll(() => lite.close());

// Real errors from the drivers, not hand-made objects: the classification must match what they actually throw.
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error("expected a rejection");
    },
    (err: unknown) => err,
  );
}

describe("isDatabaseUnreachable", () => {
  it("recognises a refused connection and a pool's connect timeout", async () => {
    const port = await freePort();
    const refused = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${port}/x` });
    expect(isDatabaseUnreachable(await rejection(refused.query("select 1")))).toBe(true);
    await refused.end();

    // A listener that accepts TCP but never speaks PostgreSQL: the connect times out.
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const silentPort = (silent.address() as { port: number }).port;
    const slow = new pg.Pool({
      connectionString: `postgres://postgres@127.0.0.1:${silentPort}/x`,
      connectionTimeoutMillis: 200,
    });
    expect(isDatabaseUnreachable(await rejection(slow.query("select 1")))).toBe(true);
    await slow.end();
    silent.close();
  });

  it("recognises PostgreSQL's shutdown states and connection exceptions, also wrapped by Drizzle", () => {
    for (const code of ["57P01", "57P02", "57P03", "08006", "08001"]) {
      expect(isDatabaseUnreachable(Object.assign(new Error("x"), { code })), code).toBe(true);
    }
    const terminated = new Error("Connection terminated unexpectedly");
    expect(isDatabaseUnreachable(new Error("Failed query: select 1", { cause: terminated }))).toBe(true);
    expect(isDatabaseUnreachable(new AggregateError([Object.assign(new Error("x"), { code: "ECONNREFUSED" })]))).toBe(
      true,
    );
  });

  it("does not mistake a bad query or a constraint for an outage", async () => {
    const syntax = await rejection(db.execute(sql`selec 1`));
    expect(isDatabaseUnreachable(syntax)).toBe(false);
    expect(isDatabaseUnreachable(new Error("Portfolio not found"))).toBe(false);
  });
});

describe("isUniqueViolation", () => {
  it("recognises 23505 from the driver, through Drizzle's wrapper, and nothing else", async () => {
    await db.execute(sql`create table t (k text primary key)`);
    await db.execute(sql`insert into t values ('a')`);
    const duplicate = await rejection(db.execute(sql`insert into t values ('a')`));
    expect(isUniqueViolation(duplicate)).toBe(true);
    expect(isDatabaseUnreachable(duplicate)).toBe(false);
    const notNull = await rejection(db.execute(sql`insert into t values (null)`));
    expect(isUniqueViolation(notNull)).toBe(false);
  });
});
