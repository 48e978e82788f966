import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { fullPortfolioFixture } from "@foliocraft/schemas";
import { getTheme } from "@foliocraft/themes";
import { portfolios, profiles } from "../../db/schema";
import { createTestApp } from "../../testing/test-app";
import { insertPortfolio, signUpWithCookie, updateProfile } from "../../testing/portfolio-factory";
import { createProfileRepository } from "../accounts/profile-repository";
import { createExportRepository } from "../export/repository";
import { createExportService } from "../export/service";
import { createFontStore } from "../fonts/font-store";

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await createTestApp({ publicUrl: "https://folio.example" }));
});
afterAll(() => close());

const dayMs = 86_400_000;
const neon = getTheme("neon");
const minimal = getTheme("minimal");

/** Which of the two themes a page's stylesheet is drawn with (by their distinct background colours). */
function drawnWith(html: string): "neon" | "minimal" | "other" {
  if (html.includes(neon.colors.bg) && html.includes(neon.colors.accent)) return "neon";
  if (html.includes(minimal.colors.bg) && html.includes(minimal.colors.accent)) return "minimal";
  return "other";
}

/** A Pro owner (who paid once: premiumSince is set) with a published Neon portfolio at /p/{username}. */
async function proOwnerWithNeon(username: string) {
  const owner = await signUpWithCookie(app);
  await updateProfile(app.database.db, owner.userId, {
    username,
    plan: "pro",
    isPremium: true,
    subscriptionEnd: new Date(Date.now() + 30 * dayMs),
  });
  await app.database.db
    .update(profiles)
    .set({ premiumSince: new Date(Date.now() - 5 * dayMs) })
    .where(eq(profiles.userId, owner.userId));
  const id = await insertPortfolio(app.database.db, owner.userId, {
    content: { ...fullPortfolioFixture(), theme: "neon" },
    published: true,
  });
  return { ...owner, id };
}

const page = (username: string) => app.inject({ method: "GET", url: `/p/${username}` });

describe("a lapsed plan falls back to the free theme", () => {
  it("checks the two themes are told apart", () => {
    expect(neon.colors.bg).not.toBe(minimal.colors.bg);
    expect(neon.tier).toBe("pro");
    expect(minimal.tier).toBe("free");
  });

  it("serves /p/{username} with Minimal after a refund or expiry, and the stored Neon again on renewal", async () => {
    const owner = await proOwnerWithNeon("lapsing-ama");
    expect(drawnWith((await page("lapsing-ama")).body)).toBe("neon");

    // A refund: the account is free at once (the database announces the plan change to every server's cache).
    await updateProfile(app.database.db, owner.userId, { plan: "free", isPremium: false, subscriptionEnd: new Date() });
    await vi.waitFor(async () => expect(drawnWith((await page("lapsing-ama")).body)).toBe("minimal"));
    const [stored] = await app.database.db.select().from(portfolios).where(eq(portfolios.id, owner.id));
    expect(stored?.theme).toBe("neon");
    expect(stored?.publishedContent?.theme).toBe("neon");

    // Renewal brings the stored choice back without choosing it again.
    await updateProfile(app.database.db, owner.userId, {
      plan: "pro",
      isPremium: true,
      subscriptionEnd: new Date(Date.now() + 30 * dayMs),
    });
    await vi.waitFor(async () => expect(drawnWith((await page("lapsing-ama")).body)).toBe("neon"));

    // An expiry by the clock alone (no job has run yet) is the same.
    await updateProfile(app.database.db, owner.userId, { subscriptionEnd: new Date(Date.now() - 1000) });
    await vi.waitFor(async () => expect(drawnWith((await page("lapsing-ama")).body)).toBe("minimal"));
  });

  it("exports and deploys a lapsed owner's site with Minimal; one who never had Pro is still refused", async () => {
    const owner = await proOwnerWithNeon("lapsed-export");
    await updateProfile(app.database.db, owner.userId, { plan: "free", isPremium: false });
    const res = await app.inject({
      method: "GET",
      url: `/api/portfolios/${owner.id}/export.zip`,
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(drawnWith(strFromU8(files["index.html"]!))).toBe("minimal");

    // Deploys render through the same function as the ZIP.
    const exports = createExportService({
      repository: createExportRepository(app.database.db),
      profiles: createProfileRepository(app.database.db),
      publicUrl: "https://folio.example",
      fonts: createFontStore(),
    });
    const site = await exports.siteFiles(owner.userId, owner.id, "deploy");
    const index = site.files.find((f) => f.path === "index.html");
    expect(drawnWith(new TextDecoder().decode(index?.bytes))).toBe("minimal");

    const neverPro = await signUpWithCookie(app);
    const draft = await insertPortfolio(app.database.db, neverPro.userId, {
      content: { ...fullPortfolioFixture(), theme: "neon" },
    });
    await expect(exports.siteFiles(neverPro.userId, draft, "deploy")).rejects.toMatchObject({
      code: "permission-denied",
    });
  });
});
