import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../db/client";
import { aiUsage, profiles, users } from "../../db/schema";
import { AppError } from "../../errors";
import { createTestDatabase, type TestDatabase } from "../../testing/test-app";
import { createProfileRepository } from "../accounts/profile-repository";
import { createAiQuota, nextUtcMidnight, utcDay } from "./quota";
import { createAiUsageRepository } from "./repository";

// The daily allowance on a real database, with a clock the test moves.

let testDb: TestDatabase;
let database: Database;
let clock = new Date("2026-03-01T10:00:00.000Z");
let quota: ReturnType<typeof createAiQuota>;
let serial = 0;

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = await openDatabase({ dataDir: testDb.dataDir, databaseUrl: testDb.databaseUrl });
  quota = createAiQuota({
    repository: createAiUsageRepository(database.db),
    profiles: createProfileRepository(database.db),
    now: () => clock,
  });
});
afterAll(async () => {
  await database.close();
  await testDb.drop();
});

async function newUser(plan?: Partial<typeof profiles.$inferInsert>): Promise<string> {
  serial += 1;
  const id = `user-${serial}`;
  await database.db.insert(users).values({ id, name: `User ${serial}`, email: `u${serial}@example.com` });
  if (plan) await database.db.insert(profiles).values({ userId: id, ...plan });
  return id;
}

async function takeError(userId: string): Promise<AppError> {
  const error = await quota.take(userId).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("AI quota", () => {
  it("gives a free user 5 writes a day, then 429 with the reset time and the upgrade", async () => {
    clock = new Date("2026-03-01T10:00:00.000Z");
    const userId = await newUser();
    for (let i = 1; i <= 5; i++) {
      const taken = await quota.take(userId);
      expect(taken.quota).toEqual({
        plan: "free",
        limit: 5,
        used: i,
        remaining: 5 - i,
        resetAt: "2026-03-02T00:00:00.000Z",
      });
    }
    const error = await takeError(userId);
    expect(error.code).toBe("resource-exhausted");
    expect(error.details).toEqual({
      reason: "ai-quota",
      plan: "free",
      limit: 5,
      resetAt: "2026-03-02T00:00:00.000Z",
      upgrade: true,
    });
    expect(error.message).toMatch(/upgrade to Pro for 200 a day/);
    expect(error).toMatchObject({ messageId: "aiQuotaFree", params: { limit: 5, proLimit: 200 } });
    expect((await quota.status(userId)).remaining).toBe(0);
  });

  it("starts again the next UTC day", async () => {
    clock = new Date("2026-03-05T23:59:00.000Z");
    const userId = await newUser();
    for (let i = 0; i < 5; i++) await quota.take(userId);
    await takeError(userId);
    clock = new Date("2026-03-06T00:00:01.000Z");
    expect((await quota.status(userId)).used).toBe(0);
    expect((await quota.take(userId)).quota).toMatchObject({
      used: 1,
      remaining: 4,
      resetAt: "2026-03-07T00:00:00.000Z",
    });
  });

  it("gives Pro (plan pro and premium) and admins 200 a day, and the free plan when Pro has run out", async () => {
    clock = new Date("2026-03-10T12:00:00.000Z");
    const pro = await newUser({ plan: "pro", isPremium: true, subscriptionEnd: new Date("2026-04-10T00:00:00Z") });
    expect((await quota.take(pro)).quota).toMatchObject({ plan: "pro", limit: 200, remaining: 199 });
    const admin = await newUser({ isAdmin: true });
    expect((await quota.take(admin)).quota).toMatchObject({ plan: "pro", limit: 200 });
    const lapsed = await newUser({ plan: "pro", isPremium: true, subscriptionEnd: new Date("2026-03-01T00:00:00Z") });
    expect((await quota.take(lapsed)).quota).toMatchObject({ plan: "free", limit: 5 });
    const notPaid = await newUser({ plan: "pro", isPremium: false });
    expect((await quota.take(notPaid)).quota.limit).toBe(5);
  });

  it("tells a Pro user who used all 200 when they come back, without an upgrade", async () => {
    clock = new Date("2026-03-11T08:00:00.000Z");
    const pro = await newUser({ plan: "pro", isPremium: true });
    await database.db.insert(aiUsage).values({ userId: pro, day: utcDay(clock), count: 200 });
    const error = await takeError(pro);
    expect(error.details).toMatchObject({ plan: "pro", limit: 200, upgrade: false });
    expect(error.message).not.toMatch(/upgrade/i);
    expect(error).toMatchObject({ messageId: "aiQuotaPro", params: { limit: 200 } });
  });

  it("never lets parallel requests take more than the allowance", async () => {
    clock = new Date("2026-03-12T08:00:00.000Z");
    const userId = await newUser();
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => quota.take(userId)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
    expect((await quota.status(userId)).used).toBe(5);
  });

  it("gives a write back once when it produced nothing", async () => {
    clock = new Date("2026-03-13T08:00:00.000Z");
    const userId = await newUser();
    const taken = await quota.take(userId);
    await taken.giveBack();
    await taken.giveBack();
    expect((await quota.status(userId)).used).toBe(0);
    expect((await quota.take(userId)).quota.used).toBe(1);
  });
});

describe("UTC days", () => {
  it("names the day and its end in UTC whatever the hour", () => {
    expect(utcDay(new Date("2026-12-31T23:30:00-05:00"))).toBe("2027-01-01");
    expect(nextUtcMidnight(new Date("2026-12-31T23:30:00Z")).toISOString()).toBe("2027-01-01T00:00:00.000Z");
  });
});
