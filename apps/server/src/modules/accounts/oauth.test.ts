import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { eq } from "drizzle-orm";
import { accounts, users } from "../../db/schema";
import { createTestApp } from "../../testing/test-app";
import { startFakeOAuth } from "../../testing/fake-oauth";
import { URI, type TOTP } from "otpauth";

let app: FastifyInstance;
let close: () => Promise<void>;
let fake: Awaited<ReturnType<typeof startFakeOAuth>>;

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
  fake.state.profile = { id: "1001", login: "octo", name: "Octo Cat", email: "octo@example.com", verified: true };
});

const cookiesOf = (res: LightMyRequestResponse) => res.cookies.map((c) => `${c.name}=${c.value}`).join("; ");

/** Runs the browser's part: start, follow the provider's authorize URL, and return what lands on our callback page. */
async function authorize(provider: "github" | "google") {
  const start = await app.inject({ method: "POST", url: `/api/auth/oauth/${provider}/start` });
  expect(start.statusCode).toBe(200);
  const authUrl = new URL(start.json().url as string);
  const res = await fetch(authUrl, { redirect: "manual" });
  const landing = new URL(res.headers.get("location")!);
  return { authUrl, landing, cookie: cookiesOf(start) };
}

async function exchange(provider: "github" | "google", body: Record<string, string>, cookie: string) {
  return app.inject({
    method: "POST",
    url: `/api/auth/oauth/${provider}/callback`,
    headers: { cookie },
    payload: body,
  });
}

describe("OAuth sign-in against fake providers over real HTTP", () => {
  it("offers the configured providers", async () => {
    const res = await app.inject({ method: "GET", url: "/api/auth/providers" });
    expect(res.json()).toEqual({ github: true, google: true, passkey: true });
  });

  it("GitHub: asks only read:user user:email with state and PKCE; the exchange happens on the server", async () => {
    const { authUrl, landing, cookie } = await authorize("github");
    expect(authUrl.origin + authUrl.pathname).toBe(`${fake.base}/login/oauth/authorize`);
    expect(authUrl.searchParams.get("scope")).toBe("read:user user:email");
    expect(authUrl.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authUrl.searchParams.get("state")).toBeTruthy();
    expect(authUrl.searchParams.get("redirect_uri")).toBe("http://localhost:3000/auth/github/callback");
    expect(authUrl.toString()).not.toContain("very-secret-456");
    expect(landing.pathname).toBe("/auth/github/callback");

    const res = await exchange(
      "github",
      { code: landing.searchParams.get("code")!, state: landing.searchParams.get("state")! },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      isNewUser: true,
      user: { email: "octo@example.com", name: "Octo Cat", emailVerified: true },
    });

    const tokenCall = fake.requests.find((r) => r.path === "/login/oauth/access_token");
    expect(tokenCall?.body).toMatchObject({ client_id: "client-123", client_secret: "very-secret-456" });
    expect(tokenCall?.body.code_verifier).toBeTruthy();

    const session = await app.inject({ method: "GET", url: "/api/session", headers: { cookie: cookiesOf(res) } });
    expect(session.json().user.email).toBe("octo@example.com");

    // The provider token is stored encrypted.
    const [user] = await app.database.db.select().from(users).where(eq(users.email, "octo@example.com"));
    const [account] = await app.database.db.select().from(accounts).where(eq(accounts.userId, user!.id));
    expect(account?.providerId).toBe("github");
    expect(account?.accessToken).toBeTruthy();
    expect(account?.accessToken).not.toMatch(/^gho_/);
  });

  it("GitHub: a second sign-in is not a new user", async () => {
    const { landing, cookie } = await authorize("github");
    const res = await exchange("github", Object.fromEntries(landing.searchParams), cookie);
    expect(res.json().isNewUser).toBe(false);
  });

  it("an error parameter from the provider → our own message; its error_description is never passed on", async () => {
    const { cookie } = await authorize("github");
    const denied = await exchange(
      "github",
      { error: "access_denied", error_description: "Call +1 555 0100 to restore your account" },
      cookie,
    );
    expect(denied.statusCode).toBe(401);
    expect(denied.json().error).toEqual({
      code: "unauthenticated",
      message: "The GitHub sign-in was cancelled.",
      messageId: "oauthAccessDenied",
      params: { provider: "GitHub" },
    });
    const other = await exchange("github", { error: "server_error", error_description: "Visit evil.example" }, cookie);
    expect(other.json().error).toMatchObject({ messageId: "oauthProviderRefused", params: { provider: "GitHub" } });
    expect(other.body).not.toContain("evil.example");
  });

  it("a token endpoint error: our message, not the provider's error_description", async () => {
    const { landing, cookie } = await authorize("github");
    fake.state.tokenMode = "error-json";
    const res = await exchange("github", Object.fromEntries(landing.searchParams), cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({ messageId: "oauthProviderRefused", params: { provider: "GitHub" } });
    expect(res.body).not.toContain("incorrect or expired");
  });

  it("a missing code → No authorization code received from GitHub", async () => {
    const { cookie } = await authorize("github");
    const res = await exchange("github", { state: "x" }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: "invalid-argument",
      message: "No authorization code received from GitHub",
      messageId: "oauthNoCode",
      params: { provider: "GitHub" },
    });
  });

  it("a provider error on the token endpoint → GitHub API error", async () => {
    const { landing, cookie } = await authorize("github");
    fake.state.tokenMode = "http-500";
    const res = await exchange("github", Object.fromEntries(landing.searchParams), cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({
      message: "GitHub API error",
      messageId: "oauthProviderApiError",
      params: { provider: "GitHub" },
    });
  });

  it("a token answer without access_token → Failed to get access token - unexpected response", async () => {
    const { landing, cookie } = await authorize("github");
    fake.state.tokenMode = "no-token";
    const res = await exchange("github", Object.fromEntries(landing.searchParams), cookie);
    expect(res.json().error).toMatchObject({
      message: "Failed to get access token - unexpected response",
      messageId: "oauthTokenUnexpected",
    });
  });

  it("a state used twice is refused", async () => {
    const { landing, cookie } = await authorize("github");
    const params = Object.fromEntries(landing.searchParams);
    expect((await exchange("github", params, cookie)).statusCode).toBe(200);
    const again = await exchange("github", params, cookie);
    expect(again.statusCode).toBe(401);
  });

  it("Google: a verified e-mail that matches a verified password account links to it", async () => {
    const signUp = await app.inject({
      method: "POST",
      url: "/api/account/sign-up",
      payload: { name: "Adwoa", email: "adwoa@example.com", password: "secret-1", confirmPassword: "secret-1" },
    });
    const existingId = signUp.json().user.id as string;
    // Both sides must be verified (better-auth's requireLocalEmailVerified): otherwise someone who signed up with a
    // stranger's address and a password would keep access after the real owner signs in with Google.
    await app.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, existingId));
    fake.state.profile = { id: "g-77", login: "", name: "Adwoa G", email: "adwoa@example.com", verified: true };
    const { authUrl, landing, cookie } = await authorize("google");
    expect(authUrl.searchParams.get("scope")).toBe("openid email profile");
    expect(authUrl.searchParams.get("prompt")).toBe("select_account");
    const res = await exchange("google", Object.fromEntries(landing.searchParams), cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isNewUser: false, user: { id: existingId } });
    const linked = await app.database.db.select().from(accounts).where(eq(accounts.userId, existingId));
    expect(linked.map((a) => a.providerId).sort()).toEqual(["credential", "google"]);
  });

  it("Google: an unverified e-mail does not take over an existing account", async () => {
    await app.inject({
      method: "POST",
      url: "/api/account/sign-up",
      payload: { name: "Kwame", email: "kwame@example.com", password: "secret-1", confirmPassword: "secret-1" },
    });
    fake.state.profile = { id: "g-88", login: "", name: "Impostor", email: "kwame@example.com", verified: false };
    const { landing, cookie } = await authorize("google");
    const res = await exchange("google", Object.fromEntries(landing.searchParams), cookie);
    expect(res.statusCode).toBe(401);
    const [user] = await app.database.db.select().from(users).where(eq(users.email, "kwame@example.com"));
    const linked = await app.database.db.select().from(accounts).where(eq(accounts.userId, user!.id));
    expect(linked.map((a) => a.providerId)).toEqual(["credential"]);
  });

  it("an unconfigured provider is a clear 503", async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.inject({ method: "POST", url: "/api/auth/oauth/github/start" });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toMatchObject({
        message: "GitHub sign-in is not configured on this server.",
        messageId: "oauthNotConfigured",
        params: { provider: "GitHub" },
      });
      expect((await bare.app.inject({ method: "GET", url: "/api/auth/providers" })).json()).toEqual({
        github: false,
        google: false,
        passkey: true,
      });
    } finally {
      await bare.close();
    }
  });
});

