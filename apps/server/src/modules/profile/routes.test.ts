import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { eq } from "drizzle-orm";
import { profiles, users } from "../../db/schema";
import { createTestApp } from "../../testing/test-app";
import { signUpTestAdmin } from "../../testing/test-users";

let app: FastifyInstance;
let close: () => Promise<void>;
let ip = 1;
const nextIp = () => `203.0.113.${ip++}`;

beforeAll(async () => {
  ({ app, close } = await createTestApp({ adminEmails: ["chief@example.com"] }));
});
afterAll(() => close());

const cookieOf = (res: LightMyRequestResponse) => res.cookies.map((c) => `${c.name}=${c.value}`).join("; ");

async function signUp(email: string, name = "Ama Mensah"): Promise<{ cookie: string; userId: string }> {
  const res = await app.inject({
    method: "POST",
    url: "/api/account/sign-up",
    remoteAddress: nextIp(),
    payload: { name, email, password: "secret-pass", confirmPassword: "secret-pass" },
  });
  expect(res.statusCode).toBe(201);
  return { cookie: cookieOf(res), userId: res.json().user.id as string };
}

const getProfile = (cookie: string) => app.inject({ method: "GET", url: "/api/profile", headers: { cookie } });

const answers = {
  name: "Ama Mensah",
  profession: "Frontend Developer",
  experience: "mid",
  skills: ["TypeScript", "React", "Accessibility audits"],
  interests: ["Open Source"],
  preferredStyle: "modern",
};

