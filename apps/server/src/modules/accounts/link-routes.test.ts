import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { eq } from "drizzle-orm";
import { accounts, users } from "../../db/schema";
import { createTestApp } from "../../testing/test-app";
import { startFakeOAuth } from "../../testing/fake-oauth";

let app: FastifyInstance;
let close: () => Promise<void>;
let fake: Awaited<ReturnType<typeof startFakeOAuth>>;
let ip = 1;
const nextIp = () => `198.51.100.${ip++}`;

beforeAll(async () => {
  fake = await startFakeOAuth({ clientId: "client-123", clientSecret: "very-secret-456" });
  ({ app, close } = await createTestApp({ github: fake.githubConfig, google: fake.googleConfig }));
});
afterAll(async () => {
  await close();
  await fake.close();
});
beforeEach(() => {
  fake.state.tokenMode = "ok";
});

const cookiePairs = (res: LightMyRequestResponse) => res.cookies.map((c) => `${c.name}=${c.value}`);

async function signUp(email: string): Promise<{ cookie: string; userId: string }> {
  const res = await app.inject({
    method: "POST",
    url: "/api/account/sign-up",
    remoteAddress: nextIp(),
    payload: { name: "Ama Mensah", email, password: "secret-pass", confirmPassword: "secret-pass" },
  });
  expect(res.statusCode).toBe(201);
  return { cookie: cookiePairs(res).join("; "), userId: res.json().user.id as string };
}

/** Starts a link as the signed-in user and runs the provider's part; returns what lands on the callback page. */
async function startLink(provider: "github" | "google", cookie: string) {
  const start = await app.inject({
    method: "POST",
    url: `/api/account/linked-accounts/${provider}/start`,
    headers: { cookie },
  });
  expect(start.statusCode).toBe(200);
  const authUrl = new URL(start.json().url as string);
  const res = await fetch(authUrl, { redirect: "manual" });
  const landing = new URL(res.headers.get("location")!);
  return { authUrl, landing, cookie: [cookie, ...cookiePairs(start)].join("; ") };
}

/** What the callback page does with whatever the provider sent back. */
function finish(provider: "github" | "google", landing: URL, cookie: string) {
  return app.inject({
    method: "POST",
    url: `/api/auth/oauth/${provider}/callback`,
    headers: { cookie },
    payload: Object.fromEntries(landing.searchParams),
  });
}

const providersOf = async (userId: string) =>
  (await app.database.db.select().from(accounts).where(eq(accounts.userId, userId))).map((a) => a.providerId).sort();