describe("two-step sign-in after Google or GitHub", () => {
  for (const provider of ["google", "github"] as const) {
    it(`${provider}: asks for the authenticator code before the provider's sign-in becomes a session`, async () => {
      const email = `yaw-${provider}@example.com`;
      const signUp = await app.inject({
        method: "POST",
        url: "/api/account/sign-up",
        payload: { name: "Yaw", email, password: "secret-1", confirmPassword: "secret-1" },
      });
      const userId = signUp.json().user.id as string;
      await app.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
      const setUp = await app.inject({
        method: "POST",
        url: "/api/account/two-factor/set-up",
        headers: { cookie: cookiesOf(signUp) },
        payload: { password: "secret-1" },
      });
      const totp = URI.parse((setUp.json() as { totpUri: string }).totpUri) as TOTP;
      const confirm = await app.inject({
        method: "POST",
        url: "/api/account/two-factor/confirm",
        headers: { cookie: cookiesOf(signUp) },
        payload: { code: totp.generate() },
      });
      expect(confirm.statusCode, confirm.body).toBe(200);

      fake.state.profile = {
        id: provider === "github" ? "7002" : "g-2fa",
        login: "yaw2fa",
        name: "Yaw G",
        email,
        verified: true,
      };
      const { landing, cookie } = await authorize(provider);
      const res = await exchange(provider, Object.fromEntries(landing.searchParams), cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ twoFactorRequired: true });
      const pending = cookiesOf(res);
      const session = await app.inject({ method: "GET", url: "/api/session", headers: { cookie: pending } });
      expect(session.json()).toEqual({ user: null });

      const secondStep = (code: string) =>
        app.inject({
          method: "POST",
          url: "/api/account/sign-in/two-factor",
          headers: { cookie: pending },
          payload: { code },
        });
      // The code that turned two-step sign-in on is used up: the next one the app shows completes the sign-in.
      const reused = await secondStep(totp.generate());
      expect(reused.json().error.messageId).toBe("twoFactorCodeUsed");
      const done = await secondStep(totp.generate({ timestamp: Date.now() + 30_000 }));
      expect(done.statusCode, done.body).toBe(200);
      const after = await app.inject({ method: "GET", url: "/api/session", headers: { cookie: cookiesOf(done) } });
      expect(after.json().user.id).toBe(userId);
    });
  }
});
