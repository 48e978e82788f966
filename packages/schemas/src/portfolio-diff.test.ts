import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { diffItems, diffPortfolios, diffSection, diffText, type TextPart } from "./portfolio-diff";
import { emptyPortfolioContent, fullPortfolioFixture } from "./portfolio";
import { isStorableText } from "./text";

// Both sides of a word difference, rebuilt from its parts: what a reader sees struck through and underlined.
const older = (parts: TextPart[]) => parts.flatMap((p) => (p.kind === "added" ? [] : [p.text])).join("");
const newer = (parts: TextPart[]) => parts.flatMap((p) => (p.kind === "removed" ? [] : [p.text])).join("");
const changed = (parts: TextPart[]) => parts.filter((p) => p.kind !== "same").map((p) => `${p.kind}:${p.text}`);

describe("diffText", () => {
  it("marks the words that changed and keeps the rest", () => {
    const parts = diffText("The quick brown fox", "The slow brown fox jumps");
    expect(changed(parts)).toEqual(["removed:quick", "added:slow", "added: jumps"]);
    expect(changed(diffText("old words here", "new text here"))).toEqual(["removed:old words", "added:new text"]);
    expect(older(parts)).toBe("The quick brown fox");
    expect(newer(parts)).toBe("The slow brown fox jumps");
  });

  it("has nothing to show for two empty texts and one unchanged run for equal ones", () => {
    expect(diffText("", "")).toEqual([]);
    expect(diffText("Same words", "Same words")).toEqual([{ kind: "same", text: "Same words" }]);
    expect(diffText("", "New")).toEqual([{ kind: "added", text: "New" }]);
    expect(diffText("Old", "")).toEqual([{ kind: "removed", text: "Old" }]);
  });

  it("finds the words of Chinese and Japanese, written without spaces", () => {
    expect(changed(diffText("我喜欢编程和音乐", "我喜欢设计和音乐"))).toEqual(["removed:编程", "added:设计"]);
    const japanese = diffText("私はデザイナーです", "私はエンジニアです");
    expect(changed(japanese).join(" ")).toContain("added:エンジニア");
    expect(newer(japanese)).toBe("私はエンジニアです");
  });

  it("keeps Arabic words whole, right-to-left text in logical order", () => {
    const parts = diffText("أنا أحب البرمجة كثيرا", "أنا أحب التصميم كثيرا");
    expect(changed(parts)).toEqual(["removed:البرمجة", "added:التصميم"]);
    expect(newer(parts)).toBe("أنا أحب التصميم كثيرا");
  });

  it("never cuts an emoji, a flag or a ZWJ family in half", () => {
    const parts = diffText("Hello 👩‍👩‍👧 world 🇬🇭", "Hello 👨‍👩‍👦 world 🇬🇭!");
    expect(changed(parts)).toEqual(["removed:👩‍👩‍👧", "added:👨‍👩‍👦", "added:!"]);
    for (const part of parts) expect(isStorableText(part.text)).toBe(true);
  });

  it("rebuilds both texts exactly and splits no character, whatever the text (property)", () => {
    const text = fc.string({ unit: "grapheme", maxLength: 40 });
    fc.assert(
      fc.property(text, text, (a, b) => {
        const parts = diffText(a, b);
        expect(older(parts)).toBe(a);
        expect(newer(parts)).toBe(b);
        for (const part of parts) expect(isStorableText(part.text)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("shows a text rewritten beyond the word budget as replaced whole, quickly", () => {
    const a = Array.from({ length: 2500 }, (_, i) => `a${i}`).join(" ");
    const b = Array.from({ length: 2500 }, (_, i) => `b${i}`).join(" ");
    const started = performance.now();
    expect(diffText(a, b)).toEqual([
      { kind: "removed", text: a },
      { kind: "added", text: b },
    ]);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});

describe("diffItems", () => {
  it("tells added, removed and changed skills apart", () => {
    const items = diffItems("skills", ["React", "Go", "SQL"], ["React", "Rust", "SQL", "Figma"]);
    expect(items).toEqual([
      expect.objectContaining({ kind: "changed", beforeIndex: 1, afterIndex: 1, title: "Rust" }),
      expect.objectContaining({ kind: "added", beforeIndex: null, afterIndex: 3, title: "Figma" }),
    ]);
    expect(items[0]?.fields[0]?.parts).toEqual([
      { kind: "removed", text: "Go" },
      { kind: "added", text: "Rust" },
    ]);
  });

  it("matches unchanged items even when another one was inserted before them", () => {
    const a = { title: "A", description: "" };
    const b = { title: "B", description: "" };
    const items = diffItems("projects", [a, b], [{ title: "New", description: "x" }, a, b]);
    expect(items).toEqual([expect.objectContaining({ kind: "added", afterIndex: 0, title: "New" })]);
  });

  it("reports removed items with their fields", () => {
    const items = diffItems("achievements", [{ title: "Prize", description: "Won", date: "" }], []);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: "removed", beforeIndex: 0, afterIndex: null, title: "Prize" });
    expect(items[0]?.fields.map((f) => f.field)).toEqual(["title", "description"]);
  });
});

describe("diffPortfolios", () => {
  const full = fullPortfolioFixture();

  it("finds nothing between a version and itself", () => {
    expect(diffPortfolios(full, structuredClone(full))).toEqual([]);
  });

  it("names the changed field of each section, with its words", () => {
    const after = structuredClone(full);
    after.personal.title = "Senior Product Designer";
    after.projects[0]!.description = `${full.projects[0]!.description} Now open source.`;
    after.hireMe.enabled = !full.hireMe.enabled;
    after.seo.title = "New SEO title";
    after.theme = "neon";
    const sections = diffPortfolios(full, after);
    expect(sections.map((s) => s.section)).toEqual(["personal", "projects", "hireMe", "design", "settings"]);
    expect(sections[0]?.fields.map((f) => f.field)).toEqual(["title"]);
    expect(sections[1]?.items).toEqual([
      expect.objectContaining({ kind: "changed", beforeIndex: 0, afterIndex: 0, title: full.projects[0]!.title }),
    ]);
    expect(changed(sections[1]!.items[0]!.fields[0]!.parts)).toEqual(["added: Now open source."]);
    expect(sections[2]?.fields).toEqual([
      {
        field: "enabled",
        before: { type: "boolean", value: full.hireMe.enabled },
        after: { type: "boolean", value: !full.hireMe.enabled },
        parts: [],
      },
    ]);
    expect(sections[3]?.fields.map((f) => f.field)).toEqual(["theme"]);
    expect(sections[4]?.fields.map((f) => f.field)).toEqual(["seo.title"]);
  });

  it("treats a social link set and cleared as added and removed text", () => {
    const before = emptyPortfolioContent();
    const after = { ...emptyPortfolioContent(), social: { github: "https://github.com/ama" } };
    expect(diffSection(before, after, "social")?.fields).toEqual([
      {
        field: "github",
        before: { type: "empty" },
        after: { type: "text", text: "https://github.com/ama" },
        parts: [{ kind: "added", text: "https://github.com/ama" }],
      },
    ]);
    expect(diffSection(after, before, "social")?.fields[0]?.parts).toEqual([
      { kind: "removed", text: "https://github.com/ama" },
    ]);
  });

  it("shows the visible section order of the style as words", () => {
    const before = emptyPortfolioContent();
    const after = emptyPortfolioContent();
    after.style.sections = [
      { id: "projects", visible: true },
      { id: "about", visible: true },
      { id: "skills", visible: false },
    ];
    const design = diffSection(before, after, "design");
    expect(design?.fields.map((f) => f.field)).toEqual(["style.sections"]);
    expect(design?.fields[0]?.after).toEqual({ type: "text", text: "projects, about" });
  });
});
