import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { and, eq, like } from "drizzle-orm";
import { accounts, mailMessages, portfolios, profiles, sessions, users, verifications } from "../../db/schema";
import { createTestApp } from "../../testing/test-app";
import { startFakeOAuth } from "../../testing/fake-oauth";

// Issue 18: who owns an account. Attacks from an outside test, each answered here through the real routes, the
// fake OAuth provider over real HTTP as in oauth.test.ts.

let app: FastifyInstance;
let close: () => Promise<void>;
let fake: Awaited<ReturnType<typeof startFakeOAuth>>;
let ip = 1;
const nextIp = () => `198.51.100.${ip++}`;
const day = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  fake = await startFakeOAuth({ clientId: "client-123", clientSecret: "very-secret-456" });
  ({ app, close } = await createTestApp({
    github: fake.githubConfig,
    google: fake.googleConfig,
    adminEmails: ["chief@example.com", "gchief@example.com"],
  }));
});
afterAll(async () => {
  await close();
  await fake.close();
});
beforeEach(() => {
  fake.state.tokenMode = "ok";
  fake.state.authorizeMode = "ok";
});

const cookiesOf = (res: LightMyRequestResponse) => res.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
const db = () => app.database.db;

async function signUp(email: string, password = "secret-pass") {
  const res = await app.inject({
    method: "POST",
    url: "/api/account/sign-up",
    remoteAddress: nextIp(),
    payload: { name: "Owner", email, password, confirmPassword: password },
  });
  expect(res.statusCode).toBe(201);
  return res;
}

async function signIn(email: string, password: string) {
  return app.inject({
    method: "POST",
    url: "/api/account/sign-in",
    remoteAddress: nextIp(),
    payload: { email, password, rememberMe: true },
  });
}

async function sessionOf(cookie: string) {
  const res = await app.inject({ method: "GET", url: "/api/session", headers: { cookie } });
  return (res.json() as { user: null | Record<string, unknown> }).user;
}

async function userByEmail(email: string) {
  const [user] = await db().select().from(users).where(eq(users.email, email));
  return user;
}

async function mailLink(email: string, kind: string) {
  const mails = await db().select().from(mailMessages).where(eq(mailMessages.to, email));
  const mail = mails.filter((m) => m.kind === kind).at(-1)!;
  return new URL(mail.text.match(/http\S+token=\S+/)![0]);
}

/** A whole provider sign-in: start, the provider's authorize page, our callback. */
async function oauthSignIn(provider: "github" | "google", profile: typeof fake.state.profile) {
  fake.state.profile = profile;
  const start = await app.inject({ method: "POST", url: `/api/auth/oauth/${provider}/start` });
  const res = await fetch(new URL(start.json().url as string), { redirect: "manual" });
  const landing = new URL(res.headers.get("location")!);
  return app.inject({
    method: "POST",
    url: `/api/auth/oauth/${provider}/callback`,
    headers: { cookie: cookiesOf(start) },
    payload: Object.fromEntries(landing.searchParams),
  });
}

async function requestReset(email: string) {
  const res = await app.inject({
    method: "POST",
    url: "/api/account/password-reset",
    remoteAddress: nextIp(),
    payload: { email },
  });
  expect(res.statusCode).toBe(200);
  return decodeURIComponent((await mailLink(email, "password-reset")).searchParams.get("token")!);
}

async function confirmReset(token: string, password: string) {
  return app.inject({
    method: "POST",
    url: "/api/account/password-reset/confirm",
    remoteAddress: nextIp(),
    payload: { token, password, confirmPassword: password },
  });
}

describe("admin rights need a verified address", () => {
  it("a Google sign-in reporting a listed address unverified creates nothing; verified, it is admin at once", async () => {
    const refused = await oauthSignIn("google", {
      id: "g-chief",
      login: "",
      name: "Not The Chief",
      email: "gchief@example.com",
      verified: false,
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers["set-cookie"]).toBeUndefined();
    expect(await userByEmail("gchief@example.com")).toBeUndefined();

    const owner = await oauthSignIn("google", {
      id: "g-chief",
      login: "",
      name: "The Chief",
      email: "gchief@example.com",
      verified: true,
    });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user).toMatchObject({ isAdmin: true, emailVerified: true });
  });

  it("an unverified listed account is never admin: not in the session, not to the admin guards", async () => {
    const res = await signUp("chief@example.com");
    expect(res.json().user).toMatchObject({ isAdmin: false, emailVerified: false });
    const cookie = cookiesOf(res);
    expect(await sessionOf(cookie)).toMatchObject({ isAdmin: false });
    for (const url of ["/api/admin/users", "/api/admin/jobs"]) {
      expect((await app.inject({ method: "GET", url, headers: { cookie } })).statusCode, url).toBe(403);
    }
    const profile = await app.inject({ method: "GET", url: "/api/profile", headers: { cookie } });
    expect(profile.json()).toMatchObject({ isAdmin: false });
  });
});