describe("connecting a provider to the signed-in account", () => {
  it("needs a session", async () => {
    const res = await app.inject({ method: "POST", url: "/api/account/linked-accounts/github/start" });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("unauthenticated");
  });

  it("refuses an unknown provider", async () => {
    const { cookie } = await signUp("unknown-provider@example.com");
    const res = await app.inject({
      method: "POST",
      url: "/api/account/linked-accounts/netlify/start",
      headers: { cookie },
    });
    expect(res.statusCode).toBe(400);
  });

  it("links GitHub to this user through the popup's usual callback, without a new session", async () => {
    const { cookie, userId } = await signUp("link-me@example.com");
    fake.state.profile = { id: "5001", login: "linker", name: "Linker", email: "link-me@example.com", verified: true };
    const { authUrl, landing, cookie: withState } = await startLink("github", cookie);
    expect(authUrl.searchParams.get("state")).toBeTruthy();
    expect(landing.pathname).toBe("/auth/github/callback");

    const res = await finish("github", landing, withState);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isNewUser: false, linked: true, user: { id: userId } });
    expect(await providersOf(userId)).toEqual(["credential", "github"]);
    // Still one person: no account was created for the GitHub e-mail.
    expect(await app.database.db.select().from(users).where(eq(users.email, "link-me@example.com"))).toHaveLength(1);

    const list = await app.inject({ method: "GET", url: "/api/account/linked-accounts", headers: { cookie } });
    expect(
      list
        .json()
        .accounts.map((a: { provider: string }) => a.provider)
        .sort(),
    ).toEqual(["github", "password"]);
  });

  it("a provider account with another e-mail is not linked, with a readable reason", async () => {
    const { cookie, userId } = await signUp("mine@example.com");
    fake.state.profile = { id: "5002", login: "other", name: "Other", email: "other@example.com", verified: true };
    const { landing, cookie: withState } = await startLink("github", cookie);
    const res = await finish("github", landing, withState);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message:
        "This GitHub account uses a different e-mail address from your Foliocraft account, so it cannot be connected.",
      messageId: "linkDifferentEmail",
      params: { provider: "GitHub" },
    });
    expect(await providersOf(userId)).toEqual(["credential"]);
  });

  it("a provider account already connected to someone else is refused", async () => {
    const first = await signUp("first-owner@example.com");
    fake.state.profile = { id: "5003", login: "shared", name: "S", email: "first-owner@example.com", verified: true };
    const one = await startLink("github", first.cookie);
    expect((await finish("github", one.landing, one.cookie)).statusCode).toBe(200);

    const second = await signUp("second-owner@example.com");
    fake.state.profile = { id: "5003", login: "shared", name: "S", email: "second-owner@example.com", verified: true };
    const two = await startLink("github", second.cookie);
    const res = await finish("github", two.landing, two.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: "This GitHub account is already connected to another Foliocraft account.",
      messageId: "linkTakenByOther",
      params: { provider: "GitHub" },
    });
    expect(await providersOf(second.userId)).toEqual(["credential"]);
  });
});

describe("disconnecting a provider", () => {
  it("removes a connected provider and answers with what is left", async () => {
    const { cookie, userId } = await signUp("unlink@example.com");
    fake.state.profile = { id: "6001", login: "u", name: "U", email: "unlink@example.com", verified: true };
    const { landing, cookie: withState } = await startLink("github", cookie);
    await finish("github", landing, withState);
    expect(await providersOf(userId)).toEqual(["credential", "github"]);

    const res = await app.inject({ method: "DELETE", url: "/api/account/linked-accounts/github", headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().accounts.map((a: { provider: string }) => a.provider)).toEqual(["password"]);
    expect(await providersOf(userId)).toEqual(["credential"]);
  });

  it("a provider that is not connected is a 404", async () => {
    const { cookie } = await signUp("nothing-linked@example.com");
    const res = await app.inject({ method: "DELETE", url: "/api/account/linked-accounts/google", headers: { cookie } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({
      code: "not-found",
      message: "Google is not connected to this account.",
      messageId: "linkNotConnected",
      params: { provider: "Google" },
    });
  });

  it("refuses to remove the only way to sign in", async () => {
    fake.state.profile = { id: "7001", login: "solo", name: "Solo", email: "solo@example.com", verified: true };
    const start = await app.inject({ method: "POST", url: "/api/auth/oauth/github/start" });
    const authUrl = new URL(start.json().url as string);
    const landing = new URL((await fetch(authUrl, { redirect: "manual" })).headers.get("location")!);
    const signedIn = await finish("github", landing, cookiePairs(start).join("; "));
    expect(signedIn.statusCode).toBe(200);
    const cookie = cookiePairs(signedIn).join("; ");

    const res = await app.inject({ method: "DELETE", url: "/api/account/linked-accounts/github", headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: "invalid-argument",
      message:
        "GitHub is the only way you sign in to this account, so it cannot be disconnected. Connect another account first.",
      messageId: "linkLastMethod",
      params: { provider: "GitHub" },
      details: { reason: "last-sign-in-method" },
    });
    const userId = signedIn.json().user.id as string;
    expect(await providersOf(userId)).toEqual(["github"]);
  });

  it("needs a session", async () => {
    const res = await app.inject({ method: "DELETE", url: "/api/account/linked-accounts/github" });
    expect(res.statusCode).toBe(401);
  });
});
