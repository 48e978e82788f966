import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { eq } from "drizzle-orm";
import { fullPortfolioFixture, type AiStreamEvent } from "@foliocraft/schemas";
import { profiles } from "../../db/schema";
import { createTestApp } from "../../testing/test-app";
import { nextTestAddress, signUpTestAdmin, signUpTestUser } from "../../testing/test-users";

// Without AI_* configured: the built-in writer behind the same route, the daily quota, and the admins' counts.

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await createTestApp({ adminEmails: ["boss@example.com"] }));
});
afterAll(() => close());

function write(cookie: string, field: "bio" | "about" = "bio", over: object = {}) {
  return app.inject({
    method: "POST",
    url: "/api/ai/write",
    remoteAddress: nextTestAddress(),
    headers: { cookie },
    payload: { field, action: "generate", language: "fr", text: "", content: fullPortfolioFixture(), ...over },
  });
}

const doneText = (res: LightMyRequestResponse) => {
  const done = events(res).at(-1);
  return done?.type === "done" ? done.text : "";
};

function events(res: LightMyRequestResponse): AiStreamEvent[] {
  return res.body
    .split("\n\n")
    .filter((block) => block.startsWith("data: "))
    .map((block) => JSON.parse(block.slice(6)) as AiStreamEvent);
}

describe("the built-in writer behind POST /api/ai/write", () => {
  it("streams its text in pieces and says it wrote it", async () => {
    const { cookie } = await signUpTestUser(app);
    const res = await write(cookie, "about");
    expect(res.statusCode).toBe(200);
    const list = events(res);
    const deltas = list.flatMap((e) => (e.type === "delta" ? [e.text] : []));
    const done = list.at(-1);
    expect(deltas.length).toBeGreaterThan(3);
    expect(done).toMatchObject({ type: "done", engine: { kind: "built-in" }, quota: { used: 1, remaining: 4 } });
    expect(done?.type === "done" && done.text).toBe(deltas.join(""));
    expect(deltas.join("")).toContain("Ama Mensah");
  });

  it("gives another version on Try again, and the same one for the same variation", async () => {
    const { cookie } = await signUpTestUser(app);
    const first = doneText(await write(cookie, "about", { tone: "friendly" }));
    const again = doneText(await write(cookie, "about", { tone: "friendly", variation: 1, previous: first }));
    expect(again).not.toBe("");
    expect(again).not.toBe(first);
    expect(doneText(await write(cookie, "about", { tone: "friendly", variation: 1, previous: first }))).toBe(again);
    const bad = await write(cookie, "about", { variation: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain("variation cannot be negative");
  });

  it("allows a free user 5 writes a day, then answers 429 with the reset time and the upgrade", async () => {
    const { cookie } = await signUpTestUser(app);
    for (let i = 0; i < 5; i++) expect((await write(cookie)).statusCode).toBe(200);
    const refused = await write(cookie);
    expect(refused.statusCode).toBe(429);
    const error = refused.json().error;
    expect(error.code).toBe("resource-exhausted");
    expect(error.details).toMatchObject({ reason: "ai-quota", plan: "free", limit: 5, upgrade: true });
    expect(Date.parse(error.details.resetAt)).toBeGreaterThan(Date.now());
    expect(error.message).toContain("Pro");
    expect(error).toMatchObject({ messageId: "aiQuotaFree", params: { limit: 5, proLimit: 200 } });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("gives a Pro user 200 a day", async () => {
    const { cookie, userId } = await signUpTestUser(app);
    await app.database.db.update(profiles).set({ plan: "pro", isPremium: true }).where(eq(profiles.userId, userId));
    const usage = await app.inject({ method: "GET", url: "/api/ai/usage", headers: { cookie } });
    expect(usage.json()).toMatchObject({ engine: { kind: "built-in" }, quota: { plan: "pro", limit: 200, used: 0 } });
    const done = events(await write(cookie)).at(-1);
    expect(done).toMatchObject({ type: "done", quota: { plan: "pro", limit: 200, remaining: 199 } });
  });
});

describe("GET /api/admin/ai-usage", () => {
  it("is for administrators only", async () => {
    expect((await app.inject({ method: "GET", url: "/api/admin/ai-usage" })).statusCode).toBe(401);
    const { cookie } = await signUpTestUser(app);
    const denied = await app.inject({ method: "GET", url: "/api/admin/ai-usage", headers: { cookie } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.code).toBe("permission-denied");
  });

  it("counts writes per day and per user", async () => {
    const writer = await signUpTestUser(app, "writer@example.com", "Kofi Writer");
    await write(writer.cookie);
    await write(writer.cookie);
    const admin = await signUpTestAdmin(app, "boss@example.com", "The Boss");
    const res = await app.inject({
      method: "GET",
      url: "/api/admin/ai-usage?days=1",
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const today = new Date().toISOString().slice(0, 10);
    expect(body.to).toBe(today);
    expect(body.byDay[0]).toMatchObject({ day: today });
    expect(body.total).toBe(body.byDay[0].writes);
    expect(body.topUsers).toContainEqual({
      userId: writer.userId,
      email: "writer@example.com",
      name: "Kofi Writer",
      writes: 2,
    });
    expect(
      (await app.inject({ method: "GET", url: "/api/admin/ai-usage?days=0", headers: { cookie: admin.cookie } }))
        .statusCode,
    ).toBe(400);
  });
});