describe("OAuth e-mails the provider has not verified", () => {
  for (const provider of ["google", "github"] as const) {
    it(`${provider}: never creates an account under that address, and says what to do`, async () => {
      const email = `unverified-${provider}@example.com`;
      const res = await oauthSignIn(provider, {
        id: provider === "github" ? "5001" : "g-u1",
        login: "u1",
        name: "U",
        email,
        verified: false,
      });
      expect(res.statusCode).toBe(401);
      const name = provider === "google" ? "Google" : "GitHub";
      expect(res.json().error).toMatchObject({
        messageId: "oauthEmailNotVerified",
        params: { provider: name, email },
        message: `${name} has not verified ${email}. Verify this address with ${name} first, or sign up with it by e-mail.`,
      });
      expect(await userByEmail(email)).toBeUndefined();
    });
  }

  it("never joins an existing account under that address", async () => {
    await signUp("joined@example.com");
    const user = await userByEmail("joined@example.com");
    await db().update(users).set({ emailVerified: true }).where(eq(users.id, user!.id));
    const res = await oauthSignIn("github", {
      id: "5002",
      login: "x",
      name: "X",
      email: "joined@example.com",
      verified: false,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.messageId).toBe("oauthEmailNotVerified");
    const linked = await db().select().from(accounts).where(eq(accounts.userId, user!.id));
    expect(linked.map((a) => a.providerId)).toEqual(["credential"]);
  });
});

describe("password reset takes the account back", () => {
  it("removes a provider link that was never verified and ends every session; the attacker cannot come back", async () => {
    // The state an unverified Google sign-up left before this fix (migration 0015 marks such links unverified).
    const attacker = { id: "g-attacker", login: "", name: "Attacker", email: "victim@example.com", verified: true };
    const first = await oauthSignIn("google", attacker);
    expect(first.statusCode).toBe(200);
    const victim = await userByEmail("victim@example.com");
    await db().update(users).set({ emailVerified: false }).where(eq(users.id, victim!.id));
    await db()
      .update(accounts)
      .set({ providerEmailVerified: false })
      .where(and(eq(accounts.userId, victim!.id), eq(accounts.providerId, "google")));
    const drafts = await app.inject({
      method: "POST",
      url: "/api/portfolios",
      headers: { cookie: cookiesOf(first) },
      payload: { name: "Owner's draft" },
    });
    expect(drafts.statusCode).toBe(201);

    // The real owner recovers the address by e-mail.
    expect((await confirmReset(await requestReset("victim@example.com"), "owner-pass-1")).statusCode).toBe(200);
    expect(await sessionOf(cookiesOf(first))).toBeNull();
    expect(await db().select().from(sessions).where(eq(sessions.userId, victim!.id))).toEqual([]);
    const links = await db().select().from(accounts).where(eq(accounts.userId, victim!.id));
    expect(links.map((a) => a.providerId)).toEqual(["credential"]);

    // The attacker tries the same Google identity (still unverified): no way back in, the drafts stay the owner's.
    const again = await oauthSignIn("google", { ...attacker, verified: false });
    expect(again.statusCode).toBe(401);
    expect(again.json().error.messageId).toBe("oauthEmailNotVerified");
    const owner = await signIn("victim@example.com", "owner-pass-1");
    expect(owner.statusCode).toBe(200);
    const mine = await db().select().from(portfolios).where(eq(portfolios.userId, victim!.id));
    expect(mine).toHaveLength(1);
  });

  it("keeps a provider link the provider verified", async () => {
    const first = await oauthSignIn("github", {
      id: "5003",
      login: "keep",
      name: "Keep",
      email: "keep@example.com",
      verified: true,
    });
    expect(first.statusCode).toBe(200);
    expect((await confirmReset(await requestReset("keep@example.com"), "keep-pass-1")).statusCode).toBe(200);
    const user = await userByEmail("keep@example.com");
    const links = await db().select().from(accounts).where(eq(accounts.userId, user!.id));
    expect(links.map((a) => a.providerId).sort()).toEqual(["credential", "github"]);
  });

  it("a newer reset link makes the older one useless", async () => {
    await signUp("twolinks@example.com", "old-pass-1");
    const older = await requestReset("twolinks@example.com");
    const newer = await requestReset("twolinks@example.com");
    expect(newer).not.toBe(older);
    const stale = await confirmReset(older, "new-pass-1");
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.messageId).toBe("resetLinkInvalid");
    expect((await confirmReset(newer, "new-pass-1")).statusCode).toBe(200);
  });

  it("a password change makes every outstanding reset link useless", async () => {
    const res = await signUp("changer@example.com", "old-pass-1");
    const outstanding = await requestReset("changer@example.com");
    const changed = await app.inject({
      method: "POST",
      url: "/api/account/password",
      headers: { cookie: cookiesOf(res) },
      payload: { currentPassword: "old-pass-1", password: "new-pass-1", confirmPassword: "new-pass-1" },
    });
    expect(changed.statusCode).toBe(200);
    const user = await userByEmail("changer@example.com");
    const left = await db()
      .select()
      .from(verifications)
      .where(and(like(verifications.identifier, "reset-password:%"), eq(verifications.value, user!.id)));
    expect(left).toEqual([]);
    expect((await confirmReset(outstanding, "attacker-pass")).statusCode).toBe(400);
  });
});

