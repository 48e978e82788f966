import type { Page } from "@playwright/test";
import { fullPortfolioFixture, type PortfolioContent } from "@foliocraft/schemas";
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
    const { files } = renderSite(content, {
      theme: "minimal",
      showPoweredBy: false,
      poweredByUrl: "https://foliocraft.example",
      standalone: true,
      // As /p/ renders it: the Arabic and Devanagari faces as this page's subsets, made by /fonts/ from their names.
      subsetFonts: true,
      year: 2026,
    });
    const html = String(files.find((f) => f.path === "index.html")?.contents);
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
    if (language === "en") {
      // A Latin page downloads only Latin files (unicode-range), at most three.
      expect(fontResponses.every((r) => /-latin-(wght|\d+)-normal\./.test(r.url))).toBe(true);
      expect(fontResponses.length).toBeLessThanOrEqual(3);
    }
    await p.screenshot({ path: info.outputPath(`bundled-fonts-${language}.png`), fullPage: false });
  });
}
