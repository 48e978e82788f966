import { describe, expect, it } from "vitest";
import {
  arabicPortfolioFixture,
  chinesePortfolioFixture,
  fullPortfolioFixture,
  hindiPortfolioFixture,
  japanesePortfolioFixture,
  type PortfolioContent,
} from "@foliocraft/schemas";
import { renderSite } from "../render";
import { rendererStrings } from "../i18n/dictionary";
import { cjkFamilyOf, emojiCodePoints, fontPlan, scriptsOfContent } from "./font-css";
import { findFontPairing, fontSubsets } from "./font-registry";
import {
  maxSubsetParts,
  parseSubsetFontName,
  parseUnicodeRange,
  subsetFontName,
  subsetFontNames,
  unicodeRangeOf,
} from "./font-subset-name";
import { cjkStandInFamily, cjkStandInUrl } from "./cjk-stand-in";
import {
  codePointsDrawnBy,
  isPageSubset,
  maxWholeFaceCodePoints,
  splitFontReference,
  validWholeFaceRequest,
  wholeFaceSubsets,
} from "./whole-face-subset";
import { pageWeightRange } from "./font-weights";

const options = { showPoweredBy: false, poweredByUrl: "https://foliocraft.example", year: 2026 };

function portfolio(language: PortfolioContent["language"], bio: string): PortfolioContent {
  const c = fullPortfolioFixture();
  return { ...c, language, personal: { ...c.personal, bio } };
}

const arabic = portfolio("ar", "أبني تطبيقات ويب سريعة وسهلة الوصول.");
const hindi = portfolio("hi", "मैं तेज़ और सुलभ वेब ऐप बनाती हूँ।");
const chinese = portfolio("zh", "我构建快速、易用的网络应用。");
const japanese = portfolio("ja", "高速で使いやすいウェブアプリを作っています。");

