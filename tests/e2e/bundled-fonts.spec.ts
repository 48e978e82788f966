import type { Page } from "@playwright/test";
import {
  chinesePortfolioFixture,
  fullPortfolioFixture,
  japanesePortfolioFixture,
  type PortfolioContent,
} from "@foliocraft/schemas";
import { renderSite } from "@foliocraft/themes";
import { expect, test } from "./fixtures";

// Issue 19: the page looks the same on every machine. This Chromium has no Devanagari or CJK system font (CI has
// none either), so each script's text must be drawn by the files the server serves at /fonts/. Chromium itself
// says which fonts drew a node (CSS.getPlatformFontsForNode): every one must be a web font of ours.

function portfolio(language: PortfolioContent["language"], name: string, title: string, bio: string): PortfolioContent {
  const c = fullPortfolioFixture();
  return { ...c, language, personal: { ...c.personal, fullName: name, title, bio } };
}

const cases: [string, PortfolioContent, string][] = [
  [
    "ar",
    portfolio("ar", "أمة منصور", "مطوّرة برمجيات متكاملة", "أبني تطبيقات ويب سريعة وسهلة الوصول."),
    "Noto Sans Arabic",
  ],
  ["hi", portfolio("hi", "अमा मेंसा", "फ़ुल-स्टैक डेवलपर", "मैं तेज़ और सुलभ वेब ऐप बनाती हूँ।"), "Noto Sans Devanagari"],
  ["zh", portfolio("zh", "阿玛·门萨", "全栈开发工程师", "我构建快速、易用的网络应用。"), "Noto Sans SC"],
  ["en", fullPortfolioFixture(), "Inter"],
];

/** A page's HTML as /p/ renders it: the script faces as this page's subsets, made by /fonts/ from their names. */
function publicPage(content: PortfolioContent, theme: string): string {
  const { files } = renderSite(content, {
    theme,
    showPoweredBy: false,
    poweredByUrl: "https://foliocraft.example",
    standalone: true,
    subsetFonts: true,
    year: 2026,
  });
  return String(files.find((f) => f.path === "index.html")?.contents);
}

/** Each declared face's family and load status. */
function faceStatuses(p: Page): Promise<[string, FontFaceLoadStatus][]> {
  return p.evaluate(() => {
    const out: [string, FontFaceLoadStatus][] = [];
    document.fonts.forEach((f) => out.push([f.family, f.status]));
    return out;
  });
}

async function fontsDrawing(p: Page, selector: string) {
  const cdp = await p.context().newCDPSession(p);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts;
}

test.beforeEach(async ({ page: p }) => {
  // Hermetic: the fixtures' pictures point at example.com.
  await p.route(/^https?:\/\/(?!(?:127\.0\.0\.1|localhost)[:/])/, (route) => route.abort());
});

for (const [language, content, family] of cases) {
  test(`${language}: text is drawn with the bundled ${family}, served immutable from /fonts/`, async ({
    page: p,
  }, info) => {
    const html = publicPage(content, "minimal");
    // The page as /p/ would serve it, at an address of the app so /fonts/ resolves to the real route.
    await p.route("**/__bundled-fonts", (route) =>
      route.fulfill({ contentType: "text/html; charset=utf-8", body: html }),
    );
    const fontResponses: { url: string; cache: string | undefined }[] = [];
    p.on("response", (r) => {
      if (r.url().includes("/fonts/")) fontResponses.push({ url: r.url(), cache: r.headers()["cache-control"] });
    });
    await p.setViewportSize({ width: 375, height: 800 });
    await p.goto("/__bundled-fonts");
    await p.evaluate(() => document.fonts.ready);

    // The name (heading face) and the title line under it (body face) of minimal's hero.
    for (const selector of ["h1", ".hero .role"]) {
      const fonts = await fontsDrawing(p, selector);
      expect(fonts.length, selector).toBeGreaterThan(0);
      expect(
        fonts.filter((f) => !f.isCustomFont),
        `${selector}: system fonts used`,
      ).toEqual([]);
      expect(fonts.map((f) => f.familyName).join(", "), selector).toContain(family);
    }
    expect(fontResponses.length).toBeGreaterThan(0);
    for (const r of fontResponses) expect(r.cache, r.url).toBe("public, max-age=31536000, immutable");
    if (language === "ar" || language === "hi") {
      // The page's subset is all it downloads of its script's face: the whole file, declared first as a safety net
      // for characters the subset lacks, is never fetched for the page's own text.
      const own = fontResponses.filter((r) => r.url.includes(`/fonts/${family.toLowerCase().replace(/ /g, "-")}-`));
      expect(own.map((r) => r.url)).toHaveLength(1);
      expect(own[0]?.url).toMatch(/\.w[1-9]{2}\.s[0-9a-v]+\.woff2$/);
    }
    if (language === "zh" || language === "ja") {
      // A CJK page downloads its regular and bold subsets of the whole face, nothing of the hundred slices.
      const own = fontResponses.filter((r) => r.url.includes(`/fonts/${family.toLowerCase().replace(/ /g, "-")}-`));
      expect(own.length).toBeGreaterThan(0);
      expect(own.length).toBeLessThanOrEqual(2);
      for (const r of own) expect(r.url).toMatch(/-[47]00\.[0-9a-f]{10}\.c[0-9a-f]{16}\.woff2\?c=[0-9a-v]+$/);
    }
    if (language === "en") {
      // A Latin page downloads only Latin files (unicode-range), at most three.
      expect(fontResponses.every((r) => /-latin-(wght|\d+)-normal\./.test(r.url))).toBe(true);
      expect(fontResponses.length).toBeLessThanOrEqual(3);
    }
    await p.screenshot({ path: info.outputPath(`bundled-fonts-${language}.png`), fullPage: false });
  });
}

