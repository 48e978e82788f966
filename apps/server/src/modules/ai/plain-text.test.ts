import { describe, expect, it } from "vitest";
import { cleanAnswer, createDeltaCleaner } from "./plain-text";

describe("cleanAnswer", () => {
  it("removes tags, Markdown and wrapping quotes", () => {
    expect(cleanAnswer('"I build <b>fast</b> **web** apps."', "bio")).toBe("I build fast web apps.");
    expect(cleanAnswer("## About\n\nI design `apps`.\n\n\n\nThanks.", "about")).toBe(
      "About\n\nI design apps.\n\nThanks.",
    );
    expect(cleanAnswer('He said "hi" to "me"', "bio")).toBe('He said "hi" to "me"');
  });

  it("keeps a headline on one line without a full stop, and any text within its field", () => {
    expect(cleanAnswer("Senior Engineer\nat Paystack.", "title")).toBe("Senior Engineer at Paystack");
    const long = cleanAnswer(`${"A sentence that goes on. ".repeat(20)}`, "bio");
    expect(long.length).toBeLessThanOrEqual(300);
    expect(long.endsWith(".")).toBe(true);
  });
});

describe("createDeltaCleaner", () => {
  it("holds back a tag or marker split across chunks", () => {
    const cleaner = createDeltaCleaner("bio");
    const out = ["I build <", "b>fast</", "b> *", "*web** apps"].map((c) => cleaner.push(c)).join("") + cleaner.flush();
    expect(out).toBe("I build fast web apps");
  });

  it("stops at the field's limit", () => {
    const cleaner = createDeltaCleaner("title");
    const out = cleaner.push("x ".repeat(100));
    expect(out.length).toBe(120);
    expect(cleaner.full).toBe(true);
    expect(cleaner.push("more")).toBe("");
  });
});

describe("text with emoji at the field's limit", () => {
  const max = 120; // the title field's limit, in characters people see
  it("keeps an answer whose emoji fit the limit, and never cuts one in half", () => {
    const flags = "🇬🇭".repeat(max);
    expect(cleanAnswer(flags, "title")).toBe(flags);
    const longer = cleanAnswer(`${"😀".repeat(max)} more words`, "title");
    expect(longer).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u);
    expect(longer.endsWith("…")).toBe(true);
  });

  it("streams no half emoji when the limit falls inside one", () => {
    const cleaner = createDeltaCleaner("title");
    const out = cleaner.push("a".repeat(max - 1) + "😀😀") + cleaner.flush();
    expect(out).toBe("a".repeat(max - 1));
  });
});
