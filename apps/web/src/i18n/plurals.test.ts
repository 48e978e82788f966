import { afterEach, describe, expect, it } from "vitest";
import { changeLanguage, i18n } from "./i18n";
import { languageCodes } from "@foliocraft/schemas";

type Tree = { [key: string]: string | Tree };

const valuesOf = (tree: Tree, prefix = ""): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" ? [[path, value] as [string, string]] : valuesOf(value, path);
  });

const locales = import.meta.glob<Tree>("./locales/*.json", { import: "default", eager: true });
const localeOf = (language: string) => locales[`./locales/${language}.json`]!;
const pluralForm = /_(zero|one|two|few|many|other)$/;

// The forms each plural key has in `language`, by base key.
function pluralFamilies(language: string): Map<string, string[]> {
  const families = new Map<string, string[]>();
  for (const [key] of valuesOf(localeOf(language))) {
    const form = pluralForm.exec(key)?.[1];
    if (!form) continue;
    const base = key.slice(0, -form.length - 1);
    families.set(base, [...(families.get(base) ?? []), form]);
  }
  return families;
}

// The app's source (not the tests), as text.
const sources = import.meta.glob<string>(["../**/*.{ts,tsx}", "!../**/*.test.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
});

afterEach(() => changeLanguage("en"));

// The counts that pick each plural form: Arabic has six (0 zero, 1 one, 2 two, 3–10 few, 11–99 many, 100 other).
const days = (count: number) => i18n.t("analytics.window.days", { count });

describe("plural forms through i18next", () => {
  it("English: one day, many days", () => {
    expect(days(1)).toBe("Last day");
    expect(days(7)).toBe("Last 7 days");
    expect(i18n.t("subscription.status.proExpiring", { count: 1 })).toBe("Pro Plan (Expires in 1 day)");
    expect(i18n.t("subscription.status.proExpiring", { count: 5 })).toBe("Pro Plan (Expires in 5 days)");
  });

  it("English: a sentence with several counts takes each noun in its own form", () => {
    const views = (count: number) => i18n.t("analytics.charts.viewCount", { count, number: String(count) });
    const uniques = (count: number) => i18n.t("analytics.charts.uniqueCount", { count, number: String(count) });
    expect(
      i18n.t("analytics.charts.viewsSummary", {
        views: views(3),
        uniques: uniques(1),
        count: 30,
        day: "Mar 4",
        max: views(1),
      }),
    ).toBe("3 views and 1 unique visitor in the last 30 days. Busiest day: Mar 4 (1 view).");
    expect(i18n.t("settings.danger.recentSignIn", { count: 1 })).toContain("within 1 minute of signing in");
  });

  it("French: 0 and 1 are singular, 2 and more plural", async () => {
    await changeLanguage("fr");
    expect(i18n.t("ai.errors.providerBusyIn", { count: 1 })).toMatch(/dans 1 seconde\.$/);
    expect(i18n.t("ai.errors.providerBusyIn", { count: 0 })).toMatch(/dans 0 seconde\.$/);
    expect(i18n.t("ai.errors.providerBusyIn", { count: 30 })).toMatch(/dans 30 secondes\.$/);
    expect(days(30)).toBe("30 derniers jours");
  });

  it("Arabic: zero, one, two, few, many and other", async () => {
    await changeLanguage("ar");
    expect(days(0)).toBe("آخر 0 يوم");
    expect(days(1)).toBe("آخر يوم");
    expect(days(2)).toBe("آخر يومين");
    expect(days(5)).toBe("آخر 5 أيام");
    expect(days(11)).toBe("آخر 11 يومًا");
    expect(days(100)).toBe("آخر 100 يوم");
  });
});

describe("plural keys", () => {
  const english = pluralFamilies("en");

  it("have in every language exactly the forms its plural rules pick (Intl.PluralRules), no more, no fewer", () => {
    // A missing form falls back to English (i18next looks up "_many" then the base key, then the fallback
    // language), e.g. French "1 000 000" is "many".
    expect(english.size).toBeGreaterThan(10);
    for (const language of languageCodes) {
      const needed = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
      const families = pluralFamilies(language);
      expect([...families.keys()].sort(), language).toEqual([...english.keys()].sort());
      for (const [base, forms] of families) expect([...forms].sort(), `${language} ${base}`).toEqual(needed);
    }
  });

  it("are the only keys that write {{count}} (a number before a noun needs the plural forms of the language)", () => {
    for (const language of languageCodes) {
      const bare = valuesOf(localeOf(language))
        .filter(([key, value]) => value.includes("{{count}}") && !pluralForm.test(key))
        .map(([key]) => key);
      expect(bare, language).toEqual([]);
    }
  });

  it("are the keys the app passes a count to, and a plural key always gets one", () => {
    const calls = Object.entries(sources).flatMap(([file, text]) =>
      [...text.matchAll(/\bt\(\s*"([\w.]+)"\s*(?:,\s*(\{(?:[^{}]|\{[^{}]*\})*\}|\w+))?/g)].map((match) => ({
        file,
        key: match[1]!,
        // `{ count }` or `{ count: n }`, not `{ total: count }`.
        count: /[{,]\s*count\s*[:,}]/.test(match[2] ?? ""),
      })),
    );
    expect(calls.length).toBeGreaterThan(100);
    const wrong = calls
      .filter(({ key, count }) => count !== english.has(key))
      .map(({ file, key, count }) => `${file}: ${key} ${count ? "with a count is not plural" : "without a count"}`);
    expect(wrong).toEqual([]);
  });
});
