import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq, sql } from "drizzle-orm";
import { unzipSync } from "fflate";
import { fullPortfolioFixture, type PortfolioAnalytics, type PortfolioContent } from "@foliocraft/schemas";
import {
  analyticsDaily,
  analyticsDevices,
  analyticsLanguages,
  analyticsReferrers,
  analyticsSalts,
  analyticsVisitors,
} from "../../db/schema";
import { createTestApp } from "../../testing/test-app";
import { insertPortfolio, updateProfile } from "../../testing/portfolio-factory";
import { signUpTestUser, type TestUser } from "../../testing/test-users";
import { utcDay } from "./view-recorder";

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await createTestApp({ publicUrl: "https://folio.example" }));
});
afterAll(() => close());

const browsers = {
  desktop:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  mobile:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  tablet:
    "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1",
};
const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let ipCounter = 0;
/** Addresses from 10.x.y.z, distinct per call unless a test pins one. */
const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

/** A signed-up owner with a published portfolio at /p/{username}; returns the user and the portfolio id. */
async function owner(username: string, change: (c: PortfolioContent) => void = () => undefined) {
  const user = await signUpTestUser(app);
  const content = fullPortfolioFixture();
  change(content);
  await updateProfile(app.database.db, user.userId, { username });
  const portfolioId = await insertPortfolio(app.database.db, user.userId, { content, published: true });
  return { user, portfolioId };
}

const view = (username: string, headers: Record<string, string> = {}, remoteAddress = nextIp()) =>
  app.inject({
    method: "GET",
    url: `/p/${username}`,
    headers: { "user-agent": browsers.desktop, ...headers },
    remoteAddress,
  });

const daily = async (portfolioId: string) => {
  const rows = await app.database.db.select().from(analyticsDaily).where(eq(analyticsDaily.portfolioId, portfolioId));
  return {
    views: rows.reduce((n, r) => n + r.views, 0),
    uniques: rows.reduce((n, r) => n + r.uniques, 0),
    resumeDownloads: rows.reduce((n, r) => n + r.resumeDownloads, 0),
  };
};

const analyticsOf = async (user: TestUser, portfolioId: string, query = "") =>
  app.inject({
    method: "GET",
    url: `/api/portfolios/${portfolioId}/analytics${query}`,
    headers: { cookie: user.cookie },
  });

