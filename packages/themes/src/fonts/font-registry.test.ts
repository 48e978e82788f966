import { describe, expect, it } from "vitest";
import { fullPortfolioFixture, themeIds } from "@foliocraft/schemas";
// The generator's own reading of node_modules: the committed table must equal it.
import { fontFilesTable, wholeFacesTable } from "../../../../scripts/generate-font-files.mjs";
import { renderSite } from "../render";
import { styleOptionsOf } from "../styling/theme-styles";
import { generatedFontFiles, generatedWholeFaces } from "./font-files.generated";
import { cjkFamilyIds, fontFamilies, fontFileIndex, fontPairings, fontSubsets, getFontFamily } from "./font-registry";

const options = { showPoweredBy: true, poweredByUrl: "https://foliocraft.example", year: 2026 };

describe("font registry", () => {
  it("matches the installed font packages (run scripts/generate-font-files.mjs after updating one)", () => {
    expect(generatedFontFiles).toEqual(fontFilesTable());
    expect(generatedWholeFaces).toEqual(wholeFacesTable());
  });

  it("has files for every family and serves only WOFF2 under hashed names", () => {
    for (const family of fontFamilies) expect(fontSubsets(family.id).length).toBeGreaterThan(0);
    for (const [name, file] of fontFileIndex()) {
      expect(name).toMatch(/^[a-z0-9-]+\.[0-9a-f]{10}\.woff2$/);
      expect(file.source).toMatch(/\.woff2$/);
    }
  });

  it("pairs only known Latin families, with stable unique ids", () => {
    expect(new Set(fontPairings.map((p) => p.id)).size).toBe(fontPairings.length);
    for (const p of fontPairings) {
      expect(getFontFamily(p.heading).script).toBe("latin");
      expect(getFontFamily(p.body).script).toBe("latin");
    }
  });

  it("has two CJK families, Chinese and Japanese, each covering kana and the common kanji", () => {
    const covers = (familyId: string, char: string) => {
      const cp = char.codePointAt(0) ?? 0;
      return fontSubsets(familyId).some((s) =>
        s.unicodeRange.split(",").some((part) => {
          const [lo = "", hi = lo] = part.trim().slice(2).split("-");
          return cp >= parseInt(lo, 16) && cp <= parseInt(hi, 16);
        }),
      );
    };
    for (const id of Object.values(cjkFamilyIds)) {
      expect(getFontFamily(id).script).toBe("cjk");
      for (const char of "あア日本語骨直") expect(covers(id, char), `${id} ${char}`).toBe(true);
    }
  });

  // Issue 19: a Latin-script portfolio weighs at most 100 KB without images (HTML + CSS + the fonts it downloads).
  it.each(themeIds.map((id) => [id]))(
    "keeps %s within 100 KB and three Latin files with each allowed pairing",
    (theme) => {
      for (const fontPairing of styleOptionsOf(theme).pairings) {
        const content = { ...fullPortfolioFixture(), theme, style: { ...fullPortfolioFixture().style, fontPairing } };
        const site = renderSite(content, { ...options, theme });
        const text = new TextEncoder().encode(String(site.files.find((f) => f.path === "index.html")?.contents)).length;
        // English text falls in the `latin` subset: those are the files a visitor downloads.
        const latin = site.fonts.filter((f) => /-latin-(wght|\d+)-normal\./.test(f));
        expect(latin.length, `${theme} / ${fontPairing}`).toBeLessThanOrEqual(3);
        const index = fontFileIndex();
        const fontBytes = latin.reduce((n, f) => n + (index.get(f)?.bytes ?? Infinity), 0);
        expect(text + fontBytes, `${theme} / ${fontPairing}`).toBeLessThanOrEqual(100 * 1024);
      }
    },
  );
});
