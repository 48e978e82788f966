import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { strFromU8, unzipSync } from "fflate";
import { fullPortfolioFixture, nearEmptyPortfolioFixture, type PortfolioContent } from "@foliocraft/schemas";
import { createTestApp } from "../../testing/test-app";
import { insertAsset, insertPortfolio, signUpWithCookie, updateProfile } from "../../testing/portfolio-factory";

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await createTestApp({ publicUrl: "https://folio.example" }));
});
afterAll(() => close());

const download = (id: string, cookie?: string) =>
  app.inject({ method: "GET", url: `/api/portfolios/${id}/export.zip`, headers: cookie ? { cookie } : {} });

async function ownerWith(content: PortfolioContent = fullPortfolioFixture(), options = {}) {
  const owner = await signUpWithCookie(app);
  const id = await insertPortfolio(app.database.db, owner.userId, { content, ...options });
  return { ...owner, id };
}

const unzip = (body: Buffer) => unzipSync(new Uint8Array(body));
const text = (files: Record<string, Uint8Array>, path: string) => strFromU8(files[path] ?? new Uint8Array());
/** The styles index.html carries inline. */
const stylesOf = (files: Record<string, Uint8Array>) =>
  /<style>([^<]*)<\/style>/.exec(text(files, "index.html"))?.[1] ?? "";

