import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Fastify from "fastify";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securityHeadersPlugin } from "./security-headers";
import { webAppPlugin } from "./web-app";

// The web-app plugin against a built-looking dist folder: prerendered marketing pages are served for their paths
// with PUBLIC_URL filled in, every other page gets the SPA shell, and the showcase frames may be framed by us.

let app: FastifyInstance;
let dist: string;

function write(rel: string, text: string) {
  const file = path.join(dist, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "web-app-test-"));
  write("index.html", '<!doctype html><title>Foliocraft</title><div id="root"></div>');
  write("prerendered/index.html", '<link rel="canonical" href="%PUBLIC_URL%/"><h1>Home page</h1>');
  write("prerendered/pricing/index.html", '<meta property="og:url" content="%PUBLIC_URL%/pricing"><h1>Pricing</h1>');
  write("prerendered/blog/first-post/index.html", "<h1>First post</h1>");
  write("showcase/minimal.html", "<!doctype html><title>Minimal</title>");
  app = Fastify();
  await app.register(securityHeadersPlugin);
  await app.register(webAppPlugin, { distDir: dist, publicUrl: "https://folio.example/" });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe("prerendered marketing pages", () => {
  it("serves the prerendered home page at / with the public address filled in", async () => {
    const res = await app.inject({ method: "GET", url: "/" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toBe('<link rel="canonical" href="https://folio.example/"><h1>Home page</h1>');
  });

  it("matches paths as the router does: any case, trailing slash, query string", async () => {
    for (const url of ["/pricing", "/Pricing/", "/pricing?plan=yearly"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.body, url).toContain('content="https://folio.example/pricing"><h1>Pricing</h1>');
    }
    expect((await app.inject({ method: "GET", url: "/blog/first-post" })).body).toBe("<h1>First post</h1>");
  });

  it("answers a repeat visit with 304 when the page did not change", async () => {
    const first = await app.inject({ method: "GET", url: "/pricing" });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await app.inject({ method: "GET", url: "/pricing", headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("serves the SPA shell for pages without a prerendered file, and never a file outside the folder", async () => {
    for (const url of ["/dashboard", "/blog/unknown-post", "/%2e%2e/index.html", "/pricing/..%2f..%2findex.html"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it("does not expose the prerendered files under their folder name", async () => {
    const res = await app.inject({ method: "GET", url: "/prerendered/pricing/index.html" });
    expect(res.body).not.toContain("%PUBLIC_URL%");
    expect(res.body).toContain('<div id="root"></div>');
  });
});

describe("showcase frames", () => {
  it("may be framed by the site itself, while pages keep frame-ancestors 'none'", async () => {
    const frame = await app.inject({ method: "GET", url: "/showcase/minimal.html" });
    expect(frame.statusCode).toBe(200);
    expect(frame.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(frame.headers["content-security-policy"]).toContain("default-src 'none'");
    const page = await app.inject({ method: "GET", url: "/" });
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });
});
