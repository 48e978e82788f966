import { describe, expect, it } from "vitest";
import en from "../content/en";
import fr from "../content/fr";
import ja from "../content/ja";
import type { InfoContent } from "../content/types";
import { faqs } from "./faq-meta";
import { foldForSearch, searchFaqs, type FaqEntry } from "./faq-search";

const entriesOf = (content: InfoContent): FaqEntry[] => faqs.map((f) => ({ ...f, ...content.faqs[f.id] }));
const ids = (entries: FaqEntry[]) => entries.map((e) => e.id);

describe("searchFaqs", () => {
  const english = entriesOf(en);

  it("shows all eight FAQs for an empty query and all categories", () => {
    expect(searchFaqs(english, "", "all", "en")).toHaveLength(8);
    expect(searchFaqs(english, "   ", "all", "en")).toHaveLength(8);
  });

  it("matches the question, the answer and the tags, case-insensitively", () => {
    expect(ids(searchFaqs(english, "REFUND", "all", "en"))).toContain("refunds");
    // Only in the answer of the payment methods question.
    expect(ids(searchFaqs(english, "cedis", "all", "en"))).toEqual(["mobile-money"]);
    // Only in the tags.
    expect(ids(searchFaqs(english, "privacy", "all", "en"))).toEqual(["data"]);
  });

  it("needs every word of the query, in any order", () => {
    expect(ids(searchFaqs(english, "netlify pages github", "all", "en"))).toContain("deploys");
    expect(searchFaqs(english, "netlify bitcoin", "all", "en")).toEqual([]);
  });

  it("filters by category, with or without a query", () => {
    expect(ids(searchFaqs(english, "", "billing", "en"))).toEqual(["plans", "refunds", "cancel", "mobile-money"]);
    expect(ids(searchFaqs(english, "", "account", "en"))).toEqual(["data"]);
    expect(searchFaqs(english, "cedis", "publishing", "en")).toEqual([]);
  });

  it("ignores accents and searches the current language's words", () => {
    const french = entriesOf(fr);
    expect(ids(searchFaqs(french, "donnees", "all", "fr"))).toContain("data");
    expect(searchFaqs(french, "xyzzy", "all", "fr")).toEqual([]);
    const japanese = entriesOf(ja);
    expect(ids(searchFaqs(japanese, "返金", "all", "ja"))).toContain("refunds");
  });
});

describe("foldForSearch", () => {
  it("lower-cases and strips combining marks", () => {
    expect(foldForSearch("Données ÉTÉ", "fr")).toBe("donnees ete");
    expect(foldForSearch("ＡＢＣ", "en")).toBe("abc");
  });
});
