import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { eq } from "drizzle-orm";
import { mailMessages, profiles, sessions, users } from "../../db/schema";
import { createTestApp } from "../../testing/test-app";

let app: FastifyInstance;
let close: () => Promise<void>;
let ip = 1;
// Each scenario from its own address so the per-address limits do not interfere between tests.
const nextIp = () => `192.0.2.${ip++}`;

beforeAll(async () => {
  ({ app, close } = await createTestApp({ adminEmails: ["boss@example.com"] }));
});
afterAll(() => close());

function cookieHeader(res: LightMyRequestResponse): string {
  return res.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

async function signUp(email: string, password = "secret-pass", name = "Ama Mensah") {
  return app.inject({
    method: "POST",
    url: "/api/account/sign-up",
    remoteAddress: nextIp(),
    payload: { name, email, password, confirmPassword: password },
  });
}

async function signIn(email: string, password: string, rememberMe = true, remoteAddress = nextIp()) {
  return app.inject({
    method: "POST",
    url: "/api/account/sign-in",
    remoteAddress,
    payload: { email, password, rememberMe },
  });
}

async function sessionOf(cookie: string) {
  const res = await app.inject({ method: "GET", url: "/api/session", headers: { cookie } });
  return (res.json() as { user: null | Record<string, unknown> }).user;
}

async function mailsTo(email: string) {
  return app.database.db.select().from(mailMessages).where(eq(mailMessages.to, email));
}

describe("sign-up", () => {
  it("validates with the spec's messages on the server", async () => {
    const mismatch = await app.inject({
      method: "POST",
      url: "/api/account/sign-up",
      remoteAddress: nextIp(),
      payload: { name: "A", email: "a@example.com", password: "secret1", confirmPassword: "secret2" },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.details).toEqual([
      { field: "confirmPassword", message: "Passwords do not match", messageId: "passwordsDoNotMatch" },
    ]);

    const short = await app.inject({
      method: "POST",
      url: "/api/account/sign-up",
      remoteAddress: nextIp(),
      payload: { name: "", email: "nope", password: "12345", confirmPassword: "12345" },
    });
    expect(short.json().error.details).toEqual([
      { field: "name", message: "Name is required", messageId: "nameRequired" },
      { field: "email", message: "Enter a valid email address", messageId: "emailInvalid" },
      {
        field: "password",
        message: "Password must be at least 6 characters",
        messageId: "passwordTooShort",
        params: { count: 6 },
      },
    ]);
  });

  it("creates the account, a free profile, a session cookie and a verification e-mail", async () => {
    const res = await signUp("Ama@Example.com");
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({
      email: "ama@example.com",
      name: "Ama Mensah",
      isPremium: false,
      isAdmin: false,
      onboardingCompleted: false,
      emailVerified: false,
    });
    const cookie = res.cookies.find((c) => c.name.includes("session_token"));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    expect(await sessionOf(cookieHeader(res))).toMatchObject({ email: "ama@example.com" });

    const [user] = await app.database.db.select().from(users).where(eq(users.email, "ama@example.com"));
    const [profile] = await app.database.db.select().from(profiles).where(eq(profiles.userId, user!.id));
    expect(profile).toMatchObject({ plan: "free", isPremium: false, isAdmin: false, onboardingCompleted: false });
    expect(profile?.lastActive).toBeInstanceOf(Date);

    const mails = await mailsTo("ama@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "verify-email", status: "outbox" });
    // The link opens our page, which posts the token (verify-email-service.ts).
    expect(mails[0]?.text).toMatch(/http:\/\/localhost:3000\/verify-email\?token=/);
  });

  it("verifies the e-mail address through the link's page, which signs in", async () => {
    await signUp("verify@example.com");
    const [mail] = await mailsTo("verify@example.com");
    const link = new URL(mail!.text.match(/http\S+verify-email\S+/)![0]);
    const token = link.searchParams.get("token")!;
    const res = await app.inject({ method: "POST", url: "/api/account/verify-email", payload: { token } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "verified", email: "verify@example.com", signedIn: true });
    expect(await sessionOf(cookieHeader(res))).toMatchObject({ email: "verify@example.com", emailVerified: true });
    const [user] = await app.database.db.select().from(users).where(eq(users.email, "verify@example.com"));
    expect(user?.emailVerified).toBe(true);
  });

  it("an old-style link (GET /api/auth/verify-email) only forwards to the page: no verification, no cookie", async () => {
    await signUp("old-link@example.com");
    const [mail] = await mailsTo("old-link@example.com");
    const token = new URL(mail!.text.match(/http\S+verify-email\S+/)![0]).searchParams.get("token")!;
    const res = await app.inject({
      method: "GET",
      url: `/api/auth/verify-email?token=${token}&callbackURL=/dashboard`,
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/verify-email?token=${token}`);
    expect(res.headers["set-cookie"]).toBeUndefined();
    const [user] = await app.database.db.select().from(users).where(eq(users.email, "old-link@example.com"));
    expect(user?.emailVerified).toBe(false);
  });

  it("refuses a second account for the same e-mail with 409", async () => {
    await signUp("twice@example.com");
    const again = await signUp("TWICE@example.com");
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: "aborted", message: expect.stringMatching(/already exists/) });
  });

  it("makes ADMIN_EMAILS admins once the address is verified: pro, premium, subscriptionType admin (spec §3, §4)", async () => {
    // Anyone can type a listed address at sign-up: no admin rights before its owner followed the link.
    const res = await signUp("boss@example.com");
    expect(res.json().user).toMatchObject({ isAdmin: false, isPremium: false, emailVerified: false });
    const [user] = await app.database.db.select().from(users).where(eq(users.email, "boss@example.com"));
    const before = await app.database.db.select().from(profiles).where(eq(profiles.userId, user!.id));
    expect(before[0]).toMatchObject({ isAdmin: false, plan: "free" });
    const signedIn = await signIn("boss@example.com", "secret-pass");
    expect(signedIn.json().user).toMatchObject({ isAdmin: false });
    const adminOnly = await app.inject({
      method: "GET",
      url: "/api/admin/users",
      headers: { cookie: cookieHeader(signedIn) },
    });
    expect(adminOnly.statusCode).toBe(403);

    const [mail] = await mailsTo("boss@example.com");
    const token = new URL(mail!.text.match(/http\S+verify-email\S+/)![0]).searchParams.get("token")!;
    const verified = await app.inject({
      method: "POST",
      url: "/api/account/verify-email",
      headers: { cookie: cookieHeader(signedIn) },
      payload: { token },
    });
    expect(verified.json()).toMatchObject({ status: "verified", signedIn: true });
    expect(await sessionOf(cookieHeader(signedIn))).toMatchObject({ isAdmin: true, isPremium: true });
    const [profile] = await app.database.db.select().from(profiles).where(eq(profiles.userId, user!.id));
    expect(profile).toMatchObject({
      plan: "pro",
      isAdmin: true,
      subscriptionType: "admin",
      paymentProviderId: "admin",
      paymentAmount: 0,
      paymentCurrency: "ADMIN",
      transactionRef: "admin_upgrade",
    });
  });
});

describe("sign-in and sign-out", () => {
  beforeAll(async () => {
    await signUp("kofi@example.com", "right-pass", "Kofi");
  });

  it("answers the same for a wrong password and an unknown e-mail (no enumeration)", async () => {
    const wrong = await signIn("kofi@example.com", "wrong-pass");
    const unknown = await signIn("nobody@example.com", "wrong-pass");
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      error: { code: "unauthenticated", message: "Invalid email or password", messageId: "invalidEmailOrPassword" },
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("remember me: a cookie for the idle period (14 days, renewed by use); without it, a browser-session cookie", async () => {
    const remembered = await signIn("kofi@example.com", "right-pass", true);
    expect(remembered.statusCode).toBe(200);
    const long = remembered.cookies.find((c) => c.name.includes("session_token"));
    expect(long?.maxAge).toBe(14 * 24 * 60 * 60);

    const forgetful = await signIn("kofi@example.com", "right-pass", false);
    const short = forgetful.cookies.find((c) => c.name.includes("session_token"));
    expect(short?.maxAge).toBeUndefined();
    expect(short?.expires).toBeUndefined();
    expect(await sessionOf(cookieHeader(forgetful))).toMatchObject({ email: "kofi@example.com" });
  });

  it("signs out: the session no longer works", async () => {
    const res = await signIn("kofi@example.com", "right-pass");
    const cookie = cookieHeader(res);
    const out = await app.inject({ method: "POST", url: "/api/account/sign-out", headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(await sessionOf(cookie)).toBeNull();
  });

  it("limits guesses per account across addresses with a clear message", async () => {
    await signUp("target@example.com", "right-pass");
    const statuses: number[] = [];
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i < 11; i++) {
      last = await signIn("target@example.com", "guess", true, nextIp());
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(last?.json().error).toMatchObject({
      code: "resource-exhausted",
      message: expect.stringMatching(/^Too many requests for this account\. Please wait \d+ seconds and try again\.$/),
      // The web shows it in the interface language by this id, with the wait in seconds.
      messageId: "tooManyRequestsForAccount",
      params: { seconds: expect.any(Number) },
    });
    const { seconds } = last?.json().error.params as { seconds: number };
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
  });

  it("refuses a sign-in posted from another website (CSRF)", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/account/sign-in",
      remoteAddress: nextIp(),
      headers: { origin: "https://evil.example" },
      payload: { email: "kofi@example.com", password: "right-pass" },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("password reset", () => {
  it("answers the same for unknown and known e-mails, and mails only the known one", async () => {
    await signUp("reset@example.com", "old-pass");
    const known = await app.inject({
      method: "POST",
      url: "/api/account/password-reset",
      remoteAddress: nextIp(),
      payload: { email: "reset@example.com" },
    });
    const unknown = await app.inject({
      method: "POST",
      url: "/api/account/password-reset",
      remoteAddress: nextIp(),
      payload: { email: "ghost@example.com" },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(await mailsTo("ghost@example.com")).toHaveLength(0);
    const resetMail = (await mailsTo("reset@example.com")).find((m) => m.kind === "password-reset");
    expect(resetMail?.text).toMatch(/http:\/\/localhost:3000\/reset-password\?token=\S+/);
    expect(resetMail?.text).toMatch(/expires in 1 hour/);
  });

  it("sets the new password once, ends every session, and refuses the used token", async () => {
    const other = await signIn("reset@example.com", "old-pass");
    await app.inject({
      method: "POST",
      url: "/api/account/password-reset",
      remoteAddress: nextIp(),
      payload: { email: "reset@example.com" },
    });
    const mails = (await mailsTo("reset@example.com")).filter((m) => m.kind === "password-reset");
    const token = decodeURIComponent(mails.at(-1)!.text.match(/token=(\S+)/)![1]!);

    const confirm = (password: string) =>
      app.inject({
        method: "POST",
        url: "/api/account/password-reset/confirm",
        remoteAddress: nextIp(),
        payload: { token, password, confirmPassword: password },
      });
    expect((await confirm("new-pass-1")).statusCode).toBe(200);
    expect(await sessionOf(cookieHeader(other))).toBeNull();
    expect((await signIn("reset@example.com", "old-pass")).statusCode).toBe(401);
    expect((await signIn("reset@example.com", "new-pass-1")).statusCode).toBe(200);

    const reused = await confirm("new-pass-2");
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toMatchObject({
      message: "This reset link is invalid or has expired.",
      messageId: "resetLinkInvalid",
    });
  });
});

describe("account operations for settings", () => {
  it("require a session", async () => {
    for (const [method, url] of [
      ["GET", "/api/account/sessions"],
      ["GET", "/api/account/export"],
      ["GET", "/api/account/linked-accounts"],
      ["POST", "/api/account/sessions/revoke-others"],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().error.code).toBe("unauthenticated");
    }
  });

  it("change the password, list and end other sessions, export, delete", async () => {
    await signUp("ops@example.com", "first-pass");
    const a = cookieHeader(await signIn("ops@example.com", "first-pass"));
    const b = cookieHeader(await signIn("ops@example.com", "first-pass"));

    const listed = await app.inject({ method: "GET", url: "/api/account/sessions", headers: { cookie: a } });
    const list = listed.json().sessions as { current: boolean }[];
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.filter((s) => s.current)).toHaveLength(1);

    await app.inject({ method: "POST", url: "/api/account/sessions/revoke-others", headers: { cookie: a } });
    expect(await sessionOf(b)).toBeNull();
    expect(await sessionOf(a)).not.toBeNull();

    const wrong = await app.inject({
      method: "POST",
      url: "/api/account/password",
      headers: { cookie: a },
      payload: { currentPassword: "nope-nope", password: "second-pass", confirmPassword: "second-pass" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      message: "Your current password is not correct.",
      messageId: "currentPasswordWrong",
    });
    const changed = await app.inject({
      method: "POST",
      url: "/api/account/password",
      headers: { cookie: a },
      payload: { currentPassword: "first-pass", password: "second-pass", confirmPassword: "second-pass" },
    });
    expect(changed.statusCode).toBe(200);
    const a2 = cookieHeader(changed) || a;

    const exported = await app.inject({ method: "GET", url: "/api/account/export", headers: { cookie: a2 } });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-disposition"]).toMatch(/attachment/);
    expect(exported.json()).toMatchObject({ user: { email: "ops@example.com" }, profile: { plan: "free" } });
    expect(exported.body).not.toMatch(/scrypt|password"\s*:\s*"[^"]/);
    expect(exported.json().linkedAccounts).toEqual([{ provider: "password", linkedAt: expect.any(String) }]);
    expect(exported.json()).toMatchObject({ portfolios: [], uploads: [] });

    const refused = await app.inject({
      method: "DELETE",
      url: "/api/account",
      headers: { cookie: a2 },
      payload: { confirmEmail: "other@example.com", password: "second-pass" },
    });
    expect(refused.statusCode).toBe(400);
    const deleted = await app.inject({
      method: "DELETE",
      url: "/api/account",
      headers: { cookie: a2 },
      payload: { confirmEmail: "OPS@example.com", password: "second-pass" },
    });
    expect(deleted.statusCode).toBe(200);
    const [gone] = await app.database.db.select().from(users).where(eq(users.email, "ops@example.com"));
    expect(gone).toBeUndefined();
    const leftover = await app.database.db.select().from(sessions);
    expect(leftover.every((s) => s.userId !== undefined)).toBe(true);
    expect(await sessionOf(a2)).toBeNull();
  });
});
