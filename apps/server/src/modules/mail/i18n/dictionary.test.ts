import { describe, expect, it } from "vitest";
import { languageCodes } from "@foliocraft/schemas";
import { mailDate, mailDictionaries, mailLanguage, mailText } from "./index";

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const english = mailDictionaries.en;

// Letters of the languages whose script differs from English: catches a value left in English (or German in Hindi).
const scriptOf: Partial<Record<string, RegExp>> = {
  zh: /\p{Script=Han}/u,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  ar: /\p{Script=Arabic}/u,
  hi: /\p{Script=Devanagari}/u,
};

describe("e-mail dictionaries", () => {
  for (const code of languageCodes.filter((c) => c !== "en")) {
    describe(code, () => {
      const strings = mailDictionaries[code];
      it("has exactly the English keys", () => {
        expect(Object.keys(strings).sort()).toEqual(Object.keys(english).sort());
      });
      it("translates every value and keeps its placeholders", () => {
        for (const [key, value] of Object.entries(english)) {
          const other = strings[key as keyof typeof english];
          expect(other.trim(), `${code}.${key}`).not.toBe("");
          expect(other, `${code}.${key}`).not.toBe(value);
          expect(placeholders(other), `${code}.${key}`).toEqual(placeholders(value));
        }
      });
      const script = scriptOf[code];
      if (script) {
        it("is written in its own script", () => {
          expect(Object.entries(strings).filter(([, v]) => !script.test(v))).toEqual([]);
        });
      }
    });
  }

  it("fills placeholders and falls back to English for unknown languages", () => {
    expect(mailText("fr", "visitorSubject", { name: "Kofi" })).toBe("Nouveau message de Kofi via votre portfolio");
    expect(mailLanguage("xx")).toBe("en");
    expect(mailLanguage(undefined)).toBe("en");
    expect(mailLanguage("hi")).toBe("hi");
  });

  it("writes dates the way each language does", () => {
    const end = new Date("2026-12-01T10:00:00Z");
    expect(mailDate("en", end)).toBe("December 1, 2026");
    expect(mailDate("de", end)).toBe("1. Dezember 2026");
    expect(mailDate("ja", end)).toBe("2026年12月1日");
  });
});
