import { describe, expect, it } from "vitest";
import { schemaMessageText } from "./api-messages";
import { aiFieldMaxLength, aiMaxVariation, aiStreamEventSchema, aiWriteRequestSchema, type AiWriteRequest } from "./ai";
import { emptyPortfolioContent, portfolioLimits } from "./portfolio";
import { fullPortfolioFixture } from "./portfolio-fixtures";

const base = (over: Partial<AiWriteRequest> = {}): AiWriteRequest => ({
  field: "bio",
  action: "generate",
  language: "en",
  text: "",
  content: fullPortfolioFixture(),
  ...over,
});

const issues = (input: unknown) => {
  const parsed = aiWriteRequestSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${schemaMessageText(i.message)}`);
};

describe("aiWriteRequestSchema", () => {
  it("accepts a generate request for every language with the user's full content", () => {
    for (const language of ["en", "es", "fr", "de", "pt", "it", "zh", "ja", "ar", "hi"] as const) {
      expect(issues(base({ language }))).toEqual([]);
    }
  });

  it("needs a tone for the tone action and only a known one", () => {
    expect(issues(base({ action: "tone", text: "Hi there" }))).toEqual([
      "tone: Choose a tone: professional, friendly, confident or concise",
    ]);
    expect(issues(base({ action: "tone", tone: "friendly", text: "Hi there" }))).toEqual([]);
    expect(issues({ ...base({ action: "tone", text: "x" }), tone: "sarcastic" })).toEqual([
      "tone: Choose professional, friendly, confident or concise",
    ]);
  });

  it("takes a Try-again variation within bounds and the text it replaces", () => {
    expect(issues(base({ variation: 3, previous: "The last version." }))).toEqual([]);
    expect(issues(base({ tone: "concise" }))).toEqual([]);
    expect(issues(base({ variation: -1 }))).toEqual(["variation: variation cannot be negative"]);
    expect(issues(base({ variation: 1.5 }))).toEqual(["variation: variation must be a whole number"]);
    expect(issues(base({ variation: aiMaxVariation + 1 }))).toEqual([
      `variation: variation can be at most ${aiMaxVariation}`,
    ]);
    expect(issues(base({ previous: "x".repeat(portfolioLimits.aboutText + 1) }))).toEqual([
      "previous: The previous text is too long",
    ]);
  });

  it("needs an index that exists for the list fields", () => {
    expect(issues(base({ field: "project" }))).toEqual(["index: Say which entry to write (index)"]);
    expect(issues(base({ field: "project", index: 5 }))).toEqual([]);
    expect(issues(base({ field: "project", index: 6 }))).toEqual(["index: There is no entry at this index"]);
    expect(issues(base({ field: "experience", index: 2 }))).toEqual(["index: There is no entry at this index"]);
    expect(issues(base({ field: "service", index: 0, content: emptyPortfolioContent() }))).toEqual([
      "index: There is no entry at this index",
    ]);
  });

  it("refuses to rework an empty text, and bounds the text", () => {
    expect(issues(base({ action: "improve", text: "   " }))).toEqual([
      "text: There is no text to rework yet: use Generate first",
    ]);
    expect(issues(base({ action: "shorten", text: "x".repeat(portfolioLimits.aboutText + 1) }))).toEqual([
      "text: The text is too long to rework",
    ]);
  });

  it("refuses testimonials, unknown languages and invalid content", () => {
    expect(issues({ ...base(), field: "testimonial" })).toEqual(["field: Choose a field the assistant can write"]);
    expect(issues({ ...base(), language: "ru" })).toEqual(["language: Choose one of the ten languages"]);
    const content = { ...fullPortfolioFixture(), skills: ["x".repeat(61)] };
    expect(issues({ ...base(), content })).toEqual(["content.skills.0: Skill must be at most 60 characters"]);
  });
});

describe("aiFieldMaxLength", () => {
  it("matches the content model, so an answer always fits its field", () => {
    expect(aiFieldMaxLength.title).toBe(120);
    expect(aiFieldMaxLength.bio).toBe(300);
    expect(aiFieldMaxLength.about).toBe(5000);
    expect(aiFieldMaxLength.project).toBe(2000);
  });
});

describe("aiStreamEventSchema", () => {
  it("reads delta, done and error events and nothing else", () => {
    expect(aiStreamEventSchema.parse({ type: "delta", text: "Hel" })).toEqual({ type: "delta", text: "Hel" });
    const quota = { plan: "free", limit: 5, used: 1, remaining: 4, resetAt: "2026-03-02T00:00:00.000Z" };
    expect(
      aiStreamEventSchema.parse({ type: "done", text: "Hello", engine: { kind: "built-in" }, quota }),
    ).toMatchObject({ engine: { kind: "built-in" } });
    expect(
      aiStreamEventSchema.safeParse({ type: "done", text: "x", engine: { kind: "provider" }, quota }).success,
    ).toBe(false);
    expect(aiStreamEventSchema.parse({ type: "error", error: { code: "unavailable", message: "Cut off" } }).type).toBe(
      "error",
    );
    expect(aiStreamEventSchema.safeParse({ type: "chunk", text: "x" }).success).toBe(false);
  });
});
