import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { buildApp } from "../../app";
import { analyticsDaily, analyticsSalts, analyticsVisitors } from "../../db/schema";
import { createTestApp, createTestDatabase, testConfig } from "../../testing/test-app";
import { insertPortfolio, insertUser } from "../../testing/portfolio-factory";
import { createAnalyticsRepository } from "./repository";
import { createViewRecorder, type CountedEvent } from "./view-recorder";

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
});
afterAll(() => close());

const ua = "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0";
const event = (username: string, at: string, address: string, kind: CountedEvent["kind"] = "view"): CountedEvent => ({
  username,
  kind,
  source: "server",
  at: new Date(at),
  address,
  referrerDomain: undefined,
  device: "desktop",
});

/** A recorder on the test database whose clock the test sets; the timer is off (the test flushes). */
function recorderAt(clock: { now: string }) {
  return createViewRecorder({
    repository: createAnalyticsRepository(app.database.db),
    log: app.log,
    flushIntervalMs: 0,
    now: () => new Date(clock.now),
  });
}

async function published(username: string) {
  const userId = await insertUser(app.database.db, { username });
  return insertPortfolio(app.database.db, userId, { published: true });
}

const days = (portfolioId: string) =>
  app.database.db
    .select({ day: analyticsDaily.day, views: analyticsDaily.views, uniques: analyticsDaily.uniques })
    .from(analyticsDaily)
    .where(eq(analyticsDaily.portfolioId, portfolioId))
    .orderBy(analyticsDaily.day);

describe("unique visitors by a daily salt", () => {
  it("counts a visitor once a day, again the next day, and forgets the salt and hashes of older days", async () => {
    const portfolioId = await published("salted");
    const other = await published("salted-other");
    const clock = { now: "2030-01-01T10:00:00Z" };
    const recorder = recorderAt(clock);

    recorder.record(event("salted", "2030-01-01T09:00:00Z", "198.51.100.7"));
    recorder.record(event("salted", "2030-01-01T09:30:00Z", "198.51.100.7"));
    recorder.record(event("salted", "2030-01-01T09:40:00Z", "198.51.100.8"));
    // The same person on another portfolio is another portfolio's visitor: hashes include the portfolio.
    recorder.record(event("salted-other", "2030-01-01T09:45:00Z", "198.51.100.7"));
    await recorder.flush();
    // A later batch of the same day: the stored hash recognises the visitor.
    recorder.record(event("salted", "2030-01-01T11:00:00Z", "198.51.100.7"));
    await recorder.flush();

    clock.now = "2030-01-02T08:00:00Z";
    recorder.record(event("salted", "2030-01-02T07:59:00Z", "198.51.100.7"));
    await recorder.flush();
    expect(await days(portfolioId)).toEqual([
      { day: "2030-01-01", views: 4, uniques: 2 },
      { day: "2030-01-02", views: 1, uniques: 1 },
    ]);
    expect(await days(other)).toEqual([{ day: "2030-01-01", views: 1, uniques: 1 }]);

    const salts = await app.database.db.select().from(analyticsSalts);
    const byDay = new Map(salts.map((s) => [s.day, s.salt]));
    expect(byDay.get("2030-01-01")).toBeDefined();
    expect(byDay.get("2030-01-02")).toBeDefined();
    expect(byDay.get("2030-01-01")).not.toBe(byDay.get("2030-01-02"));
    const hashes = await app.database.db
      .select()
      .from(analyticsVisitors)
      .where(eq(analyticsVisitors.portfolioId, portfolioId));
    // The same person's hash differs from one day to the next: days cannot be linked.
    const [day1] = hashes.filter((h) => h.day === "2030-01-01");
    const [day2] = hashes.filter((h) => h.day === "2030-01-02");
    expect(day1?.hash).not.toBe(day2?.hash);

    // Two days later, yesterday's salt is kept (late events) and everything older is gone.
    clock.now = "2030-01-03T00:00:05Z";
    recorder.record(event("salted", "2030-01-03T00:00:01Z", "198.51.100.9"));
    await recorder.flush();
    expect((await app.database.db.select().from(analyticsSalts)).map((s) => s.day).sort()).toEqual([
      "2030-01-02",
      "2030-01-03",
    ]);
    const left = await app.database.db.select({ day: analyticsVisitors.day }).from(analyticsVisitors);
    expect(left.every((r) => r.day >= "2030-01-02")).toBe(true);
    // The daily counts themselves stay.
    expect((await days(portfolioId)).map((d) => d.day)).toEqual(["2030-01-01", "2030-01-02", "2030-01-03"]);
    await recorder.close();
  });

  it("two servers agree on the salt: a visitor seen by both is one unique visitor", async () => {
    const portfolioId = await published("two-servers");
    const clock = { now: "2030-02-01T12:00:00Z" };
    const a = recorderAt(clock);
    const b = recorderAt(clock);
    a.record(event("two-servers", "2030-02-01T11:00:00Z", "192.0.2.44"));
    b.record(event("two-servers", "2030-02-01T11:00:01Z", "192.0.2.44"));
    await Promise.all([a.flush(), b.flush()]);
    expect(await days(portfolioId)).toEqual([{ day: "2030-02-01", views: 2, uniques: 1 }]);
    await Promise.all([a.close(), b.close()]);
  });

  it("keeps counts when a write fails and writes them with the next flush", async () => {
    const portfolioId = await published("retry-later");
    const repository = createAnalyticsRepository(app.database.db);
    let failNext = true;
    const flaky = {
      ...repository,
      add: async (batch: Parameters<typeof repository.add>[0]) => {
        if (failNext) {
          failNext = false;
          throw new Error("database briefly unavailable");
        }
        return repository.add(batch);
      },
    };
    const recorder = createViewRecorder({ repository: flaky, log: app.log, flushIntervalMs: 0 });
    const now = new Date().toISOString();
    recorder.record(event("retry-later", now, "192.0.2.50"));
    recorder.record(event("retry-later", now, "192.0.2.50", "resume"));
    await recorder.flush();
    expect(await days(portfolioId)).toEqual([]);
    await recorder.flush();
    const [row] = await app.database.db
      .select()
      .from(analyticsDaily)
      .where(eq(analyticsDaily.portfolioId, portfolioId));
    expect(row).toMatchObject({ views: 1, uniques: 1, resumeDownloads: 1 });
  });
});

describe("shutdown", () => {
  it("writes buffered views when the app closes, before the database closes", async () => {
    const db = await createTestDatabase();
    try {
      const first = await buildApp(testConfig(db));
      const userId = await insertUser(first.database.db, { username: "closing-time" });
      const portfolioId = await insertPortfolio(first.database.db, userId, { published: true });
      for (let i = 0; i < 3; i++) {
        const res = await first.inject({
          method: "GET",
          url: "/p/closing-time",
          headers: { "user-agent": ua },
          remoteAddress: `192.0.2.${i + 1}`,
        });
        expect(res.statusCode).toBe(200);
      }
      await first.close();

      const second = await buildApp(testConfig(db));
      const rows = await second.database.db
        .select()
        .from(analyticsDaily)
        .where(eq(analyticsDaily.portfolioId, portfolioId));
      await second.close();
      expect(rows.map((r) => [r.views, r.uniques])).toEqual([[3, 3]]);
    } finally {
      await db.drop();
    }
  });
});
