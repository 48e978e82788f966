import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { fullPortfolioFixture, isStorableText, themeIds, type PortfolioContent } from "@foliocraft/schemas";
import { renderSite } from "./render";

// Issue 18 item 1: any text renders, in every theme and every field. Well-formed text comes out well-formed (the
// renderer never cuts a character in half: favicon initial, description); even a lone surrogate or a NUL (the
// builder's preview draws content before the schema has refused it) never makes it throw.

const piece = fc.oneof(
  fc.constantFrom("😀", "𝓐", "𠀀", "🇬🇭", "👨‍👩‍👧‍👦", "👍🏾", "e\u0301", "\u200f", "\u202e", "مرحبا", "\u200d", "a"),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit)),
  fc.constant("\u0000"),
  fc.string({ unit: "binary", maxLength: 4 }),
);
const unicodeText = fc.array(piece, { maxLength: 10 }).map((parts) => parts.join(""));

function mapStrings(value: unknown, next: () => string): unknown {
  if (typeof value === "string") return next();
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, next));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, ["language", "theme", "icon"].includes(k) ? v : mapStrings(v, next)]),
    );
  }
  return value;
}

const render = (content: PortfolioContent, theme: string, standalone: boolean) =>
  renderSite(content, {
    theme,
    year: 2026,
    showPoweredBy: true,
    poweredByUrl: "https://foliocraft.example",
    standalone,
  }).files;

describe("renderSite and Unicode", () => {
  it("never throws, and never splits a character of well-formed text", () => {
    fc.assert(
      fc.property(
        fc.array(unicodeText, { minLength: 1, maxLength: 30 }),
        fc.constantFrom(...themeIds),
        fc.boolean(),
        (pool, theme, standalone) => {
          let i = 0;
          const content = mapStrings(fullPortfolioFixture(), () => pool[i++ % pool.length] as string);
          const files = render(content as PortfolioContent, theme, standalone);
          expect(files.length).toBeGreaterThan(0);
          if (pool.every(isStorableText)) {
            for (const file of files) {
              if (typeof file.contents === "string") expect(isStorableText(file.contents), file.path).toBe(true);
            }
          }
        },
      ),
      { numRuns: 150 },
    );
  }, 60_000);

  it("draws the favicon from the whole first character of the name", () => {
    for (const [name, initial] of [
      ["😀 Ama", "😀"],
      ["𝓐ma", "𝓐"],
      ["🇬🇭 Kofi", "🇬🇭"],
      ["\u200fمرحبا", "م"],
      ["\ud83d", "F"],
    ]) {
      const content = fullPortfolioFixture();
      content.personal.fullName = name as string;
      const svg = render(content, "minimal", false).find((f) => f.path === "favicon.svg")?.contents;
      expect(String(svg)).toContain(`>${initial}</text>`);
    }
  });

  it("cuts a long About into the description between characters", () => {
    const content = fullPortfolioFixture();
    content.seo.description = "";
    content.personal.bio = "";
    content.personal.about = "🇬🇭".repeat(200);
    const html = String(render(content, "minimal", false).find((f) => f.path === "index.html")?.contents);
    expect(html).toContain(`<meta name="description" content="${"🇬🇭".repeat(160)}">`);
  });
});
