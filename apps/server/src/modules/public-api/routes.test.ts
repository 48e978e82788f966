import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { FastifyInstance } from "fastify";
import { unzipSync } from "fflate";
import { eq } from "drizzle-orm";
import { apiHourlyLimits, fullPortfolioFixture, type DeployView, type PortfolioDetail } from "@foliocraft/schemas";
import { apiKeys } from "../../db/schema";
import { updateProfile, signUpWithCookie } from "../../testing/portfolio-factory";
import { connect, startDeployTestApp } from "../deploy/deploy-test-helpers";
import { createApiKey } from "./api-key-test-helpers";

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await startDeployTestApp());
});
afterAll(() => close());

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

describe("the public API journey with a key", () => {
  it("creates, fills, publishes, exports and deploys to Netlify with one read-write key", async () => {
    const { userId, cookie } = await signUpWithCookie(app);
    await updateProfile(app.database.db, userId, { username: "api-ama", plan: "pro", isPremium: true });
    expect((await connect(app, "netlify", cookie)).statusCode).toBe(200);
    const { secret } = await createApiKey(app, cookie, { name: "CI script", scope: "read-write" });
    const headers = bearer(secret);

    const created = await app.inject({
      method: "POST",
      url: "/api/v1/portfolios",
      headers,
      payload: { name: "From CI" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const portfolio = created.json() as PortfolioDetail;
    expect(created.headers["ratelimit-limit"]).toBe(String(apiHourlyLimits.pro));

    const content = fullPortfolioFixture();
    const saved = await app.inject({
      method: "PUT",
      url: `/api/v1/portfolios/${portfolio.id}`,
      headers,
      payload: { baseVersion: portfolio.version, content },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = (
      await app.inject({ method: "GET", url: `/api/v1/portfolios/${portfolio.id}`, headers })
    ).json() as PortfolioDetail;
    expect(read.content.personal.fullName).toBe(content.personal.fullName);

    const published = await app.inject({ method: "POST", url: `/api/v1/portfolios/${portfolio.id}/publish`, headers });
    expect(published.statusCode, published.body).toBe(200);
    expect((published.json() as PortfolioDetail).status).toBe("published");
    expect((await app.inject({ method: "GET", url: "/p/api-ama" })).statusCode).toBe(200);

    const zip = await app.inject({ method: "GET", url: `/api/v1/portfolios/${portfolio.id}/export.zip`, headers });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers["content-type"]).toBe("application/zip");
    expect(Object.keys(unzipSync(new Uint8Array(zip.rawPayload)))).toContain("index.html");

    const list = await app.inject({ method: "GET", url: "/api/v1/portfolios", headers });
    expect((list.json() as { portfolios: { id: string }[] }).portfolios.map((p) => p.id)).toContain(portfolio.id);
    const templates = await app.inject({ method: "GET", url: "/api/v1/templates", headers });
    expect((templates.json() as { templates: { id: string }[] }).templates.map((t) => t.id)).toContain("minimal");

    const started = await app.inject({
      method: "POST",
      url: "/api/v1/deploy",
      headers,
      payload: { portfolioId: portfolio.id, target: "netlify" },
    });
    expect(started.statusCode, started.body).toBe(202);
    const { deployId } = started.json() as { deployId: string };
    const deploy = await vi.waitFor(
      async () => {
        const view = (await app.inject({ method: "GET", url: `/api/v1/deploys/${deployId}`, headers })).json()
          .deploy as DeployView;
        expect(view.status).not.toBe("running");
        return view;
      },
      { timeout: 20_000, interval: 10 },
    );
    expect(deploy).toMatchObject({ status: "success", step: "live" });
    expect(deploy.url).toMatch(/netlify\.example$/);

    // Usage per key per day and the last-used time are in settings.
    const usage = await app.inject({ method: "GET", url: "/api/account/api-keys/usage", headers: { cookie } });
    const today = new Date().toISOString().slice(0, 10);
    const [row] = (usage.json() as { usage: { day: string; count: number }[] }).usage;
    expect(row).toMatchObject({ day: today });
    expect(row!.count).toBeGreaterThanOrEqual(8);
    const keys = (await app.inject({ method: "GET", url: "/api/account/api-keys", headers: { cookie } })).json() as {
      keys: { lastUsedAt: string | null; start: string }[];
    };
    expect(keys.keys[0]!.lastUsedAt).not.toBeNull();
    expect(secret.startsWith(keys.keys[0]!.start)).toBe(true);
  });
});

describe("keys refused", () => {
  it("answers 401 for a missing, malformed, unknown, revoked or expired key", async () => {
    const { userId, cookie } = await signUpWithCookie(app);
    const missing = await app.inject({ method: "GET", url: "/api/v1/portfolios" });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ error: { code: "unauthenticated", messageId: "apiKeyMissing" } });
    for (const authorization of ["Bearer", "Basic abc", "Bearer fc_short", `Bearer fc_${"A".repeat(43)}`, "fc_x y"]) {
      const res = await app.inject({ method: "GET", url: "/api/v1/portfolios", headers: { authorization } });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json()).toMatchObject({ error: { code: "unauthenticated" } });
    }

    const revoked = await createApiKey(app, cookie, { name: "old", scope: "read" });
    expect(
      (await app.inject({ method: "GET", url: "/api/v1/portfolios", headers: bearer(revoked.secret) })).statusCode,
    ).toBe(200);
    const revoke = await app.inject({
      method: "POST",
      url: `/api/account/api-keys/${revoked.key.id}/revoke`,
      headers: { cookie },
    });
    expect(revoke.statusCode).toBe(200);
    const afterRevoke = await app.inject({ method: "GET", url: "/api/v1/portfolios", headers: bearer(revoked.secret) });
    expect(afterRevoke.statusCode).toBe(401);
    expect(afterRevoke.json()).toMatchObject({ error: { messageId: "apiKeyInvalid" } });

    const expiring = await createApiKey(app, cookie, {
      name: "short",
      scope: "read",
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    await app.database.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, expiring.key.id));
    const expired = await app.inject({ method: "GET", url: "/api/v1/portfolios", headers: bearer(expiring.secret) });
    expect(expired.statusCode).toBe(401);
    expect(userId).toBeTruthy();
  });

  it("refuses an expiry in the past, and a key management request from another site", async () => {
    const { cookie } = await signUpWithCookie(app);
    const past = await app.inject({
      method: "POST",
      url: "/api/account/api-keys",
      headers: { cookie },
      payload: { name: "x", scope: "read", expiresAt: "2020-01-01T00:00:00Z" },
    });
    expect(past.statusCode).toBe(400);
    const crossSite = await app.inject({
      method: "POST",
      url: "/api/account/api-keys",
      headers: { cookie, origin: "https://evil.example" },
      payload: { name: "x", scope: "read" },
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it("answers 403 when a read key writes, and lets a key request through the origin check", async () => {
    const { cookie } = await signUpWithCookie(app);
    const { secret } = await createApiKey(app, cookie, { name: "reader", scope: "read" });
    const res = await app.inject({ method: "POST", url: "/api/v1/portfolios", headers: bearer(secret), payload: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { code: "permission-denied", messageId: "apiKeyReadOnly" } });
    const writer = await createApiKey(app, cookie, { name: "writer", scope: "read-write" });
    const fromPage = await app.inject({
      method: "POST",
      url: "/api/v1/portfolios",
      headers: { ...bearer(writer.secret), origin: "https://tools.example" },
      payload: {},
    });
    expect(fromPage.statusCode).toBe(201);
  });

  it("answers 404 for another owner's portfolio, deploy and key, and never acts on a cookie", async () => {
    const owner = await signUpWithCookie(app);
    const other = await signUpWithCookie(app);
    const ownerKey = await createApiKey(app, owner.cookie, { name: "mine", scope: "read-write" });
    const otherKey = await createApiKey(app, other.cookie, { name: "theirs", scope: "read-write" });
    const created = await app.inject({
      method: "POST",
      url: "/api/v1/portfolios",
      headers: bearer(ownerKey.secret),
      payload: {},
    });
    const id = (created.json() as PortfolioDetail).id;
    const headers = bearer(otherKey.secret);
    for (const [method, url] of [
      ["GET", `/api/v1/portfolios/${id}`],
      ["POST", `/api/v1/portfolios/${id}/publish`],
      ["GET", `/api/v1/portfolios/${id}/export.zip`],
      ["GET", "/api/v1/deploys/00000000-0000-0000-0000-000000000000"],
    ] as const) {
      expect((await app.inject({ method, url, headers })).statusCode, url).toBe(404);
    }
    const deploy = await app.inject({
      method: "POST",
      url: "/api/v1/deploy",
      headers,
      payload: { portfolioId: id, target: "github-repo" },
    });
    expect(deploy.statusCode).toBe(404);
    const revokeOthers = await app.inject({
      method: "POST",
      url: `/api/account/api-keys/${ownerKey.key.id}/revoke`,
      headers: { cookie: other.cookie },
    });
    expect(revokeOthers.statusCode).toBe(404);
    // The owner's session cookie alone does not open the public API.
    const cookieOnly = await app.inject({
      method: "GET",
      url: "/api/v1/portfolios",
      headers: { cookie: owner.cookie },
    });
    expect(cookieOnly.statusCode).toBe(401);
  });
});

describe("the hourly limit per key", () => {
  it("gives a free key 100 requests an hour with RateLimit headers, then 429 with Retry-After", async () => {
    const { cookie } = await signUpWithCookie(app);
    const { secret } = await createApiKey(app, cookie, { name: "busy", scope: "read" });
    const headers = bearer(secret);
    for (let i = 1; i <= apiHourlyLimits.free; i++) {
      const res = await app.inject({ method: "GET", url: "/api/v1/templates", headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers["ratelimit-remaining"]).toBe(String(apiHourlyLimits.free - i));
    }
    const refused = await app.inject({ method: "GET", url: "/api/v1/templates", headers });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: "resource-exhausted", messageId: "apiKeyHourlyLimit" } });
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.headers["ratelimit-remaining"]).toBe("0");
    expect(refused.headers["ratelimit-reset"]).toBe(String(retryAfter));
    // Another key of the same owner has its own allowance.
    const second = await createApiKey(app, cookie, { name: "fresh", scope: "read" });
    expect(
      (await app.inject({ method: "GET", url: "/api/v1/templates", headers: bearer(second.secret) })).statusCode,
    ).toBe(200);
  });

  it("gives a Pro key 1,000 requests an hour, then 429 with Retry-After; the plan is read per request", async () => {
    const { userId, cookie } = await signUpWithCookie(app);
    const { secret } = await createApiKey(app, cookie, { name: "pro busy", scope: "read" });
    const headers = bearer(secret);
    // Still free: the first request is counted against the free allowance's header. The hour starts with it.
    const windowStart = Date.now();
    const first = await app.inject({ method: "GET", url: "/api/v1/templates", headers });
    expect(first.headers["ratelimit-limit"]).toBe(String(apiHourlyLimits.free));
    await updateProfile(app.database.db, userId, { plan: "pro", isPremium: true });
    for (let i = 2; i <= apiHourlyLimits.pro; i++) {
      const res = await app.inject({ method: "GET", url: "/api/v1/templates", headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers["ratelimit-limit"]).toBe(String(apiHourlyLimits.pro));
      expect(res.headers["ratelimit-remaining"]).toBe(String(apiHourlyLimits.pro - i));
    }
    const refused = await app.inject({ method: "GET", url: "/api/v1/templates", headers });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      error: { code: "resource-exhausted", messageId: "apiKeyHourlyLimit", params: { limit: apiHourlyLimits.pro } },
    });
    // What is left of the hour that began with the first request (however long 1,000 requests took here).
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThanOrEqual(3600 - Math.ceil((Date.now() - windowStart) / 1000) - 1);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.headers["ratelimit-reset"]).toBe(String(retryAfter));
    expect(refused.headers["ratelimit-limit"]).toBe(String(apiHourlyLimits.pro));
    expect(refused.headers["ratelimit-remaining"]).toBe("0");
  }, 300_000);
});
