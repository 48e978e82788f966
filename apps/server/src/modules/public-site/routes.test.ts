import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { chinesePortfolioFixture, fullPortfolioFixture, nearEmptyPortfolioFixture } from "@foliocraft/schemas";
import { portfolios } from "../../db/schema";
import { createTestApp } from "../../testing/test-app";
import { insertAsset, insertPortfolio, insertUser } from "../../testing/portfolio-factory";

let app: FastifyInstance;
let close: () => Promise<void>;
let webDir: string;
let ip = 1;
// Each scenario from its own address, so the 404 limit of one test does not reach into another.
const nextIp = () => `203.0.113.${ip++}`;

beforeAll(async () => {
  // A built web app in place, to prove its SPA fallback never answers the public routes.
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), "foliocraft-web-"));
  fs.writeFileSync(path.join(webDir, "index.html"), "<!DOCTYPE html><title>spa</title>");
  ({ app, close } = await createTestApp({ publicUrl: "https://folio.example", webDistDir: webDir }));
});
afterAll(async () => {
  await close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, remoteAddress = nextIp()) =>
  app.inject({ method: "GET", url, headers, remoteAddress });

describe("GET /p/{username}", () => {
  it("renders the published snapshot as full HTML with its own strict CSP", async () => {
    const userId = await insertUser(app.database.db, { username: "ama-mensah" });
    await insertPortfolio(app.database.db, userId, { published: true });
    const res = await get("/p/ama-mensah");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    const html = res.body;
    expect(html).toContain("<h1>Ama Mensah</h1>");
    expect(html).toContain('<link rel="canonical" href="https://folio.example/p/ama-mensah">');
    expect(html).toContain('action="https://folio.example/api/public/portfolios/ama-mensah/contact"');
    expect(html).toContain('<a href="https://folio.example" rel="noopener">Powered by Foliocraft</a>');

    const css = /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? "";
    const hash = createHash("sha256").update(css).digest("base64");
    const csp = String(res.headers["content-security-policy"]);
    expect(csp.split("; ")).toEqual([
      "default-src 'none'",
      `style-src 'sha256-${hash}'`,
      "font-src 'self'",
      "img-src 'self' https: data:",
      "connect-src 'self'",
      "form-action 'self' https://folio.example",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ]);
    // Revalidated on every visit, so a publish shows on the next request (issue 20).
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("allows data: fonts only to a page whose stylesheet inlines one (a CJK page's stand-in)", async () => {
    const zh = await insertUser(app.database.db, { username: "data-fonts-zh" });
    await insertPortfolio(app.database.db, zh, { published: true, content: chinesePortfolioFixture() });
    const res = await get("/p/data-fonts-zh");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("url(data:font/ttf;base64,");
    expect(String(res.headers["content-security-policy"]).split("; ")).toContain("font-src 'self' data:");
    const en = await insertUser(app.database.db, { username: "data-fonts-en" });
    await insertPortfolio(app.database.db, en, { published: true });
    const latin = await get("/p/data-fonts-en");
    expect(latin.body).not.toContain("data:font/");
    expect(String(latin.headers["content-security-policy"]).split("; ")).toContain("font-src 'self'");
  });

  it("sends every security header the rest of the app sends", async () => {
    const userId = await insertUser(app.database.db, { username: "headers" });
    await insertPortfolio(app.database.db, userId, { published: true });
    const appHeaders = (await get("/api/health")).headers;
    const perResponse = ["content-type", "content-length", "date", "connection", "keep-alive", "cache-control"];
    const security = Object.keys(appHeaders).filter((h) => !perResponse.includes(h) && h !== "content-security-policy");
    expect(security.length).toBeGreaterThan(5);
    for (const res of [await get("/p/headers"), await get("/p/no-such-name")]) {
      expect(Object.keys(res.headers)).toEqual(expect.arrayContaining([...security, "content-security-policy"]));
      expect(res.headers["x-frame-options"]).toBe("DENY");
      // No browsing-context-group switch (and no cold renderer process) for a public page that needs no isolation.
      expect(res.headers["cross-origin-opener-policy"]).toBe("unsafe-none");
    }
  });

  it("finds the username in any case and serves the same page", async () => {
    const userId = await insertUser(app.database.db, { username: "kofi" });
    await insertPortfolio(app.database.db, userId, { published: true, content: nearEmptyPortfolioFixture() });
    const lower = await get("/p/kofi");
    const upper = await get("/p/KoFi");
    expect(upper.statusCode).toBe(200);
    expect(upper.body).toBe(lower.body);
    expect(upper.body).toContain('<link rel="canonical" href="https://folio.example/p/kofi">');
  });

  it("answers 304 to a matching If-None-Match and compresses for clients that accept it", async () => {
    const userId = await insertUser(app.database.db, { username: "efua" });
    await insertPortfolio(app.database.db, userId, { published: true });
    const first = await get("/p/efua");
    const etag = String(first.headers.etag);
    const again = await get("/p/efua", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    expect(again.headers["cache-control"]).toBe("no-cache");
    expect((await get("/p/efua", { "if-none-match": '"other"' })).statusCode).toBe(200);

    const br = await get("/p/efua", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    const gzip = await get("/p/efua", { "accept-encoding": "gzip, br;q=0" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(first.body);
    expect(first.headers["content-encoding"]).toBeUndefined();
  });

  it("answers HEAD without a body and redirects a trailing slash", async () => {
    const userId = await insertUser(app.database.db, { username: "yaw-b" });
    await insertPortfolio(app.database.db, userId, { published: true });
    const head = await app.inject({ method: "HEAD", url: "/p/yaw-b", remoteAddress: nextIp() });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    const slash = await get("/p/yaw-b/");
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe("/p/yaw-b");
  });

  it("removes Powered by for Pro owners and admins, keeps it when Pro has run out", async () => {
    for (const [username, plan, shows] of [
      ["pro-owner", { plan: "pro" as const }, false],
      ["admin-owner", { isAdmin: true }, false],
      ["lapsed-owner", { plan: "pro" as const, subscriptionEnd: new Date(Date.now() - 86_400_000) }, true],
    ] as const) {
      const userId = await insertUser(app.database.db, { username, ...plan });
      await insertPortfolio(app.database.db, userId, { published: true });
      expect((await get(`/p/${username}`)).body.includes("Powered by"), username).toBe(shows);
    }
  });

  it("serves the published snapshot, never the draft, and leaves uploads on /assets/", async () => {
    const db = app.database.db;
    const picture = await insertAsset(db, Buffer.from("RIFF-fake-webp-for-a-link-only"), "image/webp");
    const published = fullPortfolioFixture();
    published.personal.profilePicture = picture;
    const userId = await insertUser(db, { username: "snap" });
    const id = await insertPortfolio(db, userId, { published: true, content: published });
    const draft = { ...published, personal: { ...published.personal, fullName: "Draft Name" } };
    await db.update(portfolios).set({ content: draft }).where(eq(portfolios.id, id));
    const html = (await get("/p/snap")).body;
    expect(html).toContain("<h1>Ama Mensah</h1>");
    expect(html).not.toContain("Draft Name");
    expect(html).toContain(`<img class="avatar" src="${picture}"`);
    expect(html).toContain(`<meta property="og:image" content="https://folio.example${picture}">`);
  });

  it("is the spec's 404 page for an unknown name, an unpublished portfolio and a malformed name", async () => {
    const userId = await insertUser(app.database.db, { username: "drafty" });
    await insertPortfolio(app.database.db, userId, { published: false });
    for (const name of ["nobody-here", "drafty", "<b>x</b>"]) {
      const res = await get(`/p/${encodeURIComponent(name)}`);
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.body).toContain("<h1>Portfolio Not Found</h1>");
      expect(res.headers["content-security-policy"]).toBe(
        "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      );
    }
    expect((await get("/p/nobody-here")).body).toContain('The portfolio for "nobody-here" could not be found.');
    expect((await get("/p/%3Cb%3Ex%3C%2Fb%3E")).body).toContain("&lt;b&gt;x&lt;/b&gt;");
  });

  it("writes the 404 in the visitor's language (Accept-Language), right to left for Arabic, and varies on it", async () => {
    // A Japanese draft that is not published answers like an unknown name: its own language would reveal it exists.
    const userId = await insertUser(app.database.db, { username: "brouillon" });
    await insertPortfolio(app.database.db, userId, {
      published: false,
      content: { ...fullPortfolioFixture(), language: "ja" },
    });
    for (const name of ["inconnu", "brouillon"]) {
      const arabic = await get(`/p/${name}`, { "accept-language": "ar-EG,ar;q=0.9,en;q=0.5" });
      expect(arabic.statusCode).toBe(404);
      expect(arabic.headers.vary).toBe("accept-language");
      expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
      expect(arabic.body).toContain("<h1>معرض الأعمال غير موجود</h1>");
      expect(arabic.body).toContain(`تعذّر العثور على معرض أعمال «${name}».`);

      const french = await get(`/p/${name}`, { "accept-language": "fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5" });
      expect(french.body).toContain('<html lang="fr" dir="ltr">');
      expect(french.body).toContain("<title>Portfolio introuvable</title>");
      expect(french.body).toContain(`Le portfolio « ${name} » est introuvable.`);
      expect(french.body).not.toContain("ポートフォリオ");

      // None of the ten asked for, or no header: English.
      expect((await get(`/p/${name}`, { "accept-language": "sw, nl;q=0.8" })).body).toContain('<html lang="en"');
      expect((await get(`/p/${name}`)).body).toContain("<h1>Portfolio Not Found</h1>");
    }
  });

  it("serves a lapsed Pro owner's page in the portfolio's own language and direction, whatever the visitor reads", async () => {
    const userId = await insertUser(app.database.db, {
      username: "lapsed-arabic",
      plan: "pro",
      subscriptionEnd: new Date(Date.now() - 86_400_000),
    });
    const content = { ...fullPortfolioFixture(), language: "ar" as const, theme: "neon" as const };
    await insertPortfolio(app.database.db, userId, { published: true, content });
    const res = await get("/p/lapsed-arabic", { "accept-language": "fr" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<html lang="ar" dir="rtl"/);
    expect(res.headers.vary).toBe("accept-encoding");
  });

  it("slows username probing: after 30 misses from one address every /p/ answer is a 429 for it", async () => {
    const userId = await insertUser(app.database.db, { username: "target" });
    await insertPortfolio(app.database.db, userId, { published: true });
    const prober = nextIp();
    for (let i = 0; i < 30; i++) expect((await get(`/p/probe-${i}`, {}, prober)).statusCode).toBe(404);
    const blocked = await get("/p/probe-31", {}, prober);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(blocked.body).toContain("Too many requests");
    expect(blocked.body).toContain('<html lang="en">');
    // The visitor has no account: their browser's languages decide, the first of the ten it asks for.
    const german = await get("/p/probe-32", { "accept-language": "xx, de-CH;q=0.9, fr;q=0.8" }, prober);
    expect(german.statusCode).toBe(429);
    expect(german.body).toContain('<html lang="de">');
    expect(german.body).toContain("<h1>Zu viele Anfragen</h1>");
    expect(german.body).toContain(`Bitte warte ${german.headers["retry-after"]} Sekunden`);
    const arabic = await get("/p/probe-33", { "accept-language": "ar-EG,en;q=0.5" }, prober);
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).not.toContain("Too many");
    expect(arabic.headers.vary).toBe("accept-language");
    // An existing name must not answer differently, or the 429 itself would tell which names exist.
    expect((await get("/p/target", {}, prober)).statusCode).toBe(429);
    expect((await get("/p/target", {}, nextIp())).statusCode).toBe(200);
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("lists published portfolios that allow indexing, with lastmod", async () => {
    const db = app.database.db;
    const at = new Date("2026-03-04T05:06:07.000Z");
    const listed = await insertUser(db, { username: "listed" });
    await insertPortfolio(db, listed, { published: true, publishedAt: at });
    const hidden = await insertUser(db, { username: "hidden" });
    const noindex = { ...fullPortfolioFixture(), allowIndexing: false };
    await insertPortfolio(db, hidden, { published: true, content: noindex });
    const unpublished = await insertUser(db, { username: "unpublished" });
    await insertPortfolio(db, unpublished, { published: false });

    const res = await get("/sitemap.xml");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    expect(res.body).toContain(
      "<url><loc>https://folio.example/p/listed</loc><lastmod>2026-03-04T05:06:07.000Z</lastmod></url>",
    );
    expect(res.body).not.toContain("/p/hidden");
    expect(res.body).not.toContain("/p/unpublished");
  });

  it("is revalidated: 304 while unchanged, the new list with a new ETag once someone publishes", async () => {
    const db = app.database.db;
    const first = await get("/sitemap.xml");
    expect(first.headers["cache-control"]).toBe("no-cache");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    const same = await get("/sitemap.xml", { "if-none-match": etag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe("");

    const newcomer = await insertUser(db, { username: "sitemap-newcomer" });
    await insertPortfolio(db, newcomer, { published: true });
    const after = await get("/sitemap.xml", { "if-none-match": etag });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain("/p/sitemap-newcomer");
    expect(after.headers.etag).not.toBe(etag);
  });

  it("serves the app's robots.txt pointing at the sitemap, not the single-page app", async () => {
    const res = await get("/robots.txt");
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(res.body).toContain("User-agent: *\nDisallow: /api/\n");
    expect(res.body).toContain("Sitemap: https://folio.example/sitemap.xml");
    // The fallback still serves the app everywhere else.
    expect((await get("/dashboard")).body).toContain("<title>spa</title>");
  });
});