describe("GET /api/profile", () => {
  it("needs a session", async () => {
    const res = await app.inject({ method: "GET", url: "/api/profile" });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("unauthenticated");
  });

  it("answers a new account's profile: free plan, defaults, not onboarded", async () => {
    const { cookie } = await signUp("new-profile@example.com");
    const res = await getProfile(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = res.json();
    expect(body).toMatchObject({
      displayName: "Ama Mensah",
      email: "new-profile@example.com",
      emailVerified: false,
      plan: "free",
      isPremium: false,
      isAdmin: false,
      username: null,
      onboardingCompleted: false,
      onboardingData: null,
      preferences: { theme: "system", language: "en", notifications: true },
      portfoliosCreated: 0,
      deploymentsCount: 0,
      subscription: { status: "free", daysRemaining: 0, subscriptionType: null, subscriptionEnd: null },
    });
    expect(Date.parse(body.createdAt)).not.toBeNaN();
    expect(Date.parse(body.lastActive)).not.toBeNaN();
  });

  it("reports the subscription state of spec §4 from the stored plan", async () => {
    const { cookie, userId } = await signUp("pro-user@example.com");
    const setPlan = (values: Partial<typeof profiles.$inferInsert>) =>
      app.database.db.update(profiles).set(values).where(eq(profiles.userId, userId));
    const inDays = (d: number) => new Date(Date.now() + d * 24 * 60 * 60 * 1000);

    await setPlan({ plan: "pro", isPremium: true, subscriptionType: "monthly", subscriptionEnd: inDays(20) });
    let body = (await getProfile(cookie)).json();
    expect(body.isPremium).toBe(true);
    expect(body.subscription).toMatchObject({ status: "pro-active", daysRemaining: 20, subscriptionType: "monthly" });
    expect(body.subscription.subscriptionEnd).toBe(
      (
        await app.database.db.select().from(profiles).where(eq(profiles.userId, userId))
      )[0]!.subscriptionEnd!.toISOString(),
    );

    await setPlan({ subscriptionEnd: inDays(2.2) });
    body = (await getProfile(cookie)).json();
    expect(body.subscription).toMatchObject({ status: "pro-expiring", daysRemaining: 3 });

    await setPlan({ subscriptionEnd: inDays(-1) });
    body = (await getProfile(cookie)).json();
    expect(body.subscription).toMatchObject({ status: "pro-expired", daysRemaining: 0 });
  });

  it("admins (a verified ADMIN_EMAILS address) are pro and always active", async () => {
    const { cookie } = await signUpTestAdmin(app, "chief@example.com");
    const body = (await getProfile(cookie)).json();
    expect(body).toMatchObject({ plan: "pro", isPremium: true, isAdmin: true });
    expect(body.subscription).toEqual({
      status: "pro-active",
      daysRemaining: null,
      subscriptionType: "admin",
      subscriptionEnd: null,
    });
  });

  it("falls back to defaults for stored preferences it cannot read", async () => {
    const { cookie, userId } = await signUp("odd-prefs@example.com");
    await app.database.db
      .update(profiles)
      .set({ preferences: { theme: "sepia", language: "xx", notifications: true } as never })
      .where(eq(profiles.userId, userId));
    expect((await getProfile(cookie)).json().preferences).toEqual({
      theme: "system",
      language: "en",
      notifications: true,
    });
  });
});

describe("PATCH /api/profile", () => {
  it("changes the display name (the account's name) and merges preferences key by key", async () => {
    const { cookie, userId } = await signUp("patch@example.com");
    let res = await app.inject({
      method: "PATCH",
      url: "/api/profile",
      headers: { cookie },
      payload: { displayName: "  Ama K. Mensah  ", preferences: { language: "ar" } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      displayName: "Ama K. Mensah",
      preferences: { theme: "system", language: "ar", notifications: true },
    });
    const [user] = await app.database.db.select().from(users).where(eq(users.id, userId));
    expect(user?.name).toBe("Ama K. Mensah");
    const session = await app.inject({ method: "GET", url: "/api/session", headers: { cookie } });
    expect(session.json().user.name).toBe("Ama K. Mensah");

    res = await app.inject({
      method: "PATCH",
      url: "/api/profile",
      headers: { cookie },
      payload: { preferences: { theme: "dark" } },
    });
    expect(res.json().preferences).toEqual({ theme: "dark", language: "ar", notifications: true });
    expect((await getProfile(cookie)).json().preferences).toEqual({
      theme: "dark",
      language: "ar",
      notifications: true,
    });
  });

  it("validates with readable messages and writes nothing", async () => {
    const { cookie } = await signUp("patch-bad@example.com");
    for (const payload of [
      { displayName: "   " },
      { preferences: { language: "tlh" } },
      { preferences: { theme: "sepia" } },
      { displayName: "x".repeat(101) },
    ]) {
      const res = await app.inject({ method: "PATCH", url: "/api/profile", headers: { cookie }, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe("invalid-argument");
    }
    const res = await app.inject({
      method: "PATCH",
      url: "/api/profile",
      headers: { cookie },
      payload: { displayName: "" },
    });
    expect(res.json().error.details).toEqual([
      { field: "displayName", message: "Name is required", messageId: "nameRequired" },
    ]);
    expect((await getProfile(cookie)).json()).toMatchObject({
      displayName: "Ama Mensah",
      preferences: { theme: "system", language: "en" },
    });
  });

  it("needs a session", async () => {
    const res = await app.inject({ method: "PATCH", url: "/api/profile", payload: { displayName: "X" } });
    expect(res.statusCode).toBe(401);
  });
});

describe("PUT /api/profile/onboarding", () => {
  it("stores the answers and marks onboarding done; the session reports it too", async () => {
    const { cookie } = await signUp("onboard@example.com");
    const res = await app.inject({
      method: "PUT",
      url: "/api/profile/onboarding",
      headers: { cookie },
      payload: { data: answers },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ onboardingCompleted: true, onboardingData: answers });
    expect((await getProfile(cookie)).json().onboardingData).toEqual(answers);
    const session = await app.inject({ method: "GET", url: "/api/session", headers: { cookie } });
    expect(session.json().user.onboardingCompleted).toBe(true);
  });

  it("the answers prefill a new portfolio (name, profession as title, skills, the style's theme)", async () => {
    const { cookie } = await signUp("prefill@example.com");
    await app.inject({
      method: "PUT",
      url: "/api/profile/onboarding",
      headers: { cookie },
      payload: { data: answers },
    });
    const created = await app.inject({ method: "POST", url: "/api/portfolios", headers: { cookie }, payload: {} });
    expect(created.statusCode).toBe(201);
    const { content, theme } = created.json();
    expect(content.personal).toMatchObject({ fullName: "Ama Mensah", title: "Frontend Developer" });
    expect(content.skills).toEqual(answers.skills);
    expect(theme).toBe("dark-minimal");
  });

  it("skipping marks onboarding done and keeps earlier answers", async () => {
    const { cookie } = await signUp("skipper@example.com");
    await app.inject({
      method: "PUT",
      url: "/api/profile/onboarding",
      headers: { cookie },
      payload: { data: answers },
    });
    const res = await app.inject({
      method: "PUT",
      url: "/api/profile/onboarding",
      headers: { cookie },
      payload: { skipped: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ onboardingCompleted: true, onboardingData: answers });

    const fresh = await signUp("skipper-2@example.com");
    const skipped = await app.inject({
      method: "PUT",
      url: "/api/profile/onboarding",
      headers: { cookie: fresh.cookie },
      payload: { skipped: true },
    });
    expect(skipped.json()).toMatchObject({ onboardingCompleted: true, onboardingData: null });
  });

  it("refuses incomplete answers (spec §5 required fields) and changes nothing", async () => {
    const { cookie } = await signUp("incomplete@example.com");
    // A failed check names its catalog message, so the web shows it in the interface language. (A value outside a
    // list fails both shapes of the body's union, which zod reports for the body as a whole.)
    for (const [data, field, messageId] of [
      [{ ...answers, name: " " }, "data.name", "nameRequired"],
      [{ ...answers, profession: "" }, "data.profession", "professionRequired"],
      [{ ...answers, skills: [] }, "data.skills", "skillsRequired"],
      [{ ...answers, experience: "wizard" }],
      [{ ...answers, preferredStyle: "baroque" }],
      [{ ...answers, interests: ["Knitting"] }],
    ] as const) {
      const res = await app.inject({
        method: "PUT",
        url: "/api/profile/onboarding",
        headers: { cookie },
        payload: { data },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe("invalid-argument");
      if (messageId) expect(res.json().error.details).toMatchObject([{ field, messageId }]);
    }
    expect((await getProfile(cookie)).json()).toMatchObject({ onboardingCompleted: false, onboardingData: null });
  });

  it("needs a session", async () => {
    const res = await app.inject({ method: "PUT", url: "/api/profile/onboarding", payload: { skipped: true } });
    expect(res.statusCode).toBe(401);
  });
});