// Emoji: this Chromium has no emoji font (nor has CI), so the visitor's colour emoji fonts named first in the stack
// are absent and the bundled face draws them: one subset of the page's emoji, a ZWJ sequence as one glyph.
test("emoji are drawn with the bundled Noto Emoji where the machine has no emoji font", async ({ page: p }) => {
  const c = fullPortfolioFixture();
  const content = { ...c, personal: { ...c.personal, fullName: "Ama 👩🏾‍💻", bio: "Hi 👋 I ship 🚀 from Accra." } };
  const html = publicPage(content, "minimal");
  await p.route("**/__bundled-emoji", (route) =>
    route.fulfill({ contentType: "text/html; charset=utf-8", body: html }),
  );
  const fontResponses: string[] = [];
  p.on("response", (r) => {
    if (r.url().includes("/fonts/")) fontResponses.push(`${r.status()} ${r.url()}`);
  });
  await p.goto("/__bundled-emoji");
  await p.evaluate(() => document.fonts.ready);
  for (const selector of ["h1", ".hero .intro"]) {
    const fonts = await fontsDrawing(p, selector);
    expect(
      fonts.filter((f) => !f.isCustomFont),
      `${selector}: system fonts used`,
    ).toEqual([]);
    expect(
      fonts.map((f) => f.familyName),
      selector,
    ).toContain("Noto Emoji");
  }
  const emoji = fontResponses.filter((r) => r.includes("/fonts/noto-emoji-"));
  expect(emoji).toHaveLength(1);
  expect(emoji[0]).toMatch(/^200 .*\/fonts\/noto-emoji-400\.[0-9a-f]{10}\.c[0-9a-f]{16}\.woff2\?c=[0-9a-v]+$/);
  // 👩🏾‍💻 (four code points joined) is one glyph as wide as the others, not a woman, a tone and a laptop.
  const widths = await p.evaluate(() => {
    const measure = (text: string) => {
      const span = document.createElement("span");
      span.style.font = getComputedStyle(document.querySelector("h1")!).font;
      span.textContent = text;
      document.body.append(span);
      const width = span.getBoundingClientRect().width;
      span.remove();
      return width;
    };
    return { sequence: measure("👩🏾‍💻"), single: measure("👋") };
  });
  expect(widths.sequence).toBeCloseTo(widths.single, 0);
});

// A Chinese or Japanese page's first paint may come before its CJK subsets: its characters are drawn in the
// blank stand-in of the CJK faces' metrics (packages/themes fonts/cjk-stand-in.ts) meanwhile, so nothing moves
// when the faces arrive (Lighthouse measured layout shifts of 0.2–0.4 without it: neon's horizon, corporate's body).
for (const [language, theme] of [
  ["zh", "neon"],
  ["ja", "corporate"],
  ["zh", "minimal"],
] as const) {
  test(`${language} × ${theme}: nothing moves when the CJK faces arrive after the first paint`, async ({ page: p }) => {
    const content = language === "zh" ? chinesePortfolioFixture() : japanesePortfolioFixture();
    const html = publicPage(content, theme);
    await p.route("**/__cjk-stand-in", (route) =>
      route.fulfill({ contentType: "text/html; charset=utf-8", body: html }),
    );
    // The CJK subsets are held back until the page has been laid out and painted without them.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: string[] = [];
    await p.route(/\/fonts\/noto-sans-(sc|jp)-/, async (route) => {
      held.push(route.request().url());
      await released;
      await route.continue();
    });
    await p.setViewportSize({ width: 1280, height: 900 });
    await p.goto("/__cjk-stand-in", { waitUntil: "commit" });
    const boxes = () =>
      p.evaluate(async () => {
        // Two frames: whatever a font that has just arrived changes is laid out by then.
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        return Array.from(document.body.querySelectorAll("*")).map((el) => {
          const r = el.getBoundingClientRect();
          return `${el.tagName}.${el.className} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
        });
      });
    // Painted with everything but the CJK faces (the Latin ones loaded), which the page has asked for.
    const cjk = /Noto Sans (SC|JP)/;
    // Its regular and bold subsets (preloaded, so asked for at once).
    await expect.poll(() => new Set(held).size).toBe(2);
    await expect
      .poll(async () => (await faceStatuses(p)).filter(([family, status]) => !cjk.test(family) && status === "loading"))
      .toEqual([]);
    const before = await boxes();
    expect((await faceStatuses(p)).filter(([family, status]) => cjk.test(family) && status === "loaded")).toEqual([]);
    release();
    await expect
      .poll(async () => (await faceStatuses(p)).filter(([family, status]) => cjk.test(family) && status !== "loaded"))
      .toEqual([]);
    const after = await boxes();
    expect(after.filter((box, i) => box !== before[i])).toEqual([]);
    // And the CJK text is then drawn by the real face, never the stand-in.
    const fonts = await fontsDrawing(p, "h1");
    expect(fonts.map((f) => f.familyName).join(", ")).toMatch(/Noto Sans (SC|JP)/);
    expect(fonts.map((f) => f.familyName)).not.toContain("Foliocraft CJK Stand-in");
  });
}