describe("views of /p/{username}", () => {
  it("counts 1,000 concurrent views exactly, with unique visitors, devices and referrers", async () => {
    const { portfolioId } = await owner("thousand-views");
    const devices = [browsers.desktop, browsers.mobile, browsers.tablet, browsers.desktop];
    // 250 visitors (address + browser), 4 page loads each, all at once; visitor % 4 picks the browser (63 mobile,
    // 62 tablet, 125 desktop visitors).
    const responses = await Promise.all(
      Array.from({ length: 1000 }, (_, i) => {
        const visitor = i % 250;
        const headers: Record<string, string> = { "user-agent": devices[visitor % 4]! };
        if (visitor % 5 === 0) headers.referer = "https://www.linkedin.com/in/someone?trk=abc";
        if (visitor % 5 === 1) headers.referer = "https://folio.example/dashboard";
        return view("thousand-views", headers, `172.16.${visitor >> 8}.${visitor & 255}`);
      }),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    await app.analytics.flush();

    expect(await daily(portfolioId)).toEqual({ views: 1000, uniques: 250, resumeDownloads: 0 });
    const deviceRows = await app.database.db
      .select()
      .from(analyticsDevices)
      .where(eq(analyticsDevices.portfolioId, portfolioId));
    expect(Object.fromEntries(deviceRows.map((r) => [r.device, r.views]))).toEqual({
      desktop: 500,
      mobile: 252,
      tablet: 248,
    });
    const referrerRows = await app.database.db
      .select()
      .from(analyticsReferrers)
      .where(eq(analyticsReferrers.portfolioId, portfolioId));
    // Same-site visits (from the app itself) are not a referrer.
    expect(referrerRows.map((r) => [r.domain, r.views])).toEqual([["linkedin.com", 200]]);
  });

  it("adds up across flushes with a revisit counted as a view but not a new visitor, and counts a 304", async () => {
    const { portfolioId } = await owner("revisits");
    const first = await view("revisits", {}, "192.0.2.10");
    await app.analytics.flush();
    await view("revisits", { "if-none-match": String(first.headers.etag) }, "192.0.2.10");
    await view("revisits", { "user-agent": browsers.mobile }, "192.0.2.10");
    await view("revisits", {}, "192.0.2.11");
    await app.analytics.flush();
    expect(await daily(portfolioId)).toEqual({ views: 4, uniques: 2, resumeDownloads: 0 });
  });

  it("counts one address as one visitor however many user agents it sends; two addresses as two", async () => {
    const { portfolioId } = await owner("agent-spoofer");
    // 120 views from one address, each with a user agent of its own (a script inflating the count).
    const agents = Array.from({ length: 120 }, (_, i) => `${browsers.desktop} Build/${i}`);
    const views = await Promise.all(
      agents.map((agent) => view("agent-spoofer", { "user-agent": agent }, "198.51.100.9")),
    );
    expect(views.every((r) => r.statusCode === 200)).toBe(true);
    await app.analytics.flush();
    expect(await daily(portfolioId)).toEqual({ views: 120, uniques: 1, resumeDownloads: 0 });

    await view("agent-spoofer", { "user-agent": browsers.mobile }, "198.51.100.10");
    await view("agent-spoofer", { "user-agent": agents[7]! }, "198.51.100.9");
    await app.analytics.flush();
    expect(await daily(portfolioId)).toEqual({ views: 122, uniques: 2, resumeDownloads: 0 });
  });

  it("does not count bots, HEAD requests, unknown names or unpublished portfolios", async () => {
    const { portfolioId } = await owner("bot-target");
    await view("bot-target", { "user-agent": googlebot });
    await view("bot-target", { "user-agent": "curl/8.5.0" });
    await app.inject({ method: "GET", url: "/p/bot-target", remoteAddress: nextIp() });
    await app.inject({ method: "HEAD", url: "/p/bot-target", headers: { "user-agent": browsers.desktop } });
    await view("nobody-at-all");
    await app.analytics.flush();
    expect(await daily(portfolioId)).toEqual({ views: 0, uniques: 0, resumeDownloads: 0 });
  });

  it("counts views per language version: /p/{username} as the primary, /p/{username}/{lang} as the translation", async () => {
    const { user, portfolioId } = await owner("two-languages", (c) => {
      c.language = "en";
      c.translations = { fr: { "personal.title": { text: "Ingénieure des données", sourceHash: "x" } } };
    });
    await updateProfile(app.database.db, user.userId, { plan: "pro", isPremium: true });
    for (let i = 0; i < 3; i += 1) expect((await view("two-languages")).statusCode).toBe(200);
    const french = await app.inject({
      method: "GET",
      url: "/p/two-languages/fr",
      headers: { "user-agent": browsers.desktop },
      remoteAddress: nextIp(),
    });
    expect(french.statusCode).toBe(200);
    // A language the portfolio does not have is no page, so it is no view.
    const missing = await app.inject({
      method: "GET",
      url: "/p/two-languages/de",
      headers: { "user-agent": browsers.desktop },
      remoteAddress: nextIp(),
    });
    expect(missing.statusCode).toBe(404);
    await app.analytics.flush();
    const pro = (await analyticsOf(user, portfolioId)).json() as PortfolioAnalytics;
    expect(pro.detail?.languages).toEqual([
      { language: "en", views: 3 },
      { language: "fr", views: 1 },
    ]);
    const rows = await app.database.db
      .select()
      .from(analyticsLanguages)
      .where(eq(analyticsLanguages.portfolioId, portfolioId));
    expect(rows.reduce((n, r) => n + r.views, 0)).toBe((await daily(portfolioId)).views);
  });

  it("stores no address and no user agent anywhere: every column of every analytics table is checked", async () => {
    const { portfolioId } = await owner("privacy-check");
    const address = "203.0.113.77";
    const agent = `${browsers.desktop} PrivacyMarker/9.9`;
    await view(
      "privacy-check",
      { "user-agent": agent, referer: "https://blog.example.org/post/42?email=x@y.z" },
      address,
    );
    await app.analytics.flush();
    expect((await daily(portfolioId)).views).toBe(1);
    const tables = [
      "analytics_salts",
      "analytics_visitors",
      "analytics_daily",
      "analytics_referrers",
      "analytics_devices",
      "analytics_languages",
    ];
    let rowsSeen = 0;
    for (const table of tables) {
      const result = await app.database.db.execute(sql.raw(`select * from ${table}`));
      const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
      rowsSeen += rows.length;
      const text = JSON.stringify(rows);
      for (const secret of [address, "203.0.113", "PrivacyMarker", "Windows NT", "/post/42", "x@y.z"]) {
        expect(text, `${table} holds ${secret}`).not.toContain(secret);
      }
    }
    expect(rowsSeen).toBeGreaterThan(5);
    // The columns are exactly these: nothing else could hold an address.
    const columns = await app.database.db.execute(
      sql.raw(
        `select table_name, column_name from information_schema.columns where table_name like 'analytics\\_%' order by 1, 2`,
      ),
    );
    expect(
      (columns as unknown as { rows: { table_name: string; column_name: string }[] }).rows.map(
        (c) => `${c.table_name}.${c.column_name}`,
      ),
    ).toEqual([
      "analytics_daily.day",
      "analytics_daily.portfolio_id",
      "analytics_daily.resume_downloads",
      "analytics_daily.uniques",
      "analytics_daily.views",
      "analytics_devices.day",
      "analytics_devices.device",
      "analytics_devices.portfolio_id",
      "analytics_devices.views",
      "analytics_languages.day",
      "analytics_languages.language",
      "analytics_languages.portfolio_id",
      "analytics_languages.views",
      "analytics_referrers.day",
      "analytics_referrers.domain",
      "analytics_referrers.portfolio_id",
      "analytics_referrers.views",
      "analytics_salts.day",
      "analytics_salts.salt",
      "analytics_visitors.day",
      "analytics_visitors.hash",
      "analytics_visitors.portfolio_id",
    ]);
    const [referrer] = await app.database.db
      .select()
      .from(analyticsReferrers)
      .where(eq(analyticsReferrers.portfolioId, portfolioId));
    expect(referrer?.domain).toBe("blog.example.org");
    const [visitor] = await app.database.db
      .select()
      .from(analyticsVisitors)
      .where(eq(analyticsVisitors.portfolioId, portfolioId));
    expect(visitor?.hash).toMatch(/^[\w-]{43}$/);
  });

  it("keeps one salt per day in the database, shared by everyone", async () => {
    const salts = await app.database.db.select().from(analyticsSalts);
    expect(salts.map((s) => s.day)).toEqual([utcDay(new Date())]);
    expect(salts[0]?.salt).toMatch(/^[\w-]{43}$/);
  });
});

describe("resume downloads through /p/{username}/resume", () => {
  const pdf = `/assets/${"e".repeat(64)}.pdf`;
  /** The POST a browser sends for `<a ping>` when the link is followed. */
  const ping = (username: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: "POST",
      url: `/p/${username}/resume`,
      headers: { "user-agent": browsers.desktop, "content-type": "text/ping", ...headers },
      payload: "PING",
      remoteAddress: nextIp(),
    });

  it("is the link of the hosted page for an upload: a redirect on our own origin, counted", async () => {
    const { portfolioId } = await owner("resume-owner", (c) => (c.resume = { enabled: true, url: pdf }));
    const page = await view("resume-owner");
    expect(page.body).toContain('href="https://folio.example/p/resume-owner/resume"');
    expect(page.body).not.toContain(pdf);
    expect(page.body).not.toContain("ping=");

    const res = await app.inject({
      method: "GET",
      url: "/p/Resume-Owner/resume",
      headers: { "user-agent": browsers.mobile },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(pdf);
    expect(res.headers["cache-control"]).toBe("no-store");
    await app.inject({ method: "GET", url: "/p/resume-owner/resume", headers: { "user-agent": googlebot } });
    // A ping for an upload is not how its clicks arrive: counting it too would count one click twice.
    await ping("resume-owner");
    await app.analytics.flush();
    expect(await daily(portfolioId)).toEqual({ views: 1, uniques: 1, resumeDownloads: 1 });
  });

  it("never redirects to another site: a resume elsewhere is linked directly and its click pings the server", async () => {
    const external = "https://cv.example/ama.pdf?from=<folio>";
    const { portfolioId } = await owner("resume-link", (c) => (c.resume = { enabled: true, url: external }));
    const page = await view("resume-link");
    expect(page.body).toContain(
      'href="https://cv.example/ama.pdf?from=&lt;folio&gt;" ping="https://folio.example/p/resume-link/resume"',
    );

    // The click's ping, as browsers send it (text/ping, from the page's origin or an exported site's).
    const pinged = await ping("resume-link", { origin: "https://folio.example" });
    expect(pinged.statusCode).toBe(204);
    expect((await ping("Resume-Link", { origin: "https://ama.example" })).statusCode).toBe(204);
    await ping("resume-link", { "user-agent": googlebot });

    // Opening the counting address itself (a link in a site exported before): a page naming the destination, in
    // the visitor's language, whose link the visitor follows; nothing sends them elsewhere.
    for (const language of ["en-GB,en;q=0.9", "fr-CH, fr;q=0.9"]) {
      const res = await app.inject({
        method: "GET",
        url: "/p/resume-link/resume",
        headers: { "user-agent": browsers.desktop, "accept-language": language },
        remoteAddress: nextIp(),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers.location).toBeUndefined();
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.headers["content-security-policy"]).toContain("default-src 'none'");
      expect(res.body).not.toMatch(/http-equiv|<script/i);
      expect(res.body).toContain('<a href="https://cv.example/ama.pdf?from=&lt;folio&gt;" rel="noopener noreferrer">');
      expect(res.body).toContain(
        language.startsWith("fr")
          ? "Ce CV se trouve sur un autre site : cv.example"
          : "This resume is on another website: cv.example",
      );
    }
    await app.analytics.flush();
    expect(await daily(portfolioId)).toEqual({ views: 1, uniques: 1, resumeDownloads: 4 });
  });

  it("is a 404 for a disabled resume, an unknown name and a malformed one", async () => {
    await owner("no-resume", (c) => (c.resume = { enabled: false, url: pdf }));
    for (const url of ["/p/no-resume/resume", "/p/nobody-here/resume", "/p/%3Cx%3E/resume"]) {
      const res = await app.inject({ method: "GET", url, headers: { "user-agent": browsers.desktop } });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toBe("This resume is not available.");
      const pinged = await app.inject({
        method: "POST",
        url,
        headers: { "user-agent": browsers.desktop, "content-type": "text/ping" },
        payload: "PING",
      });
      expect(pinged.statusCode, url).toBe(404);
    }
  });
});

describe("POST /api/public/portfolios/{username}/views (the exported sites' beacon)", () => {
  const beacon = (username: string, body: string, headers: Record<string, string> = {}, remoteAddress = nextIp()) =>
    app.inject({
      method: "POST",
      url: `/api/public/portfolios/${username}/views`,
      payload: body,
      headers: {
        "content-type": "text/plain;charset=UTF-8",
        origin: "https://ama.github.io",
        "user-agent": browsers.mobile,
        ...headers,
      },
      remoteAddress,
    });

  it("counts a cross-origin sendBeacon post with its referrer for an owner who opted in, with open CORS", async () => {
    const { portfolioId } = await owner("beacon-on", (c) => (c.analyticsBeacon = true));
    const res = await beacon("beacon-on", JSON.stringify({ referrer: "https://news.ycombinator.com" }));
    expect(res.statusCode).toBe(204);
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    expect(res.headers["access-control-allow-credentials"]).toBeUndefined();
    // The site's own pages are not a referrer, nor is this server.
    await beacon("beacon-on", JSON.stringify({ referrer: "https://ama.github.io" }));
    await beacon("beacon-on", JSON.stringify({ referrer: "https://folio.example" }));
    // fetch() with JSON after a preflight.
    const preflight = await app.inject({
      method: "OPTIONS",
      url: "/api/public/portfolios/beacon-on/views",
      headers: { origin: "https://ama.github.io", "access-control-request-method": "POST" },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers["access-control-allow-methods"]).toBe("POST, OPTIONS");
    const json = await app.inject({
      method: "POST",
      url: "/api/public/portfolios/beacon-on/views",
      payload: { referrer: "" },
      headers: { origin: "null", "user-agent": browsers.desktop },
      remoteAddress: nextIp(),
    });
    expect(json.statusCode).toBe(204);
    await app.analytics.flush();
    expect((await daily(portfolioId)).views).toBe(4);
    const referrers = await app.database.db
      .select()
      .from(analyticsReferrers)
      .where(eq(analyticsReferrers.portfolioId, portfolioId));
    expect(referrers.map((r) => [r.domain, r.views])).toEqual([["news.ycombinator.com", 1]]);
  });

  it("counts a beacon under the language its page declares, and an unknown or absent one as the primary", async () => {
    const { portfolioId } = await owner("beacon-languages", (c) => {
      c.analyticsBeacon = true;
      c.language = "fr";
      c.translations = { ar: { "personal.title": { text: "مهندسة بيانات", sourceHash: "x" } } };
    });
    for (const language of ["ar", "AR", "ar-EG", "fr", "de", "klingon", undefined]) {
      const res = await beacon("beacon-languages", JSON.stringify({ referrer: "", language }));
      expect(res.statusCode).toBe(204);
    }
    await app.analytics.flush();
    const rows = await app.database.db
      .select({ language: analyticsLanguages.language, views: analyticsLanguages.views })
      .from(analyticsLanguages)
      .where(eq(analyticsLanguages.portfolioId, portfolioId))
      .orderBy(analyticsLanguages.language);
    // "de" is a supported language the portfolio does not have: counted as its primary, French.
    expect(rows).toEqual([
      { language: "ar", views: 3 },
      { language: "fr", views: 4 },
    ]);
  });

  it("answers alike but counts nothing for an owner who did not opt in, an unknown name or a bot", async () => {
    const { portfolioId } = await owner("beacon-off");
    const beaconOn = await owner("beacon-bot", (c) => (c.analyticsBeacon = true));
    expect((await beacon("beacon-off", "{}")).statusCode).toBe(204);
    expect((await beacon("nobody-beacon", "{}")).statusCode).toBe(204);
    expect((await beacon("beacon-bot", "{}", { "user-agent": googlebot })).statusCode).toBe(204);
    expect((await beacon("beacon-bot", "not json at all")).statusCode).toBe(204);
    expect((await beacon("bad name", "{}")).statusCode).toBe(404);
    await app.analytics.flush();
    expect((await daily(portfolioId)).views).toBe(0);
    // Only the browser's post with an unreadable body counts (as a direct visit).
    expect((await daily(beaconOn.portfolioId)).views).toBe(1);
  });

  it("is the origin check's second exception, matched exactly: other cross-site posts stay refused", async () => {
    const evil = { origin: "https://evil.example", "content-type": "application/json" };
    const beaconPost = await app.inject({
      method: "POST",
      url: "/api/public/portfolios/anyone/views",
      payload: "{}",
      headers: evil,
    });
    expect(beaconPost.statusCode).toBe(204);
    for (const url of ["/api/public/portfolios/anyone/views/extra", "/api/public/portfolios/anyone/viewsx"]) {
      const res = await app.inject({ method: "POST", url, payload: "{}", headers: evil });
      expect(res.statusCode, url).toBe(403);
    }
  });

  it("limits posts per address with a 429 that still carries CORS headers", async () => {
    await owner("beacon-limit", (c) => (c.analyticsBeacon = true));
    const address = nextIp();
    for (let i = 0; i < 60; i++) expect((await beacon("beacon-limit", "{}", {}, address)).statusCode).toBe(204);
    const over = await beacon("beacon-limit", "{}", {}, address);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ error: { code: "resource-exhausted" } });
    expect(over.headers["access-control-allow-origin"]).toBe("*");
    await app.analytics.flush();
  });

  it("is what an exported site of an owner who opted in calls, and its resume link pings the server", async () => {
    const optedIn = await owner("export-beacon", (c) => {
      c.analyticsBeacon = true;
      c.resume = { enabled: true, url: "https://cv.example/cv.pdf" };
    });
    const zip = await app.inject({
      method: "GET",
      url: `/api/portfolios/${optedIn.portfolioId}/export.zip`,
      headers: { cookie: optedIn.user.cookie },
    });
    expect(zip.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    const html = new TextDecoder().decode(files["index.html"]);
    expect(html).toContain(
      '<script src="analytics-beacon.js" data-endpoint="https://folio.example/api/public/portfolios/export-beacon/views" defer></script>',
    );
    expect(html).toContain('href="https://cv.example/cv.pdf" ping="https://folio.example/p/export-beacon/resume"');
    expect(files["analytics-beacon.js"]).toBeDefined();

    const notOptedIn = await owner(
      "export-plain",
      (c) => (c.resume = { enabled: true, url: "https://cv.example/cv.pdf" }),
    );
    const plain = await app.inject({
      method: "GET",
      url: `/api/portfolios/${notOptedIn.portfolioId}/export.zip`,
      headers: { cookie: notOptedIn.user.cookie },
    });
    const plainHtml = new TextDecoder().decode(unzipSync(new Uint8Array(plain.rawPayload))["index.html"]);
    expect(plainHtml).not.toContain("analytics-beacon");
    expect(plainHtml).toContain('href="https://cv.example/cv.pdf"');
  });
});

describe("GET /api/portfolios/{id}/analytics", () => {
  it("gives a Free owner the basic totals and the upgrade flag, a Pro owner the dashboard", async () => {
    const { user, portfolioId } = await owner(
      "plans-owner",
      (c) => (c.resume = { enabled: true, url: "https://cv.example/a.pdf" }),
    );
    await view("plans-owner", { referer: "https://github.com/ama" });
    await view("plans-owner", { "user-agent": browsers.mobile });
    await app.inject({ method: "GET", url: "/p/plans-owner/resume", headers: { "user-agent": browsers.desktop } });
    await app.analytics.flush();

    const free = await analyticsOf(user, portfolioId, "?days=7");
    expect(free.statusCode).toBe(200);
    expect(free.headers["cache-control"]).toBe("no-store");
    expect(free.json()).toEqual({
      portfolioId,
      days: 30,
      totals: { allTimeViews: 2, recentViews: 2, allTimeResumeDownloads: 1 },
      upgradeRequired: true,
      detail: null,
    });

    await updateProfile(app.database.db, user.userId, { plan: "pro", isPremium: true });
    const pro = (await analyticsOf(user, portfolioId, "?days=7")).json() as PortfolioAnalytics;
    expect(pro.days).toBe(7);
    expect(pro.upgradeRequired).toBe(false);
    expect(pro.detail?.series).toHaveLength(7);
    const today = utcDay(new Date());
    expect(pro.detail?.series.at(-1)).toEqual({ date: today, views: 2, uniques: 2, resumeDownloads: 1 });
    expect(pro.detail?.series[0]).toMatchObject({ views: 0, uniques: 0, resumeDownloads: 0 });
    expect(pro.detail?.referrers).toEqual([{ domain: "github.com", views: 1 }]);
    expect(pro.detail?.devices).toEqual([
      { device: "mobile", views: 1 },
      { device: "tablet", views: 0 },
      { device: "desktop", views: 1 },
    ]);
    expect(pro.detail).toMatchObject({ recentUniques: 2, recentResumeDownloads: 1 });
    expect((await analyticsOf(user, portfolioId)).json()).toMatchObject({ days: 30 });
  });

  it("only answers the owner: another user's portfolio is a 404, no session a 401, a bad window a 400", async () => {
    const { user, portfolioId } = await owner("private-stats");
    const stranger = await signUpTestUser(app);
    const theirs = await analyticsOf(stranger, portfolioId);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ error: { code: "not-found", message: "Portfolio not found" } });
    expect((await app.inject({ method: "GET", url: `/api/portfolios/${portfolioId}/analytics` })).statusCode).toBe(401);
    for (const q of ["?days=0", "?days=366", "?days=abc", "?days=1.5"]) {
      const bad = await analyticsOf(user, portfolioId, q);
      expect(bad.statusCode, q).toBe(400);
      expect(bad.json()).toMatchObject({ error: { code: "invalid-argument" } });
    }
  });

  it("lists all-time views per portfolio of the signed-in owner only (GET /api/analytics/views)", async () => {
    const { user, portfolioId } = await owner("list-views");
    const other = await owner("list-views-other");
    await view("list-views");
    await view("list-views");
    await view("list-views-other");
    await app.analytics.flush();
    const res = await app.inject({ method: "GET", url: "/api/analytics/views", headers: { cookie: user.cookie } });
    expect(res.json()).toEqual({ views: { [portfolioId]: 2 } });
    expect(res.json().views[other.portfolioId]).toBeUndefined();
  });
});
