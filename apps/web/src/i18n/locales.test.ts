import { apiMessages, languageCodes } from "@foliocraft/schemas";
import { describe, expect, it } from "vitest";
import en from "./locales/en.json";

type Tree = { [key: string]: string | Tree };

const bundles = import.meta.glob<Tree>("./locales/*.json", { eager: true, import: "default" });

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const english = flatten(en);
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

// i18next's plural keys ("days_one", "days_other"): each language has the forms its plural rules need (Arabic six,
// Chinese one), so keys are compared by their base, and a form may leave out the number ("آخر يومين": two days).
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const baseOf = (key: string) => key.replace(pluralSuffix, "");
const pluralBases = (keys: Iterable<string>) => new Set([...keys].filter((k) => pluralSuffix.test(k)).map(baseOf));
const withoutCount = (text: string) => placeholders(text).filter((name) => name !== "count");
// The English text a translated key is checked against: a plural form's against English's "other".
const englishFor = (key: string) => english.get(key) ?? english.get(`${baseOf(key)}_other`);

// Values that may equal the English one: the "Pro" badge token and the paper size A4 everywhere, and words these
// languages really use.
const sameAsEnglishAllowed: Record<string, readonly string[]> = {
  all: ["Pro", "A4"],
  es: ["Blog", "Plan", "Zoom"],
  fr: [
    "Blog",
    "Documentation",
    "Menu",
    "Administration",
    "Actions",
    "Date",
    "mobile money",
    "Message",
    "Services",
    "Maintenance",
    "Incidents",
    "Description",
    "Zoom",
  ],
  de: ["Blog", "Dashboard", "Name", "Passkey", "Passkeys", "Status", "Zoom"],
  pt: ["Blog", "Menu", "Zoom"],
  it: ["Blog", "Dashboard", "Menu", "Passkey", "Password", "mobile money", "Zoom"],
};

// Every value of these languages must be written in their script (catches, say, German left in the Hindi file).
const scriptOf: Record<string, RegExp> = {
  zh: /\p{Script=Han}/u,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  ar: /\p{Script=Arabic}/u,
  hi: /\p{Script=Devanagari}/u,
};

describe("locale files", () => {
  it("hold the API message catalog exactly, under apiMessages (the English text is the server's)", () => {
    expect(en.apiMessages).toEqual(apiMessages);
  });

  it("exist for exactly the ten interface languages", () => {
    const codes = Object.keys(bundles).map((path) => /\/(\w+)\.json$/.exec(path)?.[1]);
    expect(codes.sort()).toEqual([...languageCodes].sort());
  });

  for (const code of languageCodes.filter((c) => c !== "en")) {
    describe(code, () => {
      const bundle = bundles[`./locales/${code}.json`];
      const translated = flatten(bundle ?? {});
      const allowed = new Set([...(sameAsEnglishAllowed.all ?? []), ...(sameAsEnglishAllowed[code] ?? [])]);

      it("has every English key and no others (plural keys in the forms the language needs)", () => {
        const bases = (keys: Iterable<string>) => new Set([...keys].map(baseOf));
        const englishBases = bases(english.keys());
        const translatedBases = bases(translated.keys());
        expect([...translatedBases].filter((key) => !englishBases.has(key))).toEqual([]);
        expect([...englishBases].filter((key) => !translatedBases.has(key))).toEqual([]);
        const forms = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
        for (const base of pluralBases(english.keys())) {
          const present = [...translated.keys()].filter((key) => baseOf(key) === base && pluralSuffix.test(key));
          expect(present.map((key) => pluralSuffix.exec(key)?.[1]).sort(), base).toEqual([...forms].sort());
        }
      });

      it("translates every value (none left in English, none empty)", () => {
        const untranslated = [...translated].filter(([key, other]) => {
          const value = englishFor(key);
          return other !== undefined && (other.trim() === "" || (other === value && !allowed.has(other)));
        });
        expect(untranslated).toEqual([]);
      });

      it("keeps every {{placeholder}}", () => {
        const broken = [...translated].filter(([key, value]) =>
          pluralSuffix.test(key)
            ? withoutCount(value).join() !== withoutCount(englishFor(key) ?? "").join()
            : placeholders(value).join() !== placeholders(englishFor(key) ?? "").join(),
        );
        expect(broken).toEqual([]);
      });

      const script = scriptOf[code];
      if (script) {
        it("is written in its own script", () => {
          const foreign = [...translated].filter(([, value]) => !allowed.has(value) && !script.test(value));
          expect(foreign).toEqual([]);
        });
      }
    });
  }
});

describe("builder section names", () => {
  // Each section is a landmark named by its title: two with one name are two regions nobody can tell apart.
  it("are distinct within each language", () => {
    for (const [file, bundle] of Object.entries(bundles)) {
      const names = Object.entries((bundle.builder as Tree).sections as Tree)
        .filter(([key]) => key !== "nav" && key !== "errors")
        .map(([, name]) => name);
      expect(
        names.filter((name, i) => names.indexOf(name) !== i),
        file,
      ).toEqual([]);
    }
  });
});
