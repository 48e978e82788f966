import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fullPortfolioFixture } from "@foliocraft/schemas";
import { createTestApp } from "../testing/test-app";
import { insertPortfolio, insertUser } from "../testing/portfolio-factory";
import { appPermissionsPolicy, publicPagePermissionsPolicy } from "./permissions-policy";

// The Permissions-Policy header on every kind of answer of the whole app: its pages, its API, the public portfolios.

let app: FastifyInstance;
let close: () => Promise<void>;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "permissions-policy-"));
  fs.writeFileSync(path.join(dist, "index.html"), '<!doctype html><title>Foliocraft</title><div id="root"></div>');
  fs.mkdirSync(path.join(dist, "prerendered", "pricing"), { recursive: true });
  fs.writeFileSync(path.join(dist, "prerendered", "pricing", "index.html"), "<h1>Pricing</h1>");
  ({ app, close } = await createTestApp({ webDistDir: dist }));
  const owner = await insertUser(app.database.db, { username: "policy-owner" });
  const content = fullPortfolioFixture();
  content.resume = { enabled: true, url: `/assets/${"a".repeat(64)}.pdf` };
  await insertPortfolio(app.database.db, owner, { content, published: true });
});

afterAll(async () => {
  await close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const features = (policy: string) => Object.fromEntries(policy.split(", ").map((part) => part.split("=")));

describe("Permissions-Policy", () => {
  it("denies cameras, microphones, location, devices and ad topics; payment only for us and Paystack's checkout", () => {
    const app = features(appPermissionsPolicy);
    for (const feature of ["camera", "microphone", "geolocation", "usb", "serial", "hid", "browsing-topics"]) {
      expect(app[feature], feature).toBe("()");
    }
    expect(app.payment).toBe('(self "https://checkout.paystack.com")');
    // Passkey sign-in works on our pages (WebAuthn get), in no frame of another origin.
    expect(app["publickey-credentials-get"]).toBe("(self)");
  });

  it("allows nothing at all on public portfolio pages", () => {
    const strict = features(publicPagePermissionsPolicy);
    expect(Object.values(strict).every((allowlist) => allowlist === "()")).toBe(true);
    expect(Object.keys(strict)).toEqual(expect.arrayContaining([...Object.keys(features(appPermissionsPolicy))]));
    expect(strict.payment).toBe("()");
  });

  it("is on the app's pages: prerendered, the single-page shell and an unknown path", async () => {
    for (const url of ["/pricing", "/dashboard", "/settings?tab=1"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["permissions-policy"], url).toBe(appPermissionsPolicy);
    }
  });

  it("is on API answers, successes and errors alike", async () => {
    const ok = await app.inject({ method: "GET", url: "/api/health" });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers["permissions-policy"]).toBe(appPermissionsPolicy);
    const missing = await app.inject({ method: "GET", url: "/api/no-such-endpoint" });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["permissions-policy"]).toBe(appPermissionsPolicy);
    const unauthenticated = await app.inject({ method: "GET", url: "/api/profile" });
    expect(unauthenticated.statusCode).toBe(401);
    expect(unauthenticated.headers["permissions-policy"]).toBe(appPermissionsPolicy);
  });

  it("is the strict one on every /p/ answer: the page, its 304, a missing portfolio and the resume link", async () => {
    const page = await app.inject({ method: "GET", url: "/p/policy-owner" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["permissions-policy"]).toBe(publicPagePermissionsPolicy);
    const again = await app.inject({
      method: "GET",
      url: "/p/policy-owner",
      headers: { "if-none-match": String(page.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers["permissions-policy"]).toBe(publicPagePermissionsPolicy);
    const missing = await app.inject({ method: "GET", url: "/p/nobody-has-this" });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["permissions-policy"]).toBe(publicPagePermissionsPolicy);
    const resume = await app.inject({ method: "GET", url: "/p/policy-owner/resume" });
    expect(resume.statusCode).toBe(302);
    expect(resume.headers["permissions-policy"]).toBe(publicPagePermissionsPolicy);
  });
});
