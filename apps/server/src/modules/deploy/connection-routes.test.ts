import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { deployConnections } from "../../db/schema";
import type { FakeGithubDeploy } from "../../testing/fake-github-deploy";
import type { FakeNetlify } from "../../testing/fake-netlify";
import { signUpWithCookie } from "../../testing/portfolio-factory";
import { createTestApp } from "../../testing/test-app";
import { connect, startDeployTestApp } from "./deploy-test-helpers";

let app: FastifyInstance;
let github: FakeGithubDeploy;
let netlify: FakeNetlify;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, github, netlify, close } = await startDeployTestApp());
});
afterAll(() => close());

const post = (url: string, cookie: string, payload?: object) =>
  app.inject({ method: "POST", url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe("deploy connections", () => {
  it("connects GitHub with public_repo only, PKCE and a server-side exchange, and stores the token encrypted", async () => {
    const { userId, cookie } = await signUpWithCookie(app);
    const start = await post("/api/deploy/connections/github/start", cookie);
    const url = new URL(start.json().url);
    expect(url.origin + url.pathname).toBe(`${github.base}/login/oauth/authorize`);
    expect(url.searchParams.get("scope")).toBe("public_repo");
    expect(url.searchParams.get("redirect_uri")).toBe("https://folio.example/auth/github/callback/deploy");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get("state")).toBeTruthy();

    const res = await connect(app, "github", cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().connection).toMatchObject({ provider: "github", login: "octo", scope: "public_repo" });
    const exchange = github.requests.filter((r) => r.path === "/login/oauth/access_token").at(-1)!;
    expect(exchange.body.code_verifier).toMatch(/^[\w-]{43}$/);
    expect(exchange.body.client_secret).toBe("gh-deploy-secret");

    const [row] = await app.database.db.select().from(deployConnections).where(eq(deployConnections.userId, userId));
    expect(row!.accessTokenEncrypted).not.toContain("gho_");
    const list = await app.inject({ method: "GET", url: "/api/deploy/connections", headers: { cookie } });
    expect(list.json().connections).toEqual([
      { provider: "github", login: "octo", scope: "public_repo", createdAt: expect.any(String), needsReconnect: false },
    ]);
  });

  it("connects Netlify through the form token endpoint, and says so when no token comes back", async () => {
    const { cookie } = await signUpWithCookie(app);
    const start = new URL((await post("/api/deploy/connections/netlify/start", cookie)).json().url);
    expect(start.searchParams.get("response_type")).toBe("code");
    expect(start.searchParams.get("redirect_uri")).toBe("https://folio.example/auth/netlify/callback");
    const ok = await connect(app, "netlify", cookie);
    expect(ok.json().connection).toMatchObject({ provider: "netlify", login: "ama@example.com" });
    const token = netlify.requests.filter((r) => r.path === "/oauth/token").at(-1)!;
    expect(token.body).toMatchObject({
      grant_type: "authorization_code",
      client_id: "nf-id",
      client_secret: "nf-secret",
    });

    netlify.state.tokenMode = "no-token";
    const failed = await connect(app, "netlify", cookie);
    netlify.state.tokenMode = "ok";
    expect(failed.statusCode).toBe(400);
    expect(failed.json().error.message).toBe("Failed to get access token");
  });

  it("accepts a state once, for the user who started it, and passes a provider error on", async () => {
    const owner = await signUpWithCookie(app);
    const other = await signUpWithCookie(app);
    const state = new URL(
      (await post("/api/deploy/connections/github/start", owner.cookie)).json().url,
    ).searchParams.get("state");
    const stolen = await post("/api/deploy/connections/github/callback", other.cookie, { code: "x", state: state! });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error.message).toContain("expired or was already used");
    // Taken by the failed attempt: the owner's own second use is refused too.
    const reused = await post("/api/deploy/connections/github/callback", owner.cookie, { code: "x", state: state! });
    expect(reused.statusCode).toBe(400);

    const denied = new URL((await post("/api/deploy/connections/github/start", owner.cookie)).json().url);
    const res = await post("/api/deploy/connections/github/callback", owner.cookie, {
      state: denied.searchParams.get("state")!,
      error: "access_denied",
      error_description: "The user has denied your application access.",
    });
    expect(res.statusCode).toBe(400);
    // The message is ours (by its id, in any language); the error code travels beside it, never the provider's
    // error_description (anyone can put text in the address bar of our callback page).
    expect(res.json().error).toEqual({
      code: "invalid-argument",
      message: "GitHub did not grant access to your account.",
      messageId: "deployAccessNotGranted",
      params: { provider: "GitHub" },
      details: { provider: "github", error: "access_denied" },
    });
    const wrongCode = new URL((await post("/api/deploy/connections/github/start", owner.cookie)).json().url);
    const bad = await post("/api/deploy/connections/github/callback", owner.cookie, {
      state: wrongCode.searchParams.get("state")!,
      code: "not-a-code",
    });
    expect(bad.json().error).toMatchObject({
      message: "GitHub did not accept the authorization code. Please connect again.",
      messageId: "deployCodeRejected",
      details: { provider: "github", error: "bad_verification_code" },
    });
    expect(bad.body).not.toContain("incorrect or expired");
  });

  it("disconnects (then 404), and needs a session", async () => {
    const { cookie } = await signUpWithCookie(app);
    await connect(app, "github", cookie);
    const del = () => app.inject({ method: "DELETE", url: "/api/deploy/connections/github", headers: { cookie } });
    expect((await del()).statusCode).toBe(204);
    expect((await del()).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/api/deploy/connections" })).statusCode).toBe(401);
    expect((await app.inject({ method: "POST", url: "/api/deploy/connections/github/start" })).statusCode).toBe(401);
  });
});

describe("deploy connections without provider apps", () => {
  it("is 503 unavailable when the server has no GitHub or Netlify app", async () => {
    const bare = await createTestApp();
    try {
      const { cookie } = await signUpWithCookie(bare.app);
      const res = await bare.app.inject({
        method: "POST",
        url: "/api/deploy/connections/netlify/start",
        headers: { cookie },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe("Netlify deploys are not configured on this server.");
    } finally {
      await bare.close();
    }
  });
});