describe("verification links never replace someone else's session", () => {
  async function verifyToken(email: string) {
    return (await mailLink(email, "verify-email")).searchParams.get("token")!;
  }
  const post = (cookie: string, payload: Record<string, string>, origin = "http://localhost:3000") =>
    app.inject({ method: "POST", url: "/api/account/verify-email", headers: { cookie, origin }, payload });

  it("signed in as someone else: asks first; 'stay' verifies only; 'switch' signs in as the link's owner", async () => {
    await signUp("link-owner@example.com");
    const token = await verifyToken("link-owner@example.com");
    const victim = cookiesOf(await signUp("signed-in@example.com"));

    const asked = await post(victim, { token });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({
      status: "confirm",
      signedInAs: "signed-in@example.com",
      verifies: "link-owner@example.com",
    });
    expect(asked.cookies.filter((c) => c.name.includes("session_token"))).toEqual([]);
    expect((await userByEmail("link-owner@example.com"))?.emailVerified).toBe(false);

    const stayed = await post(victim, { token, choice: "stay" });
    expect(stayed.json()).toEqual({ status: "verified", email: "link-owner@example.com", signedIn: false });
    expect(stayed.cookies.filter((c) => c.name.includes("session_token"))).toEqual([]);
    expect(await sessionOf(victim)).toMatchObject({ email: "signed-in@example.com" });
    expect((await userByEmail("link-owner@example.com"))?.emailVerified).toBe(true);

    await signUp("switcher@example.com");
    const switchToken = await verifyToken("switcher@example.com");
    const switched = await post(victim, { token: switchToken, choice: "switch" });
    expect(switched.json()).toEqual({ status: "verified", email: "switcher@example.com", signedIn: true });
    expect(await sessionOf(cookiesOf(switched))).toMatchObject({ email: "switcher@example.com" });
  });

  it("a post from another site is refused (CSRF); a GET only forwards to the page", async () => {
    await signUp("csrf-owner@example.com");
    const token = await verifyToken("csrf-owner@example.com");
    const victim = cookiesOf(await signUp("csrf-victim@example.com"));
    const cross = await post(victim, { token, choice: "switch" }, "https://evil.example");
    expect(cross.statusCode).toBe(403);
    const get = await app.inject({
      method: "GET",
      url: `/api/auth/verify-email?token=${token}`,
      headers: { cookie: victim, "sec-fetch-site": "cross-site" },
    });
    expect(get.statusCode).toBe(302);
    expect(get.headers["set-cookie"]).toBeUndefined();
    expect(await sessionOf(victim)).toMatchObject({ email: "csrf-victim@example.com" });
  });

  it("the same person signed in, or no one: verifies and signs in as before", async () => {
    const own = await signUp("same@example.com");
    const same = await post(cookiesOf(own), { token: await verifyToken("same@example.com") });
    expect(same.json()).toEqual({ status: "verified", email: "same@example.com", signedIn: true });
    expect(await sessionOf(cookiesOf(own))).toMatchObject({ emailVerified: true });

    await signUp("nobody@example.com");
    const fresh = await post("", { token: await verifyToken("nobody@example.com") });
    expect(fresh.json()).toMatchObject({ status: "verified", signedIn: true });
    expect(await sessionOf(cookiesOf(fresh))).toMatchObject({ email: "nobody@example.com" });
  });

  it("a forged or broken token is refused with our message", async () => {
    const res = await post("", { token: "not-a-token" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ messageId: "verifyLinkInvalid" });
  });
});

