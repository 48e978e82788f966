import {
  arabicPortfolioFixture,
  languageCodes,
  themeIds,
  type LanguageCode,
  type PortfolioContent,
} from "@foliocraft/schemas";
import { describe, expect, it } from "vitest";
import { renderNotFoundPage, renderSite, type RenderOptions } from "../render";
import { rendererDictionary } from "./dictionary";
import { formatPeriod } from "./format";

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ""): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === "string" ? [[`${prefix}${k}`, v]] : leaves(v, `${prefix}${k}.`),
  );
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const english = leaves(rendererDictionary.en as unknown as Tree);

const options: RenderOptions = {
  showPoweredBy: true,
  poweredByUrl: "https://foliocraft.example/",
  contactEndpoint: "https://foliocraft.example/api/public/contact/x",
  contactScript: true,
  year: 2026,
};

/** What a visitor can read or hear: text nodes and the attributes carrying text (JSON-LD and styles removed). */
function readable(html: string): string {
  const attrs = [...html.matchAll(/\s(?:aria-label|alt|title|placeholder|content|data-[\w-]+)="([^"]*)"/g)].map(
    (m) => m[1],
  );
  const text = html
    .replace(/<script[^>]*>[^]*?<\/script>/g, " ")
    .replace(/<style>[^]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ");
  return `${text} ${attrs.join(" ")}`
    .replace(/&amp;/g, "&")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

// Brand names are the same in every language; they are not "English left behind".
const brands = new Set(["GitHub"]);

describe("the renderer's dictionary", () => {
  it.each(languageCodes)("has every text in %s, non-empty, with the same placeholders as English", (lang) => {
    const texts = new Map(leaves(rendererDictionary[lang] as unknown as Tree));
    for (const [key, value] of english) {
      const translated = texts.get(key);
      expect(translated?.trim(), `${lang}: ${key}`).toBeTruthy();
      expect(placeholders(translated ?? ""), `${lang}: ${key}`).toEqual(placeholders(value));
    }
    expect(texts.size).toBe(english.length);
  });

  it("really translates: most texts differ from English in every other language", () => {
    for (const lang of languageCodes.filter((l) => l !== "en")) {
      const texts = new Map(leaves(rendererDictionary[lang] as unknown as Tree));
      const same = english.filter(([k, v]) => texts.get(k) === v && !brands.has(v));
      // A few words are the same in some languages (fr "Contact", de "Name"); never more than a handful.
      expect(same.length, `${lang}: ${same.map(([k]) => k).join(", ")}`).toBeLessThanOrEqual(5);
    }
  });

  const nonEnglish = languageCodes.filter((l) => l !== "en") as LanguageCode[];
  it.each(nonEnglish)("leaves no fixed English text on a %s page (every theme, 404, every form outcome)", (lang) => {
    const content: PortfolioContent = { ...arabicPortfolioFixture(), language: lang };
    const own = new Map(leaves(rendererDictionary[lang] as unknown as Tree));
    // Each English text that this language writes differently must not appear (placeholders split the text).
    const forbidden = english
      .filter(([k, v]) => own.get(k) !== v && !brands.has(v))
      .flatMap(([, v]) => v.split(/\{\w+\}/))
      .map((part) => part.trim())
      .filter((part) => part.length >= 4);
    const variants = [
      ...themeIds.map((theme) => ({ theme, contactStatus: "invalid" as const })),
      ...(["sent", "too-many", "unavailable", undefined] as const).map((contactStatus) => ({ contactStatus })),
    ];
    const pages = [
      ...variants.flatMap((variant) =>
        renderSite(content, { ...options, ...variant })
          .files.filter((f) => f.path.endsWith(".html"))
          .map((f) => String(f.contents)),
      ),
      renderNotFoundPage("someone", lang),
    ];
    for (const html of pages) {
      const text = readable(html);
      for (const phrase of forbidden) {
        const pattern = new RegExp(`(^|[^\\p{L}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}])`, "u");
        expect(pattern.test(text), `${lang}: "${phrase}" left in English`).toBe(false);
      }
      // Dates written by the owner in English ("now", "Mar 2023") are rewritten in the page's language.
      expect(text).not.toMatch(/\bnow\b|\bMar 2023\b/);
    }
  });

  it("writes the server's unknown-username page in English when the language is unknown", () => {
    const html = renderNotFoundPage("ghost");
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain("Portfolio Not Found");
    expect(renderNotFoundPage("ghost", "xx")).toContain("Portfolio Not Found");
    const arabic = renderNotFoundPage("ghost", "ar");
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain(rendererDictionary.ar.portfolioNotFound.title);
  });
});

describe("periods and dates through Intl", () => {
  it.each([
    ["en", "2021 – now", "2021 – Present"],
    ["en", "2019-03 – 2021-08", "Mar 2019 – Aug 2021"],
    ["en", "Jan 2020 - Present", "Jan 2020 – Present"],
    ["fr", "Jan 2020 - Present", "janv. 2020 – aujourd’hui"],
    ["de", "03/2019 to now", "März 2019 – heute"],
    ["ja", "2019-03 – now", "2019年3月 – 現在"],
    ["ar", "Jan 2020 – now", "يناير 2020 – الآن"],
    ["en", "Summer 2019 – Winter 2020", "Summer 2019 – Winter 2020"],
    ["en", "", ""],
  ])("%s: %s → %s", (lang, period, expected) => {
    expect(formatPeriod(period, lang, rendererDictionary[lang as LanguageCode].present)).toBe(expected);
  });
});

describe("section headings", () => {
  it("no two sections of a page share a heading, in any language", () => {
    for (const code of languageCodes) {
      const headings = Object.values(rendererDictionary[code].sections);
      expect(
        headings.filter((h, i) => headings.indexOf(h) !== i),
        code,
      ).toEqual([]);
    }
  });
});
