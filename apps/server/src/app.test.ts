import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { errorBodySchema, healthSchema, readinessSchema } from "@foliocraft/schemas";
import { appVersion } from "./app";
import { createTestApp } from "./testing/test-app";
import { testDatabaseKind } from "./testing/test-env";

let app: FastifyInstance;
let close: () => Promise<void>;
let webDir: string;

beforeAll(async () => {
  // A stand-in build of the web app: index.html and one hashed asset.
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), "foliocraft-web-"));
  fs.mkdirSync(path.join(webDir, "assets"));
  fs.writeFileSync(path.join(webDir, "index.html"), "<!doctype html><title>Foliocraft</title><div id=root></div>");
  fs.writeFileSync(path.join(webDir, "assets", "index-abc123.js"), "console.log(1)");
  fs.writeFileSync(path.join(webDir, "boot.js"), "void 0");
  ({ app, close } = await createTestApp({ webDistDir: webDir }));
});

afterAll(async () => {
  await close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

function expectError(res: { json(): unknown }, code: string, message?: RegExp) {
  const body = errorBodySchema.parse(res.json());
  expect(body.error.code).toBe(code);
  if (message) expect(body.error.message).toMatch(message);
  return body;
}

describe("GET /api/health", () => {
  it("reports ok, the database kind and the version", async () => {
    const res = await app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(healthSchema.parse(res.json())).toEqual({
      status: "ok",
      database: testDatabaseKind(),
      version: appVersion,
      databaseReachable: true,
    });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("is ready when the database answers (no Redis configured here)", async () => {
    const res = await app.inject({ method: "GET", url: "/api/health/ready" });
    expect(res.statusCode).toBe(200);
    expect(readinessSchema.parse(res.json())).toEqual({ ready: true, database: "up", redis: "not-configured" });
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});

describe("security headers", () => {
  it("sends a CSP without inline script, nosniff and frame protection", async () => {
    const res = await app.inject({ method: "GET", url: "/api/health" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-powered-by"]).toBeUndefined();
    expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  });

  it("lets a popup that comes back from a provider's site reach its opener (COOP unsafe-none there only)", async () => {
    for (const url of [
      "/auth/github/callback?code=x&state=y",
      "/auth/google/callback",
      "/github/callback",
      "/auth/github/callback/deploy?code=x&state=y",
      "/auth/github/app/callback?installation_id=1&setup_action=install",
      "/auth/netlify/callback?code=x",
      "/auth/netlify/oob",
      "/pricing?payment=fc-1",
    ]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.headers["cross-origin-opener-policy"], url).toBe("unsafe-none");
    }
    const other = await app.inject({ method: "GET", url: "/dashboard" });
    expect(other.headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  });
});

describe("unknown API paths", () => {
  it.each(["GET", "POST", "DELETE"] as const)("%s /api/nope is a JSON 404", async (method) => {
    const res = await app.inject({ method, url: "/api/nope?x=1" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expectError(res, "not-found", /\/api\/nope$/);
  });
});

// Each request from its own address, so the contact endpoint's rate limit does not interfere.
let nextAddress = 1;
const freshAddress = () => `198.51.100.${nextAddress++}`;

describe("bad input", () => {
  const url = "/api/contact-messages";

  it("malformed JSON → 400 with a clear message", async () => {
    const res = await app.inject({
      method: "POST",
      url,
      remoteAddress: freshAddress(),
      headers: { "content-type": "application/json" },
      payload: "{bad",
    });
    expect(res.statusCode).toBe(400);
    expectError(res, "invalid-argument", /not valid JSON/);
  });

  it("a wrong content type → 400 asking for JSON", async () => {
    for (const type of ["text/plain", "application/xml", "application/x-www-form-urlencoded"]) {
      const res = await app.inject({
        method: "POST",
        url,
        remoteAddress: freshAddress(),
        headers: { "content-type": type },
        payload: "name=x",
      });
      expect(res.statusCode, type).toBe(400);
      expectError(res, "invalid-argument", /send the request body as JSON/);
    }
  });

  it("a body over 1 MB → 413", async () => {
    const payload = JSON.stringify({ message: "x".repeat(1024 * 1024 + 10) });
    const res = await app.inject({
      method: "POST",
      url,
      remoteAddress: freshAddress(),
      headers: { "content-type": "application/json" },
      payload,
    });
    expect(res.statusCode).toBe(413);
    expectError(res, "invalid-argument", /too large: the limit is 1 MB/);
  });

  it("an empty JSON body → 400", async () => {
    const res = await app.inject({
      method: "POST",
      url,
      remoteAddress: freshAddress(),
      headers: { "content-type": "application/json" },
      payload: "",
    });
    expect(res.statusCode).toBe(400);
    expectError(res, "invalid-argument", /empty/);
  });

  it("never leaks a stack trace", async () => {
    const res = await app.inject({
      method: "POST",
      url,
      remoteAddress: freshAddress(),
      headers: { "content-type": "application/json" },
      payload: "[",
    });
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});

describe("CSRF origin check", () => {
  const payload = { name: "Ama", email: "ama@example.com", subject: "Other", message: "Hi" };

  it("refuses a state-changing request from another site", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/contact-messages",
      remoteAddress: freshAddress(),
      headers: { origin: "https://evil.example" },
      payload,
    });
    expect(res.statusCode).toBe(403);
    expectError(res, "permission-denied", /another website/);
  });

  it("accepts the app's own origin", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/contact-messages",
      remoteAddress: freshAddress(),
      headers: { origin: "http://localhost:3000" },
      payload,
    });
    expect(res.statusCode).toBe(201);
  });
});

describe("web app serving", () => {
  it("serves index.html for deep links (SPA fallback), revalidated", async () => {
    for (const url of ["/", "/dashboard", "/generate?id=1", "/auth/github/callback?code=1"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.body).toContain("<div id=root>");
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("caches hashed assets for a year, immutable", async () => {
    const res = await app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("revalidates files that are not hashed", async () => {
    const res = await app.inject({ method: "GET", url: "/boot.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  it("a missing hashed asset is a 404, not the page", async () => {
    const res = await app.inject({ method: "GET", url: "/assets/missing-123.js" });
    expect(res.statusCode).toBe(404);
  });

  it("a POST to a page path is a JSON 404", async () => {
    const res = await app.inject({ method: "POST", url: "/dashboard", payload: {} });
    expect(res.statusCode).toBe(404);
    expectError(res, "not-found");
  });
});

describe("GET /api/session", () => {
  it("says nobody is signed in", async () => {
    const res = await app.inject({ method: "GET", url: "/api/session" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
  });
});
