import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { arabicPortfolioFixture, chinesePortfolioFixture, fullPortfolioFixture } from "@foliocraft/schemas";
import { portfolios } from "../../db/schema";
import { createTestApp } from "../../testing/test-app";
import { insertPortfolio, insertUser, republish, updateProfile } from "../../testing/portfolio-factory";
import { createPublicSiteRepository, type PublicSiteRepository } from "./repository";
import { createPublicSiteService } from "./service";

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
});
afterAll(() => close());

/** A service on the test database with a clock the test moves, counting the queries it makes. */
function serviceWithClock() {
  let t = Date.parse("2026-06-01T12:00:00Z");
  const real = createPublicSiteRepository(app.database.db);
  const counted = { queries: 0 };
  const repository: PublicSiteRepository = {
    ...real,
    findPublished: (username) => {
      counted.queries++;
      return real.findPublished(username);
    },
  };
  const service = createPublicSiteService({
    repository,
    publicUrl: "http://localhost:3000",
    freshMs: 2000,
    now: () => new Date(t),
  });
  return { service, counted, advance: (ms: number) => (t += ms) };
}

const text = (page: { identity: Buffer } | undefined) => page?.identity.toString() ?? "";

describe("public page cache", () => {
  it("serves from memory while fresh, then shows a new publish, an unpublish and a plan change", async () => {
    const db = app.database.db;
    const userId = await insertUser(db, { username: "cache-me" });
    const id = await insertPortfolio(db, userId, { published: true });
    const { service, counted, advance } = serviceWithClock();

    const first = await service.page("cache-me");
    const together = await Promise.all([service.page("cache-me"), service.page("CACHE-ME")]);
    expect(together.every((p) => p === first)).toBe(true);
    expect(counted.queries).toBe(1);

    const next = { ...fullPortfolioFixture(), personal: { ...fullPortfolioFixture().personal, fullName: "Ama New" } };
    await republish(db, id, next, new Date(Date.now() + 1000));
    expect(text(await service.page("cache-me"))).toContain("<h1>Ama Mensah</h1>");
    advance(2001);
    expect(text(await service.page("cache-me"))).toContain("<h1>Ama New</h1>");

    // Same snapshot after the fresh window: one query, the same rendered page (no render, no compression).
    advance(2001);
    const checked = await service.page("cache-me");
    expect(counted.queries).toBe(3);
    advance(2001);
    expect(await service.page("cache-me")).toBe(checked);

    await updateProfile(db, userId, { plan: "pro", isPremium: true });
    advance(2001);
    expect(text(await service.page("cache-me"))).not.toContain("Powered by");

    await db.update(portfolios).set({ publishedAt: null, publishedContent: null }).where(eq(portfolios.id, id));
    advance(2001);
    expect(await service.page("cache-me")).toBeUndefined();
  });

  it("checks the snapshot on every visit while change notifications cannot reach this server", async () => {
    const db = app.database.db;
    const userId = await insertUser(db, { username: "listener-down" });
    const id = await insertPortfolio(db, userId, { published: true });
    const { service, counted } = serviceWithClock();
    const first = await service.page("listener-down");
    service.setNotificationsLive(false);
    // Same snapshot: a query each time, but the same rendered page.
    expect(await service.page("listener-down")).toBe(first);
    expect(counted.queries).toBe(2);
    const next = { ...fullPortfolioFixture(), personal: { ...fullPortfolioFixture().personal, fullName: "Ama Now" } };
    await republish(db, id, next, new Date(Date.now() + 1000));
    // Within the fresh window, yet the new publish shows: nothing announced it, so memory is not trusted.
    expect(text(await service.page("listener-down"))).toContain("<h1>Ama Now</h1>");
    expect(counted.queries).toBe(3);
    // Listening again: the page just checked is served from memory.
    service.setNotificationsLive(true);
    expect(text(await service.page("listener-down"))).toContain("<h1>Ama Now</h1>");
    expect(counted.queries).toBe(3);
  });

  it("never remembers a miss, so a portfolio published a moment later shows at once", async () => {
    const db = app.database.db;
    const { service } = serviceWithClock();
    expect(await service.page("late-publisher")).toBeUndefined();
    const userId = await insertUser(db, { username: "late-publisher" });
    await insertPortfolio(db, userId, { published: true });
    expect(text(await service.page("late-publisher"))).toContain("<h1>Ama Mensah</h1>");
  });

  it("answers a name that cannot exist without a query", async () => {
    const { service, counted } = serviceWithClock();
    for (const name of ["ab", "a".repeat(31), "bad name", "ümlaut", "x/../y"]) {
      expect(await service.page(name)).toBeUndefined();
    }
    expect(counted.queries).toBe(0);
  });

  it("writes the current year and a robots.txt that names the sitemap", async () => {
    const db = app.database.db;
    const userId = await insertUser(db, { username: "year-owner" });
    await insertPortfolio(db, userId, { published: true });
    const { service } = serviceWithClock();
    expect(text(await service.page("year-owner"))).toContain("© 2026 Ama Mensah");
    expect(service.robots()).toMatch(/\nSitemap: http:\/\/localhost:3000\/sitemap\.xml\n$/);
  });
});

