import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fullPortfolioFixture } from "@foliocraft/schemas";
import { portfolios, users } from "../../db/schema";
import { listenToChannel, type ChannelListener } from "../../lib/pg-listener";
import { createTestApp } from "../../testing/test-app";
import { insertPortfolio, insertUser, republish, updateProfile } from "../../testing/portfolio-factory";
import { publicSiteChannel } from "./service";

// The database announces every change that alters a public page (migration 0012_public_site_notify), and the
// server drops its cached page at once instead of serving it until the 2 s freshness check.
let app: FastifyInstance;
let close: () => Promise<void>;
let listener: ChannelListener;
const heard: string[] = [];

beforeAll(async () => {
  const built = await createTestApp();
  ({ app, close } = built);
  listener = await listenToChannel({
    database: app.database,
    databaseUrl: built.config.databaseUrl,
    channel: publicSiteChannel,
    onNotify: (username) => heard.push(username),
    onResync: () => undefined,
    log: app.log,
  });
});
afterAll(async () => {
  await listener.close();
  await close();
});

/** Sends a marker and waits for it: every notification committed before it has then arrived (commit order). */
async function flush(): Promise<string> {
  const marker = `marker-${Math.random()}`;
  await app.database.db.execute(`select pg_notify('${publicSiteChannel}', '${marker}')`);
  for (let i = 0; i < 200 && !heard.includes(marker); i++) await new Promise((r) => setTimeout(r, 5));
  expect(heard).toContain(marker);
  return marker;
}

/** The usernames announced for one write (delivered after commit; on PostgreSQL over another connection). */
async function heardAfter(write: () => Promise<unknown>): Promise<string[]> {
  await flush(); // earlier writes' notifications are in before counting starts
  heard.length = 0;
  await write();
  const marker = await flush();
  return heard.filter((u) => u !== marker);
}

const page = async (username: string) => (await app.inject({ method: "GET", url: `/p/${username}` })).body;

/** Milliseconds until the page of `username` satisfies `check` (polled every 10 ms, for at most 1.5 s). */
async function msUntilPage(username: string, check: (body: string) => boolean): Promise<number> {
  const t0 = performance.now();
  while (!check(await page(username))) {
    if (performance.now() - t0 > 1500) throw new Error(`/p/${username} never changed`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return performance.now() - t0;
}

describe("public page cache invalidation", () => {
  it("announces publish, republish and unpublish, but not an autosave of the draft", async () => {
    const userId = await insertUser(app.database.db, { username: "nia-notify" });
    const content = fullPortfolioFixture();
    const id = await insertPortfolio(app.database.db, userId, { content: fullPortfolioFixture() });
    expect(await heardAfter(() => insertPortfolio(app.database.db, userId, { content }))).toEqual([]);

    const draft = { ...content, personal: { ...content.personal, fullName: "Draft Only" } };
    const autosave = () =>
      app.database.db.update(portfolios).set({ content: draft, version: 2 }).where(eq(portfolios.id, id));
    expect(await heardAfter(autosave)).toEqual([]);

    expect(await heardAfter(() => republish(app.database.db, id, content))).toEqual(["nia-notify"]);
    const unpublish = () =>
      app.database.db
        .update(portfolios)
        .set({ publishedAt: null, publishedContent: null })
        .where(eq(portfolios.id, id));
    expect(await heardAfter(unpublish)).toEqual(["nia-notify"]);
  });

  it("announces plan changes, a new username (old and new) and a deleted account, nothing else", async () => {
    const userId = await insertUser(app.database.db, { username: "yaw-notify" });
    await insertPortfolio(app.database.db, userId, { published: true });
    const subscriptionEnd = new Date(Date.now() + 30 * 86_400_000);
    const upgrade = () => updateProfile(app.database.db, userId, { plan: "pro", isPremium: true, subscriptionEnd });
    expect(await heardAfter(upgrade)).toEqual(["yaw-notify"]);
    expect(await heardAfter(upgrade)).toEqual([]); // the same values again change nothing
    expect(await heardAfter(() => updateProfile(app.database.db, userId, { username: "yaw-renamed" }))).toEqual([
      "yaw-notify",
      "yaw-renamed",
    ]);
    expect(await heardAfter(() => app.database.db.delete(users).where(eq(users.id, userId)))).toContain("yaw-renamed");
  });

  it("serves a republished page at once, not after the cached copy's freshness window", async () => {
    const userId = await insertUser(app.database.db, { username: "abena-cache" });
    const first = fullPortfolioFixture();
    first.personal.fullName = "Abena Before";
    const id = await insertPortfolio(app.database.db, userId, { content: first, published: true });
    expect(await page("abena-cache")).toContain("Abena Before"); // now cached for 2 s

    const second = { ...first, personal: { ...first.personal, fullName: "Abena After" } };
    await republish(app.database.db, id, second);
    expect(await msUntilPage("abena-cache", (body) => body.includes("Abena After"))).toBeLessThan(1000);

    expect(await page("abena-cache")).toContain("Powered by Foliocraft");
    await updateProfile(app.database.db, userId, { plan: "pro", isPremium: true, subscriptionEnd: null });
    expect(await msUntilPage("abena-cache", (body) => !body.includes("Powered by Foliocraft"))).toBeLessThan(1000);
  });
});