describe("GET /api/portfolios/{id}/export.zip", () => {
  it("is the renderer's static site with relative links only", async () => {
    const { id, cookie } = await ownerWith(fullPortfolioFixture(), { name: "Ama's Portfolio ✨ 2026/v2" });
    const res = await download(id, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="Amas-Portfolio-2026-v2.zip"; filename*=UTF-8''Ama%27s%20Portfolio%20%E2%9C%A8%202026-v2.zip`,
    );
    const files = unzip(res.rawPayload);
    // The self-hosted fonts come along (their links are checked in the next test).
    expect(Object.keys(files).some((f) => f.startsWith("fonts/"))).toBe(true);
    expect(
      Object.keys(files)
        .filter((f) => !f.startsWith("fonts/"))
        .sort(),
    ).toEqual(["404.html", "favicon.svg", "index.html", "robots.txt", "share.png"]);
    const html = text(files, "index.html");
    expect(html).toContain("<h1>Ama Mensah</h1>");
    // Its styles inline: a linked stylesheet would hold the first paint back one more round trip.
    expect(html).toMatch(/<style>[^<]+<\/style>/);
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('<link rel="icon" href="favicon.svg"');
    // Nothing rooted at "/" (it would break under a sub-path and from disk) and no canonical to this server.
    expect(html).not.toMatch(/(href|src|action)="\/(?!\/)/);
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain("Powered by Foliocraft");
  });

  it("bundles exactly the font files its styles link, relative to index.html, and the preload among them", async () => {
    const { id, cookie } = await ownerWith({ ...fullPortfolioFixture(), language: "ar" });
    const files = unzip((await download(id, cookie)).rawPayload);
    const css = stylesOf(files);
    // Font files only: the themes' symbols are inline SVG data URLs (packages/themes shared/symbols.ts).
    const linked = [...css.matchAll(/url\((?!"data:)([^)]*)\)/g)].map((m) => m[1] ?? "");
    const bundled = Object.keys(files).filter((f) => f.startsWith("fonts/"));
    expect(linked.length).toBeGreaterThan(0);
    // Each link resolves against index.html (at the root) to a file in the ZIP, and nothing unused is bundled.
    expect([...new Set(linked)].sort()).toEqual(bundled.sort());
    for (const path of bundled) expect(strFromU8(files[path]?.subarray(0, 4) ?? new Uint8Array())).toBe("wOF2");
    // An Arabic portfolio carries the Arabic face; a Latin one would not.
    expect(bundled.some((f) => f.startsWith("fonts/noto-sans-arabic-arabic-"))).toBe(true);
    expect(bundled.some((f) => f.startsWith("fonts/noto-sans-sc-"))).toBe(false);
    const preload = /<link rel="preload" href="([^"]+)" as="font"/.exec(text(files, "index.html"))?.[1];
    expect(bundled).toContain(preload);
    // The preload is the page's own subset of the Arabic face (a few tens of KB), so the site works offline with
    // it; the whole file comes along for a character the subset lacks.
    expect(preload).toMatch(/^fonts\/noto-sans-arabic-arabic-wght-normal\.[0-9a-f]{10}\.w[1-9]{2}\.s[0-9a-v]+\.woff2$/);
    const whole = bundled.find((f) => /^fonts\/noto-sans-arabic-arabic-wght-normal\.[0-9a-f]{10}\.woff2$/.test(f));
    expect(files[String(preload)]!.byteLength).toBeLessThan(files[String(whole)]!.byteLength / 4);
  });

  it("bundles a Japanese portfolio's Japanese CJK face (Noto Sans JP) and a Chinese one's SC, never both", async () => {
    for (const [language, own, other] of [
      ["ja", "noto-sans-jp", "noto-sans-sc"],
      ["zh", "noto-sans-sc", "noto-sans-jp"],
    ] as const) {
      const { id, cookie } = await ownerWith({ ...fullPortfolioFixture(), language });
      const files = unzip((await download(id, cookie)).rawPayload);
      // Every linked file is bundled, by its name (the CJK stand-in is inlined as data:, nothing to bundle; a CJK
      // subset's query, the code the server made it from, is ignored by a static host).
      const linked = [...stylesOf(files).matchAll(/url\((?!"?data:)([^)]*)\)/g)].map((m) => (m[1] ?? "").split("?")[0]);
      const bundled = Object.keys(files).filter((f) => f.startsWith("fonts/"));
      expect([...new Set(linked)].sort()).toEqual(bundled.sort());
      // The page's regular and bold subsets of the whole faces, never the hundred slices (megabytes) themselves.
      const ownFiles = bundled.filter((f) => f.startsWith(`fonts/${own}-`));
      expect(ownFiles.map((f) => f.replace(/\.[0-9a-f]{10}\.c[0-9a-f]{16}\.woff2$/, "")).sort(), language).toEqual([
        `fonts/${own}-400`,
        `fonts/${own}-700`,
      ]);
      for (const f of ownFiles) expect(Buffer.from(files[f]!).subarray(0, 4).toString("latin1")).toBe("wOF2");
      expect(
        bundled.some((f) => f.startsWith(`fonts/${other}-`)),
        language,
      ).toBe(false);
    }
  });

  it("bundles the uploads it uses under assets/ and drops links to uploads that no longer exist", async () => {
    const db = app.database.db;
    const imageBytes = Buffer.from("RIFF....WEBPVP8 a small image");
    const pdfBytes = Buffer.from("%PDF-1.7 a small resume");
    const picture = await insertAsset(db, imageBytes, "image/webp");
    const resume = await insertAsset(db, pdfBytes, "application/pdf");
    const content = fullPortfolioFixture();
    content.personal.profilePicture = picture;
    content.resume = { enabled: true, url: resume };
    content.projects[0]!.imageUrl = `/assets/${"9".repeat(64)}.webp`;
    const { id, cookie } = await ownerWith(content);

    const files = unzip((await download(id, cookie)).rawPayload);
    const pictureFile = picture.slice(1);
    expect(Buffer.from(files[pictureFile]!)).toEqual(imageBytes);
    expect(Buffer.from(files[resume.slice(1)]!)).toEqual(pdfBytes);
    const html = text(files, "index.html");
    expect(html).toContain(`<img class="avatar" src="${pictureFile}"`);
    expect(html).toContain(`href="${resume.slice(1)}"`);
    expect(html).not.toContain("9".repeat(64));
    // The link preview is the bundled share image, never the upload by a path that only works on this server.
    expect(html).toContain('<meta property="og:image" content="share.png">');
    expect(html).not.toMatch(/og:image" content="[^"]*assets/);
  });

  it("posts the contact form to this server only for a published portfolio with a username", async () => {
    const { id, cookie, userId } = await ownerWith();
    expect(text(unzip((await download(id, cookie)).rawPayload), "index.html")).not.toContain("<form");

    const published = await insertPortfolio(app.database.db, userId, { published: true });
    await updateProfile(app.database.db, userId, { username: "exporter" });
    const files = unzip((await download(published, cookie)).rawPayload);
    const html = text(files, "index.html");
    // The theme chooses the form's class (minimal draws no card); the action is the contract.
    expect(html).toMatch(
      /<form class="[\w -]+" method="post" action="https:\/\/folio\.example\/api\/public\/portfolios\/exporter\/contact"/,
    );
    // The static site shows the outcome in place with its small script (the form still posts without it).
    expect(html).toContain('<script src="contact-form.js" defer></script>');
    expect(text(files, "contact-form.js")).toContain("fetch(form.action");
    // 404.html is served at any depth: a published export links back to the public page by its absolute address,
    // an unpublished one (no address anywhere) relatively.
    expect(text(files, "404.html")).toMatch(/<a href="https:\/\/folio\.example\/p\/exporter">/);
    expect(text(unzip((await download(id, cookie)).rawPayload), "404.html")).toMatch(/<a href="index\.html">/);
  });

  it("refuses a Pro theme to a free user with the upgrade named, and exports it for Pro without Powered by", async () => {
    const { id, cookie, userId } = await ownerWith({ ...fullPortfolioFixture(), theme: "neon" });
    const refused = await download(id, cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: "permission-denied",
      message: "The Neon theme is a Pro theme. Upgrade to Pro to export it, or choose one of the free themes.",
      messageId: "proThemeToExport",
      params: { theme: "Neon" },
      details: { theme: "neon", upgrade: true },
    });

    await updateProfile(app.database.db, userId, { plan: "pro", isPremium: true });
    const allowed = await download(id, cookie);
    expect(allowed.statusCode).toBe(200);
    expect(text(unzip(allowed.rawPayload), "index.html")).not.toContain("Powered by");
  });

  it("is 401 signed out and 404 for another user's portfolio or an unknown id", async () => {
    const { id } = await ownerWith(nearEmptyPortfolioFixture());
    expect((await download(id)).statusCode).toBe(401);
    const stranger = await signUpWithCookie(app);
    const other = await download(id, stranger.cookie);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe("not-found");
    expect((await download("no-such-id", stranger.cookie)).statusCode).toBe(404);
  });
});