const css = (content: PortfolioContent) => renderSite(content, options).css;
const faces = (text: string) => [...text.matchAll(/@font-face\{([^}]*)\}/g)].map((m) => m[1] ?? "");
// The font files a stylesheet links (its other url()s are symbols drawn inline, shared/symbols.ts).
const urls = (text: string) => [...text.matchAll(/url\((?!"?data:)([^)]*)\)/g)].map((m) => m[1] ?? "");

describe("scriptsOfContent", () => {
  it("is Latin alone for an English portfolio", () => {
    expect(scriptsOfContent(fullPortfolioFixture())).toEqual(["latin"]);
  });

  it("adds the language's script and any script the text uses", () => {
    expect(scriptsOfContent(arabic)).toEqual(["latin", "arabic"]);
    expect(scriptsOfContent(hindi)).toEqual(["latin", "devanagari"]);
    expect(scriptsOfContent(chinese)).toEqual(["latin", "cjk"]);
    // An English portfolio quoting a Chinese client still gets the CJK faces.
    expect(scriptsOfContent(portfolio("en", "Fluent in 中文."))).toEqual(["latin", "cjk"]);
    expect(scriptsOfContent({ ...fullPortfolioFixture(), language: "ja" })).toEqual(["latin", "cjk"]);
  });
});

describe("cjkFamilyOf", () => {
  it("draws Japanese with Noto Sans JP and Chinese with Noto Sans SC, by the portfolio's language", () => {
    expect(cjkFamilyOf(japanese)).toBe("noto-sans-jp");
    expect(cjkFamilyOf(chinese)).toBe("noto-sans-sc");
    // The language decides, not the text: kanji-only Japanese is still Japanese, kana in Chinese text stays SC.
    expect(cjkFamilyOf(portfolio("ja", "東京在住"))).toBe("noto-sans-jp");
    expect(cjkFamilyOf(portfolio("zh", "我会说日语（ひらがな）。"))).toBe("noto-sans-sc");
  });

  it("uses SC for Han in another language's portfolio, JP when that text has kana", () => {
    expect(cjkFamilyOf(portfolio("en", "Fluent in 中文."))).toBe("noto-sans-sc");
    expect(cjkFamilyOf(portfolio("fr", "Je parle 日本語."))).toBe("noto-sans-sc");
    expect(cjkFamilyOf(portfolio("en", "Motto: 一期一会、よろしくお願いします。"))).toBe("noto-sans-jp");
  });
});

describe("font CSS", () => {
  it("declares every face as WOFF2 with font-display: swap and fontsource's unicode-range", () => {
    for (const content of [fullPortfolioFixture(), arabic, hindi, chinese]) {
      const rules = faces(css(content));
      expect(rules.length).toBeGreaterThan(0);
      for (const rule of rules) {
        expect(rule).toContain("font-display:swap");
        expect(rule).toMatch(/src:url\(fonts\/[^)]+\.woff2\) format\("woff2"\)/);
        expect(rule).toMatch(/unicode-range:U\+[0-9A-Fa-f]/);
      }
    }
  });

  it("links only the Latin files of a Latin portfolio's two faces", () => {
    const site = renderSite(fullPortfolioFixture(), { ...options, theme: "simple-elegant" });
    const text = site.css;
    expect(site.fonts).toEqual(urls(text).map((u) => u.slice("fonts/".length)));
    expect(site.fonts.every((f) => /^(playfair-display|manrope)-latin(-ext)?-wght-normal\./.test(f))).toBe(true);
    expect(text).not.toMatch(/Noto Sans (Arabic|Devanagari|SC)/);
    // The Latin subset's range is the one fontsource gives for that file.
    const latin = fontSubsets("manrope").find((s) => s.subset === "latin");
    expect(text).toContain(`unicode-range:${latin?.unicodeRange}`);
  });

  it("adds each non-Latin script's family with its own range, behind the Latin faces in the stacks", () => {
    const ar = css(arabic);
    const arabicRange = fontSubsets("noto-sans-arabic").find((s) => s.subset === "arabic")?.unicodeRange;
    expect(ar).toContain(`font-family:"Noto Sans Arabic"`);
    expect(ar).toContain(`unicode-range:${arabicRange}`);
    expect(ar).toMatch(/--font-body:"Inter","Noto Sans Arabic",/);
    expect(ar).not.toContain("Noto Sans SC");

    const hi = css(hindi);
    expect(hi).toContain(
      `unicode-range:${fontSubsets("noto-sans-devanagari").find((s) => s.subset === "devanagari")?.unicodeRange}`,
    );
    expect(hi).not.toContain("Noto Sans Arabic");

    // CJK comes in fontsource's ~100 slices: each its own file, fetched only when a character of it is on the page.
    const zh = css(chinese);
    expect(faces(zh).filter((f) => f.includes('"Noto Sans SC"'))).toHaveLength(fontSubsets("noto-sans-sc").length);
    expect(fontSubsets("noto-sans-sc").length).toBeGreaterThan(90);
    expect(zh).not.toContain("Noto Sans JP");
    expect(zh).toMatch(/--font-body:"Inter","Noto Sans SC",/);
  });

  it("draws a Japanese portfolio with Noto Sans JP alone, and bundles exactly its files", () => {
    const site = renderSite(japanese, options);
    const ja = site.css;
    expect(faces(ja).filter((f) => f.includes('"Noto Sans JP"'))).toHaveLength(fontSubsets("noto-sans-jp").length);
    expect(fontSubsets("noto-sans-jp").length).toBeGreaterThan(90);
    expect(ja).not.toContain("Noto Sans SC");
    expect(ja).toMatch(/--font-body:"Inter","Noto Sans JP",/);
    expect(site.fonts).toEqual(urls(ja).map((u) => u.slice("fonts/".length)));
    expect(site.fonts.some((f) => f.startsWith("noto-sans-jp-"))).toBe(true);
    expect(site.fonts.some((f) => f.startsWith("noto-sans-sc-"))).toBe(false);
  });

  it("preloads the body face of the page's main script and, on a page in another script, the Latin body face", () => {
    const head = (content: PortfolioContent, extra = {}) =>
      String(renderSite(content, { ...options, ...extra }).files.find((f) => f.path === "index.html")?.contents);
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin>/g)].map(
        (m) => m[1],
      );
    const inter = /^fonts\/inter-latin-wght-normal\.[0-9a-f]{10}\.woff2$/;
    expect(preloads(head(fullPortfolioFixture()))).toEqual([expect.stringMatching(inter)]);
    // The script's face first; then the Latin one its names, digits and links are drawn in, so neither moves the text.
    expect(preloads(head(arabic))).toEqual([
      expect.stringMatching(/^fonts\/noto-sans-arabic-arabic-wght-normal\./),
      expect.stringMatching(inter),
    ]);
    expect(preloads(head(hindi))).toEqual([
      expect.stringMatching(/^fonts\/noto-sans-devanagari-devanagari-wght-normal\./),
      expect.stringMatching(inter),
    ]);
    // CJK text is spread over many slices: none is preloaded (the whole files, in the preview; the stand-in holds
    // their place on a published page).
    expect(preloads(head(chinese))).toEqual([expect.stringMatching(inter)]);
    expect(preloads(head(japanese))).toEqual([expect.stringMatching(inter)]);
    // A standalone page (the public page, the preview) links the server's immutable route.
    expect(preloads(head(fullPortfolioFixture(), { standalone: true }))).toEqual([
      expect.stringMatching(/^\/fonts\/inter-latin-wght-normal\./),
    ]);
  });

  it("does not synthesise bold for a display face that has one weight", () => {
    const pairing = findFontPairing("dm-serif-inter");
    if (!pairing) throw new Error("missing pairing");
    expect(fontPlan(pairing, ["latin"], "fonts/").css).toContain(
      "h1,h2,h3{font-family:var(--font-heading);font-weight:400}",
    );
    const inter = findFontPairing("inter");
    if (!inter) throw new Error("missing pairing");
    expect(fontPlan(inter, ["latin"], "fonts/").css).toContain("h1,h2,h3{font-family:var(--font-heading)}");
  });
});

describe("per-page subsets (the public page, the ZIP, deploys)", () => {
  const published = { ...options, subsetFonts: true };
  const render = (content: PortfolioContent, theme = "minimal") => {
    const site = renderSite(content, { ...published, theme });
    const file = (path: string) => String(site.files.find((f) => f.path === path)?.contents);
    return { fonts: site.fonts, html: file("index.html"), css: site.css };
  };
  const preload = (html: string) => /<link rel="preload" href="fonts\/([^"]+)" as="font"/.exec(html)?.[1];
  const inRange = (familyId: string) => {
    const ranges = parseUnicodeRange(fontSubsets(familyId)[0]!.unicodeRange);
    return (cp: number) => ranges.some(([from, to]) => cp >= from && cp <= to);
  };
  // What the page can draw: its body and its stylesheet (generated content), less the @font-face rules.
  const drawnCodePoints = (page: { html: string; css: string }, familyId: string) => {
    const body = page.html.slice(page.html.indexOf("<body>"));
    const css = page.css
      .split("\n")
      .filter((line) => !line.startsWith("@font-face"))
      .join("\n");
    return [...new Set([...(body + css)].map((ch) => ch.codePointAt(0)!))]
      .filter(inRange(familyId))
      .sort((a, b) => a - b);
  };
  const allStrings = (value: unknown): string[] =>
    typeof value === "string"
      ? [value]
      : value && typeof value === "object"
        ? Object.values(value).flatMap(allStrings)
        : [];

  it("keeps at most regular to bold of a script face's weight axis, whatever the theme's Latin text asks", () => {
    // Neon sets type from 300 to 800: its Latin faces draw both, the Devanagari subset stops at 400 and 700.
    const page = render(hindiPortfolioFixture(), "neon");
    expect(page.css).toMatch(/font-weight:300\b/);
    expect(page.css).toMatch(/font-weight:800\b/);
    expect(parseSubsetFontName(String(preload(page.html)))?.weights).toEqual([4, 7]);
    // A theme that asks for less keeps less.
    const minimal = render(hindiPortfolioFixture(), "minimal");
    const [min, max] = pageWeightRange(minimal.html + minimal.css.replace(/@font-face\{[^}]*\}/g, ""));
    expect(parseSubsetFontName(String(preload(minimal.html)))?.weights).toEqual([Math.max(min, 4), Math.min(max, 7)]);
  });

  for (const [language, fixture, familyId] of [
    ["ar", arabicPortfolioFixture, "noto-sans-arabic"],
    ["hi", hindiPortfolioFixture, "noto-sans-devanagari"],
  ] as const) {
    it(`${language}: preloads a subset of exactly the page's characters of its script, the renderer's own included`, () => {
      for (const theme of ["minimal", "minimal-dark", "neon", "forest-nature"]) {
        const page = render(fixture(), theme);
        const name = preload(page.html);
        const subset = parseSubsetFontName(String(name));
        const whole = fontSubsets(familyId)[0]!.files[0]!.name;
        expect(subset?.baseName, theme).toBe(whole);
        expect(subset?.codePoints, theme).toEqual(drawnCodePoints(page, familyId));
        // Characters only the renderer writes (headings, form labels, the contact script's messages) are in it.
        const contentText = new Set([...JSON.stringify(fixture())].map((ch) => ch.codePointAt(0)!));
        const rendererOnly = new Set(
          allStrings(rendererStrings(language))
            .flatMap((text) => [...text].map((ch) => ch.codePointAt(0)!))
            .filter(
              (cp) => inRange(familyId)(cp) && !contentText.has(cp) && page.html.includes(String.fromCodePoint(cp)),
            ),
        );
        expect(rendererOnly.size, theme).toBeGreaterThan(0);
        for (const cp of rendererOnly) expect(subset?.codePoints, cp.toString(16)).toContain(cp);
        // Both files are bundled: the whole one stands in for a character the subset lacks.
        expect(page.fonts).toContain(name);
        expect(page.fonts).toContain(whole);
      }
    });
  }

  it("holds the digits a theme's counters draw in the script's numerals (gradient-vibrant's arabic-indic bands)", () => {
    const page = render(arabicPortfolioFixture(), "gradient-vibrant");
    expect(page.css).toContain("arabic-indic");
    const codePoints = parseSubsetFontName(String(preload(page.html)))?.codePoints ?? [];
    for (let d = 0x660; d <= 0x669; d++) expect(codePoints, d.toString(16)).toContain(d);
    // A theme without such counters does not carry them.
    expect(parseSubsetFontName(String(preload(render(arabicPortfolioFixture()).html)))?.codePoints).not.toContain(
      0x665,
    );
  });

  it("declares the whole file first and the subset last, with exactly its code points, so the subset is tried first", () => {
    const page = render(arabicPortfolioFixture());
    const arabicFaces = faces(page.css).filter((f) => f.includes('"Noto Sans Arabic"'));
    expect(arabicFaces).toHaveLength(2);
    const whole = fontSubsets("noto-sans-arabic")[0]!;
    expect(arabicFaces[0]).toContain(`url(fonts/${whole.files[0]!.name})`);
    expect(arabicFaces[0]).toContain(`unicode-range:${whole.unicodeRange}`);
    const name = String(preload(page.html));
    expect(arabicFaces[1]).toContain(`url(fonts/${name})`);
    const range = /unicode-range:([^;}]+)/.exec(arabicFaces[1]!)?.[1] ?? "";
    const declared = parseUnicodeRange(range).flatMap(([from, to]) =>
      Array.from({ length: to - from + 1 }, (_, i) => from + i),
    );
    expect(declared).toEqual(parseSubsetFontName(name)?.codePoints);
    expect(page.fonts).toEqual(urls(page.css).map((u) => u.slice("fonts/".length)));
  });

  it("links the Latin faces of a page in another script as subsets of the text it draws, under the whole files", () => {
    for (const [content, theme] of [
      [arabicPortfolioFixture(), "glassmorphism"],
      [hindiPortfolioFixture(), "neon-futuristic"],
      [chinesePortfolioFixture(), "minimal"],
      [japanesePortfolioFixture(), "corporate"],
    ] as const) {
      const page = render(content, theme);
      const latinFiles = page.fonts.filter((f) => /-latin-(wght|\d+)-normal\.[0-9a-f]{10}\.woff2$/.test(f));
      expect(latinFiles.length, theme).toBeGreaterThan(0);
      // What the page's text draws: its text nodes, with markup and styles left out.
      const body = page.html.slice(page.html.indexOf("<body>"));
      const text = body
        .replace(/<script[\s\S]*?<\/script>/g, "")
        .replace(/<[^>]*>/g, "")
        .replace(/&amp;/g, "&")
        .replace(/&#39;/g, "'")
        .replace(/&quot;/g, '"');
      for (const whole of latinFiles) {
        // One subset, or a few parts when one name cannot hold its characters.
        const subsets = page.fonts.filter((f) => f !== whole && f.startsWith(whole.replace(/\.woff2$/, ".w")));
        expect(subsets.length, whole).toBeGreaterThan(0);
        expect(subsets.length, whole).toBeLessThanOrEqual(3);
        const subset = { codePoints: subsets.flatMap((name) => parseSubsetFontName(name)!.codePoints) };
        const slice = fontSubsets(whole.replace(/-latin-.*$/, "")).find((f) => f.subset === "latin")!;
        const ranges = parseUnicodeRange(slice.unicodeRange);
        const drawn = [...new Set([...text].map((c) => c.codePointAt(0)!))].filter((cp) =>
          ranges.some(([from, to]) => cp >= from && cp <= to),
        );
        // Every character of the text, in both cases (text-transform), and the digits counters draw…
        for (const cp of drawn) {
          const ch = String.fromCodePoint(cp);
          for (const form of new Set([ch, ch.toUpperCase(), ch.toLowerCase()]).values()) {
            if ([...form].length === 1) expect(subset.codePoints, `${theme} ${form}`).toContain(form.codePointAt(0));
          }
        }
        for (const ch of "0123456789") expect(subset.codePoints, `${theme} ${ch}`).toContain(ch.codePointAt(0));
        // …and far from the whole slice: class names and CSS are not text.
        expect(subset.codePoints.length, theme).toBeLessThan(130);
        // Declared after the whole file, which stays as the safety net.
        const at = (name: string) => page.css.indexOf(`url(fonts/${name})`);
        expect(at(whole)).toBeGreaterThanOrEqual(0);
        expect(at(subsets[0]!)).toBeGreaterThan(at(whole));
      }
      // The Latin body face is preloaded as the subset.
      expect(page.html).toMatch(
        /<link rel="preload" href="fonts\/[a-z0-9-]+-latin-wght-normal\.[0-9a-f]{10}\.w\d\d\.s/,
      );
    }
    // A Latin page keeps the whole files.
    expect(render(fullPortfolioFixture()).fonts.every((f) => !parseSubsetFontName(f))).toBe(true);
  });

  it("leaves a character the page's subset draws out of the Latin faces' extended slices (a Hindi page's ₹)", () => {
    const page = render(hindiPortfolioFixture());
    expect(page.html).toContain("₹");
    const subset = parseSubsetFontName(String(preload(page.html)));
    expect(subset?.codePoints).toContain(0x20b9);
    // The Latin slice whole and as the page's subset (below), and Latin Extended.
    const interFaces = faces(page.css).filter((f) => f.includes('font-family:"Inter"'));
    expect(interFaces).toHaveLength(3);
    const covers = (face: string, cp: number) =>
      parseUnicodeRange(/unicode-range:([^;}]+)/.exec(face)?.[1] ?? "").some(([from, to]) => cp >= from && cp <= to);
    expect(interFaces.some((f) => covers(f, 0x20b9))).toBe(false);
    // Everything else of Latin Extended stays, and the preview (whole files) keeps fontsource's ranges as they are.
    expect(interFaces.some((f) => covers(f, 0x20b8) && covers(f, 0x20ba) && covers(f, 0x100))).toBe(true);
    const preview = String(renderSite(hindiPortfolioFixture(), { ...options, theme: "minimal" }).css);
    expect(faces(preview).some((f) => f.includes('font-family:"Inter"') && covers(f, 0x20b9))).toBe(true);
  });

  it("links a CJK page's characters as one regular and one bold subset of the whole faces, preloaded, and no slice", () => {
    for (const [content, familyId] of [
      [chinesePortfolioFixture(), "noto-sans-sc"],
      [japanesePortfolioFixture(), "noto-sans-jp"],
    ] as const) {
      const page = render(content);
      const subsets = page.fonts.filter((reference) => splitFontReference(reference).code !== undefined);
      expect(subsets, familyId).toHaveLength(2);
      // What the page can draw from U+0600 up (font-css.ts scans from there): body and generated content.
      const body = page.html.slice(page.html.indexOf("<body>")) + page.css.replace(/@font-face\{[^}]*\}/g, "");
      const drawn = codePointsDrawnBy(
        familyId,
        [...body].map((ch) => ch.codePointAt(0)!).filter((cp) => cp >= 0x600),
      );
      expect(drawn.length, familyId).toBeGreaterThan(100);
      for (const [i, reference] of subsets.entries()) {
        const { name, code } = splitFontReference(reference);
        // Checked as the server checks it: a face we have, the digest of exactly the page's characters.
        const request = validWholeFaceRequest(name, code);
        expect(request?.codePoints, reference).toEqual(drawn);
        expect(name).toMatch(new RegExp(`^${familyId}-${i === 0 ? 400 : 700}\\.[0-9a-f]{10}\\.c[0-9a-f]{16}\\.woff2$`));
        // Declared at its weight under exactly its own characters, and preloaded (the LCP text is often CJK).
        expect(page.css).toContain(
          `font-weight:${i === 0 ? 400 : 700};font-display:swap;src:url(fonts/${reference}) format("woff2");unicode-range:${unicodeRangeOf(drawn)}}`,
        );
        expect(page.html).toContain(
          `<link rel="preload" href="fonts/${reference}" as="font" type="font/woff2" crossorigin>`,
        );
        expect(isPageSubset(reference)).toBe(true);
      }
      // No slice of the family is declared or bundled (they were ~25 files a page, queued six at a time).
      expect(urls(page.css).filter((u) => u.startsWith(`fonts/${familyId}-`))).toHaveLength(2);
      expect(page.fonts.filter((f) => f.startsWith(familyId))).toEqual(subsets);
      // A tampered query is refused before any work.
      const { name, code } = splitFontReference(subsets[0]!);
      expect(validWholeFaceRequest(name, `${code}0`)).toBeUndefined();
    }
  });

  it("cuts a long CJK page into parts per weight, each within a request line", () => {
    const many = fontSubsets("noto-sans-sc")
      .flatMap((s) => parseUnicodeRange(s.unicodeRange))
      .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i))
      .filter((cp) => cp >= 0x4e00 && cp % 3 === 0)
      .slice(0, maxWholeFaceCodePoints + 10);
    const parts = wholeFaceSubsets("noto-sans-sc", many);
    expect(parts.map((p) => [p.weight, p.codePoints.length])).toEqual([
      [400, maxWholeFaceCodePoints],
      [400, 10],
      [700, maxWholeFaceCodePoints],
      [700, 10],
    ]);
    for (const part of parts) {
      expect(part.reference.length).toBeLessThan(8 * 1024);
      const { name, code } = splitFontReference(part.reference);
      expect(validWholeFaceRequest(name, code)?.codePoints).toEqual(part.codePoints);
    }
    // Characters the family does not draw (Devanagari, emoji) are left to the faces that do.
    expect(wholeFaceSubsets("noto-sans-jp", [0x915, 0x1f600])).toEqual([]);
  });

  it("finds exactly the characters a CJK family draws, at every edge of its slices' ranges", () => {
    for (const familyId of ["noto-sans-sc", "noto-sans-jp"]) {
      const ranges = fontSubsets(familyId).flatMap((s) => parseUnicodeRange(s.unicodeRange));
      const all = new Set(ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i)));
      const drawn = (cp: number) => all.has(cp);
      // Each range's ends and their neighbours outside, and a spread of everything else up to the astral planes.
      const probes = [
        ...ranges.flatMap(([from, to]) => [from - 1, from, to, to + 1]),
        ...Array.from({ length: 4000 }, (_, i) => (i * 7919) % 0x30000),
      ];
      expect(codePointsDrawnBy(familyId, probes)).toEqual([...new Set(probes.filter(drawn))].sort((a, b) => a - b));
    }
  });

  it("splits a slice's characters into parts when one name cannot hold them, and links the whole slice past three", () => {
    const slice = fontSubsets("noto-sans-sc").find((s) => s.subset === "118")!;
    const base = slice.files[0]!.name;
    const ranges = parseUnicodeRange(slice.unicodeRange);
    const all = ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i));
    // Every other code point: scattered, as a page's characters are.
    const scattered = all.filter((_, i) => i % 2 === 0);
    const few = scattered.slice(0, 20);
    expect(subsetFontNames(base, few)).toEqual([{ name: subsetFontName(base, few), codePoints: few }]);
    const many = scattered.slice(0, 150);
    const parts = subsetFontNames(base, many);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.length).toBeLessThanOrEqual(maxSubsetParts);
    expect(parts.flatMap((part) => part.codePoints)).toEqual(many);
    for (const part of parts) {
      // Each name says exactly its part's characters, and fits a file name.
      expect(parseSubsetFontName(part.name)?.codePoints).toEqual(part.codePoints);
      expect(part.name.length).toBeLessThanOrEqual(255);
    }
    // Characters far apart cost four characters of code each: 300 of them would take seven parts.
    const farApart = Array.from({ length: 300 }, (_, i) => 0x4e00 + i * 300);
    expect(subsetFontNames(base, farApart)).toEqual([]);
    expect(subsetFontNames(base, [])).toEqual([]);
  });

  it("draws a CJK page's characters in a blank stand-in of the CJK faces' metrics until they load", () => {
    const page = render(chinesePortfolioFixture());
    const standIn = faces(page.css).find((f) => f.includes(`font-family:"${cjkStandInFamily}"`));
    expect(standIn).toBeDefined();
    // Inlined and preloaded, so the first layout has it; named right after the CJK face in every stack.
    expect(standIn).toContain(`src:url(${cjkStandInUrl()}) format("truetype")`);
    expect(page.html).toContain(`<link rel="preload" href="${cjkStandInUrl()}" as="font" type="font/ttf" crossorigin>`);
    expect(page.css).toMatch(/--font-body:"Inter","Noto Sans SC","Foliocraft CJK Stand-in",/);
    // Only for the page's own CJK characters: what a visitor types elsewhere falls back to their fonts, never blank.
    const covered = parseUnicodeRange(/unicode-range:([^;}]+)/.exec(standIn!)![1]!);
    const subsetPoints = page.fonts.flatMap((reference) => {
      const { name, code } = splitFontReference(reference);
      return validWholeFaceRequest(name, code)?.codePoints ?? [];
    });
    const coveredPoints = covered.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i));
    expect(coveredPoints.length).toBeGreaterThan(100);
    expect(coveredPoints.every((cp) => subsetPoints.includes(cp))).toBe(true);
    // Latin, Arabic and Hindi pages, and the preview (whole slices), have none.
    for (const content of [fullPortfolioFixture(), arabic, hindi])
      expect(render(content).css).not.toContain(cjkStandInFamily);
    expect(css(chinese)).not.toContain(cjkStandInFamily);
  });

  it("changes nothing for Latin pages, nor for the preview (no subsetFonts)", () => {
    expect(render(fullPortfolioFixture()).css).toBe(css(fullPortfolioFixture()));
    expect(preload(String(renderSite(arabic, options).files[0]?.contents))).toMatch(
      /^noto-sans-arabic-arabic-wght-normal\.[0-9a-f]{10}\.woff2$/,
    );
  });
});

