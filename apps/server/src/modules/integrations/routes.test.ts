import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { accounts } from "../../db/schema";
import { createTestApp } from "../../testing/test-app";
import { startFakeOAuth } from "../../testing/fake-oauth";
import { signUpTestUser } from "../../testing/test-users";

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

async function signInWithGithub(): Promise<string> {
  fake.state.profile = { id: "2002", login: "ama-dev", name: "Ama Dev", email: "ama.dev@example.com", verified: true };
  const start = await app.inject({ method: "POST", url: "/api/auth/oauth/github/start" });
  const startCookie = start.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  const landing = new URL((await fetch(start.json().url, { redirect: "manual" })).headers.get("location")!);
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/oauth/github/callback",
    headers: { cookie: startCookie },
    payload: { code: landing.searchParams.get("code"), state: landing.searchParams.get("state") },
  });
  expect(res.statusCode).toBe(200);
  return res.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

describe("GET /api/integrations/github/repos", () => {
  it("lists the user's repositories with the stored (encrypted) GitHub token", async () => {
    const cookie = await signInWithGithub();
    const [row] = await app.database.db.select().from(accounts).where(eq(accounts.providerId, "github"));
    expect(row?.accessToken).not.toMatch(/^gho_/);

    const res = await app.inject({ method: "GET", url: "/api/integrations/github/repos", headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      connected: true,
      repos: [
        {
          name: "weather-app",
          fullName: "ama-dev/weather-app",
          description: "Forecasts for any city, offline-first",
          htmlUrl: "https://github.com/ama-dev/weather-app",
          homepage: "https://weather.example.com",
          language: "TypeScript",
          topics: ["react", "pwa"],
          stargazers: 42,
          fork: false,
          updatedAt: "2026-10-01T10:00:00Z",
        },
        {
          name: "dotfiles",
          fullName: "ama-dev/dotfiles",
          description: "",
          htmlUrl: "https://github.com/ama-dev/dotfiles",
          homepage: "",
          language: "",
          topics: [],
          stargazers: 0,
          fork: true,
          updatedAt: "2025-01-01T10:00:00Z",
        },
      ],
    });
  });

  it("says when GitHub no longer accepts the saved sign-in, with the message's catalog id", async () => {
    const cookie = await signInWithGithub();
    // A token GitHub does not know (revoked there). Not hex, so it is read as stored in plain text.
    await app.database.db.update(accounts).set({ accessToken: "gho_revoked" }).where(eq(accounts.providerId, "github"));
    const res = await app.inject({ method: "GET", url: "/api/integrations/github/repos", headers: { cookie } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({
      code: "unauthenticated",
      message: "GitHub no longer accepts the saved sign-in. Connect GitHub again.",
      messageId: "githubReposSignInRejected",
    });
  });

  it("says not connected for an e-mail account, and needs a session", async () => {
    const user = await signUpTestUser(app);
    const res = await app.inject({
      method: "GET",
      url: "/api/integrations/github/repos",
      headers: { cookie: user.cookie },
    });
    expect(res.json()).toEqual({ connected: false, repos: [] });
    expect((await app.inject({ method: "GET", url: "/api/integrations/github/repos" })).statusCode).toBe(401);
  });
});