describe("deleting the account needs the owner", () => {
  const remove = (cookie: string, payload: Record<string, string>) =>
    app.inject({ method: "DELETE", url: "/api/account", headers: { cookie }, payload });

  it("with a password: wrong or missing is a 400 with a clear message; right deletes", async () => {
    const cookie = cookiesOf(await signUp("leaver@example.com", "leaver-pass"));
    const missing = await remove(cookie, { confirmEmail: "leaver@example.com" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({ messageId: "currentPasswordRequired" });
    const wrong = await remove(cookie, { confirmEmail: "leaver@example.com", password: "guess-guess" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      messageId: "currentPasswordWrong",
      message: "Your current password is not correct.",
    });
    expect(await userByEmail("leaver@example.com")).toBeDefined();
    expect((await remove(cookie, { confirmEmail: "leaver@example.com", password: "leaver-pass" })).statusCode).toBe(
      200,
    );
    expect(await userByEmail("leaver@example.com")).toBeUndefined();
  });

  it("without a password: only within minutes of a provider sign-in", async () => {
    const signedIn = await oauthSignIn("github", {
      id: "5004",
      login: "leaver",
      name: "L",
      email: "oauth-leaver@example.com",
      verified: true,
    });
    const cookie = cookiesOf(signedIn);
    const user = await userByEmail("oauth-leaver@example.com");
    await db()
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(sessions.userId, user!.id));
    const stale = await remove(cookie, { confirmEmail: "oauth-leaver@example.com" });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().error).toMatchObject({
      messageId: "recentSignInRequired",
      params: { minutes: 5 },
      message: "For your safety, sign out and sign in again with Google or GitHub, then try again within 5 minutes.",
    });

    const fresh = cookiesOf(
      await oauthSignIn("github", {
        id: "5004",
        login: "leaver",
        name: "L",
        email: "oauth-leaver@example.com",
        verified: true,
      }),
    );
    expect((await remove(fresh, { confirmEmail: "oauth-leaver@example.com" })).statusCode).toBe(200);
    expect(await userByEmail("oauth-leaver@example.com")).toBeUndefined();
  });
});

describe("session lifetimes", () => {
  async function freshSession(email: string) {
    const cookie = cookiesOf(await signUp(email));
    const user = await userByEmail(email);
    return { cookie, userId: user!.id };
  }

  it("a session unused for the idle period is refused and deleted", async () => {
    const { cookie, userId } = await freshSession("idle@example.com");
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, userId));
    expect(await sessionOf(cookie)).toBeNull();
    expect(await db().select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
  });

  it("use moves the idle expiry on, in the database and in the browser's cookie", async () => {
    const { cookie, userId } = await freshSession("active@example.com");
    // Last moved on two hours ago (more than the hourly refresh): the next use moves it on.
    const lastMoved = new Date(Date.now() + 14 * day - 2 * 60 * 60 * 1000);
    await db().update(sessions).set({ expiresAt: lastMoved }).where(eq(sessions.userId, userId));
    const res = await app.inject({ method: "GET", url: "/api/portfolios", headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const renewed = res.cookies.find((c) => c.name.includes("session_token"));
    expect(renewed?.maxAge).toBe(14 * 24 * 60 * 60);
    const [row] = await db().select().from(sessions).where(eq(sessions.userId, userId));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(lastMoved.getTime() + 60 * 60 * 1000);
  });

  it("however active, a session ends at the absolute limit (30 days after sign-in)", async () => {
    const { cookie, userId } = await freshSession("old@example.com");
    await db()
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 31 * day) })
      .where(eq(sessions.userId, userId));
    const res = await app.inject({ method: "GET", url: "/api/session", headers: { cookie } });
    expect(res.json().user).toBeNull();
    expect(await db().select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
    const cleared = res.cookies.find((c) => c.name.includes("session_token"));
    expect(cleared?.maxAge).toBe(0);
    const profile = await db().select().from(profiles).where(eq(profiles.userId, userId));
    expect(profile).toHaveLength(1);
  });
});