describe("emoji", () => {
  const withEmoji = (bio: string, fullName = "Ama Mensah"): PortfolioContent => {
    const c = fullPortfolioFixture();
    return { ...c, personal: { ...c.personal, fullName, bio } };
  };
  const emojiFaces = (text: string) => faces(text).filter((f) => f.includes('font-family:"Noto Emoji"'));
  const cps = (text: string) => [...text].map((ch) => ch.codePointAt(0)!);

  it("finds emoji with their skin tones, joiners and presentation marks, and leaves text pictographs to the text", () => {
    expect([...emojiCodePoints("Hi 👋🏽 — 👩‍💻 ❤️ 🇬🇭")].sort((a, b) => a - b)).toEqual(
      cps("👋🏽👩‍💻❤️🇬🇭")
        .filter((cp, i, all) => all.indexOf(cp) === i)
        .sort((a, b) => a - b),
    );
    // © ™ ↗ ❤ (no U+FE0F) are drawn as text by default: not emoji.
    expect(emojiCodePoints("© 2026 Acme™ ↗ ❤ 1. ★")).toEqual(new Set());
  });

  it("declares one subset of the page's emoji, behind the visitor's own colour emoji fonts in every stack", () => {
    const site = renderSite(withEmoji("Hi 👋 I ship 🚀 ©", "Ama 👩🏾‍💻"), { ...options, subsetFonts: true });
    const [face, ...more] = emojiFaces(site.css);
    expect(more).toEqual([]);
    expect(face).toContain("font-weight:100 900");
    const reference = /url\(([^)]*)\)/.exec(face!)![1]!;
    const { name, code } = splitFontReference(reference.replace(/^fonts\//, ""));
    // The server makes exactly these code points from the name and query; © stays with the text face.
    expect(validWholeFaceRequest(name, code)?.codePoints).toEqual([...new Set(cps("👋🚀👩🏾‍💻"))].sort((a, b) => a - b));
    expect(site.fonts).toContain(reference.replace(/^fonts\//, ""));
    for (const variable of ["--font-heading", "--font-body"])
      expect(site.css).toMatch(
        new RegExp(
          `${variable}:"[^"]+",[^;]*sans-serif,"Apple Color Emoji","Segoe UI Emoji","Noto Color Emoji","Noto Emoji";`,
        ),
      );
    // A last resort, not preloaded.
    expect(String(site.files.find((f) => f.path === "index.html")?.contents)).not.toMatch(
      /rel="preload"[^>]*noto-emoji/,
    );
  });

  it("declares fontsource's slices in the preview, and no emoji face at all on a page without emoji", () => {
    const preview = emojiFaces(renderSite(withEmoji("Hi 👋"), options).css);
    expect(preview).toHaveLength(fontSubsets("noto-emoji").length);
    for (const content of [fullPortfolioFixture(), withEmoji("© 2026 ❤ ↗"), arabic]) {
      const page = renderSite(content, { ...options, subsetFonts: true }).css;
      expect(emojiFaces(page)).toEqual([]);
      expect(page).not.toContain("Emoji");
    }
  });
});

describe("latinFontFaceCss", () => {
  it("declares only the Latin files of the families and styles nothing", async () => {
    const { latinFontFaceCss } = await import("./font-css");
    const text = latinFontFaceCss(["fraunces", "manrope", "manrope"], "/fonts/");
    expect(faces(text)).toHaveLength(2);
    expect(text).not.toMatch(/:root|h1/);
    expect(urls(text).every((u) => /^\/fonts\/(fraunces|manrope)-latin-wght-normal\./.test(u))).toBe(true);
  });
});
