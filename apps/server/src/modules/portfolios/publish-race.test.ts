import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { and, eq, isNotNull } from "drizzle-orm";
import pg from "pg";
import { nearEmptyPortfolioFixture } from "@foliocraft/schemas";
import { portfolios } from "../../db/schema";
import { createTestApp } from "../../testing/test-app";
import { testDatabaseKind } from "../../testing/test-env";
import { signUpTestUser, type TestUser } from "../../testing/test-users";

// Issue 18: two publishes of one owner's portfolios at the same moment. The partial unique index allows one
// published portfolio per user, so the transaction that commits second loses: it must be a 409 `aborted` the web
// can explain, never a 500.
let app: FastifyInstance;
let close: () => Promise<void>;
let databaseUrl: string | undefined;

beforeAll(async () => {
  let config;
  ({ app, close, config } = await createTestApp());
  databaseUrl = config.databaseUrl;
});
afterAll(() => close());

const publish = (user: TestUser, id: string) =>
  app.inject({ method: "POST", url: `/api/portfolios/${id}/publish`, headers: { cookie: user.cookie } });

async function ownerWithTwoPortfolios() {
  const user = await signUpTestUser(app);
  const username = `race-${user.userId.slice(0, 8).toLowerCase()}`;
  const named = await app.inject({
    method: "PUT",
    url: "/api/profile/username",
    headers: { cookie: user.cookie },
    payload: { username },
  });
  expect(named.statusCode).toBe(200);
  const ids: string[] = [];
  for (const name of ["First", "Second"]) {
    const res = await app.inject({
      method: "POST",
      url: "/api/portfolios",
      headers: { cookie: user.cookie },
      payload: { name, content: nearEmptyPortfolioFixture() },
    });
    expect(res.statusCode).toBe(201);
    ids.push((res.json() as { id: string }).id);
  }
  return { user, ids: ids as [string, string] };
}

async function publishedIds(userId: string): Promise<string[]> {
  const rows = await app.database.db
    .select({ id: portfolios.id })
    .from(portfolios)
    .where(and(eq(portfolios.userId, userId), isNotNull(portfolios.publishedAt)));
  return rows.map((r) => r.id);
}

describe("two publishes at the same moment", () => {
  it("answers each one 200 or 409 aborted (never 500) and leaves exactly one portfolio published", async () => {
    const { user, ids } = await ownerWithTwoPortfolios();
    const answers = await Promise.all(ids.map((id) => publish(user, id)));
    for (const res of answers) {
      expect([200, 409], res.body).toContain(res.statusCode);
      if (res.statusCode === 409) {
        expect(res.json().error).toMatchObject({ code: "aborted", messageId: "publishedAtTheSameTime" });
      }
    }
    const live = await publishedIds(user.userId);
    expect(live).toHaveLength(1);
    // The live one is one whose publish was acknowledged.
    expect(answers[ids.indexOf(live[0]!)]?.statusCode).toBe(200);
  });

  it.skipIf(testDatabaseKind() !== "postgres")(
    "on PostgreSQL, two transactions truly interleaved: the second to commit gets 409 with a clear message",
    async () => {
      const { user, ids } = await ownerWithTwoPortfolios();
      // Hold both rows so each publish runs its first statement (nothing else is published) and then waits on
      // its own row; releasing them lets both set published_at, and the unique index lets one commit.
      const holder = new pg.Client({ connectionString: databaseUrl });
      await holder.connect();
      try {
        await holder.query("begin");
        await holder.query("select id from portfolios where id = any($1::text[]) for update", [ids]);
        const answers = Promise.all(ids.map((id) => publish(user, id)));
        // Wait for the state (both publishes blocked on the held rows), not for a fixed time.
        for (let waiting = 0; waiting < 2;) {
          // Inside a transaction pg_stat_activity is a snapshot taken at first use: refresh it on every look.
          await holder.query("select pg_stat_clear_snapshot()");
          const { rows } = await holder.query<{ n: number }>(
            "select count(*)::int as n from pg_stat_activity where pg_backend_pid() = any(pg_blocking_pids(pid))",
          );
          waiting = rows[0]?.n ?? 0;
          if (waiting < 2) await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await holder.query("commit");
        const statuses = (await answers).map((r) => r.statusCode).sort();
        expect(statuses).toEqual([200, 409]);
        const lost = (await answers).find((r) => r.statusCode === 409)!;
        expect(lost.json().error).toEqual({
          code: "aborted",
          message:
            "Another of your portfolios was published at the same moment. Reload to see which one is live, then publish again.",
          messageId: "publishedAtTheSameTime",
        });
        const winner = (await answers).findIndex((r) => r.statusCode === 200);
        expect(await publishedIds(user.userId)).toEqual([ids[winner]]);
      } finally {
        await holder.end();
      }
    },
  );
});