describe("font subsets", () => {
  /** A service that records the font subsets it starts making. */
  function warmingService() {
    const warmed: string[] = [];
    const service = createPublicSiteService({
      repository: createPublicSiteRepository(app.database.db),
      publicUrl: "http://localhost:3000",
      warmFont: (name) => warmed.push(name),
    });
    return { service, warmed };
  }

  it("starts making the page's font subsets when it renders an Arabic page, and nothing for a Latin one", async () => {
    const db = app.database.db;
    const { service, warmed } = warmingService();
    await insertPortfolio(db, await insertUser(db, { username: "latin-warm" }), { published: true });
    await service.page("latin-warm");
    expect(warmed).toEqual([]);
    const arabic = arabicPortfolioFixture();
    await insertPortfolio(db, await insertUser(db, { username: "arabic-warm" }), { published: true, content: arabic });
    const html = text(await service.page("arabic-warm"));
    // Its Arabic subset and its Latin body face's (preloaded), and any other face's it links: all that it links.
    const preloads = [...html.matchAll(/<link rel="preload" href="\/fonts\/([^"]+)" as="font"/g)].map((m) => m[1]);
    expect(preloads).toHaveLength(2);
    for (const name of preloads) {
      expect(name).toMatch(/\.w[1-9]{2}\.s[0-9a-v]+\.woff2$/);
      expect(warmed).toContain(name);
    }
    expect(warmed.every((name) => /\.w[1-9]{2}\.s[0-9a-v]+\.woff2$/.test(name))).toBe(true);
    expect(warmed.some((name) => name.startsWith("noto-sans-arabic-"))).toBe(true);
  });

  it("prepares every language version of a page on a publish notice, so its subsets are made before the first visit", async () => {
    const db = app.database.db;
    const { service, warmed } = warmingService();
    // A Chinese page with an Arabic translation of its title: each version links subsets of its own script.
    const content = {
      ...chinesePortfolioFixture(),
      translations: { ar: { "personal.title": { text: "مطوّرة ويب", sourceHash: "0" } } },
    };
    await insertPortfolio(db, await insertUser(db, { username: "prepare-me" }), { published: true, content });
    await service.prepare("Prepare-Me");
    expect(warmed.some((ref) => /^noto-sans-sc-400\.[0-9a-f]{10}\.c[0-9a-f]{16}\.woff2\?c=[0-9a-v]+$/.test(ref))).toBe(
      true,
    );
    expect(warmed.some((name) => name.startsWith("noto-sans-arabic-"))).toBe(true);
    // The prepared pages are what a visit answers.
    const count = warmed.length;
    expect(text(await service.cachedPage("prepare-me"))).toContain('lang="zh"');
    expect(text(await service.cachedPage("prepare-me", "ar"))).toContain('lang="ar"');
    expect(warmed).toHaveLength(count);
    // Nobody published under a name (or it is not one): nothing is rendered, nothing is warmed.
    await service.prepare("nobody-here");
    await service.prepare("../x");
    expect(warmed).toHaveLength(count);
  });
});
