import { describe, expect, it } from "vitest";
import {
  aiFieldMaxLength,
  aiFields,
  emptyPortfolioContent,
  fullPortfolioFixture,
  languageCodes,
  type AiField,
  type AiWriteInput,
  type LanguageCode,
  type PortfolioContent,
} from "@foliocraft/schemas";
import { careerOf, readPeriod } from "./facts";
import { writeWithBuiltIn } from "./write";

const scripts: Partial<Record<LanguageCode, RegExp>> = {
  zh: /\p{Script=Han}/u,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}]/u,
  ar: /\p{Script=Arabic}/u,
  hi: /\p{Script=Devanagari}/u,
};

const listFields: readonly AiField[] = ["project", "experience", "service"];

function input(field: AiField, language: LanguageCode, content: PortfolioContent, over: Partial<AiWriteInput> = {}) {
  return {
    field,
    index: listFields.includes(field) ? 0 : undefined,
    action: "generate",
    language,
    text: "",
    content: { ...content, language },
    ...over,
  } as AiWriteInput;
}

/** Every number in the data the writer may repeat, plus the years it may work out from the periods. */
const numbersIn = (text: string) => new Set(text.match(/\d+/gu) ?? []);

// The facts each field's generated text must contain, from fullPortfolioFixture().
const expectedFacts: Record<AiField, string[]> = {
  title: ["Full-stack Developer"],
  bio: ["Ama Mensah"],
  about: ["Ama Mensah", "Paystack", "TypeScript", "Accra, Ghana"],
  project: ["Project 1", "Fastify"],
  experience: ["Paystack", "Senior Engineer", "2021 – now"],
  service: ["Web apps"],
  hireMe: ["From March", "GHS 300 / hour"],
};

describe.each(languageCodes)("built-in writer in %s", (language) => {
  const full = fullPortfolioFixture();
  const allowedNumbers = numbersIn(JSON.stringify(full));

  it.each(aiFields)("writes %s from the user's own data, deterministically", (field) => {
    const text = writeWithBuiltIn(input(field, language, full));
    expect(text).toBe(writeWithBuiltIn(input(field, language, full)));
    expect(text.length).toBeGreaterThan(5);
    expect(text.length).toBeLessThanOrEqual(aiFieldMaxLength[field]);
    for (const fact of expectedFacts[field]) expect(text).toContain(fact);
    // No invented numbers: every number is one the user wrote.
    for (const n of numbersIn(text)) expect(allowedNumbers).toContain(n);
    // Nobody else's words: the testimonials never appear.
    expect(text).not.toContain("Kofi Boateng");
    expect(text).not.toMatch(/undefined|null|NaN|\$\{|\{\w+\}/u);
    const script = scripts[language];
    if (script) expect(text).toMatch(script);
  });

  it.each(aiFields)("writes an honest generic %s for an empty portfolio", (field) => {
    const empty = emptyPortfolioContent();
    empty.projects = [{ title: "", description: "", technologies: [], githubUrl: "", liveUrl: "", imageUrl: "" }];
    empty.experience = [{ title: "", company: "", period: "", description: "" }];
    empty.services = [{ title: "", description: "", icon: "Code" }];
    const text = writeWithBuiltIn(input(field, language, empty));
    expect(text.trim().length).toBeGreaterThan(3);
    expect(text).not.toMatch(/\d/u);
    expect(text).not.toMatch(/undefined|null|\$\{/u);
    const script = scripts[language];
    if (script) expect(text).toMatch(script);
  });

  it("keeps the user's facts when it improves or changes the tone", () => {
    const text = "Ama Mensah builds payment APIs at Paystack with TypeScript. She likes simple designs.";
    for (const over of [
      { action: "improve" },
      { action: "tone", tone: "professional" },
      { action: "tone", tone: "friendly" },
      { action: "tone", tone: "confident" },
    ] as const) {
      const out = writeWithBuiltIn(input("about", language, full, { ...over, text }));
      for (const fact of ["Ama Mensah", "Paystack", "TypeScript"]) expect(out).toContain(fact);
      expect(out).toBe(writeWithBuiltIn(input("about", language, full, { ...over, text })));
    }
    const shorter = writeWithBuiltIn(input("about", language, full, { action: "shorten", text }));
    expect(shorter.length).toBeLessThan(text.length);
    expect(shorter).toContain("Paystack");
  });
});

describe("built-in writer, only the data given", () => {
  it("says nothing about employers, years or projects the user did not enter", () => {
    const content = emptyPortfolioContent();
    content.personal.fullName = "Yaw Darko";
    content.skills = ["Figma", "Illustrator"];
    for (const language of languageCodes) {
      const about = writeWithBuiltIn(input("about", language, content));
      expect(about).toContain("Yaw Darko");
      expect(about).toContain("Figma");
      expect(about).not.toMatch(/\d/u);
      for (const other of ["Paystack", "Hubtel", "Accra", "Project"]) expect(about).not.toContain(other);
    }
  });

  it("works out years of experience only from closed periods, and a start year from an open one", () => {
    expect(careerOf(["2015 – 2020", "2020 – 2023"])).toEqual({ kind: "years", years: 8 });
    expect(careerOf(["2019 – present", "2015 – 2019"])).toEqual({ kind: "since", year: 2015 });
    expect(careerOf(["Summer internship"])).toBeUndefined();
    expect(readPeriod("2021年至今")).toEqual({ years: [2021], openEnded: true });
    const content = fullPortfolioFixture();
    content.experience = [
      { title: "Designer", company: "Studio A", period: "2015 – 2020", description: "" },
      { title: "Lead Designer", company: "Studio B", period: "2020 – 2023", description: "" },
    ];
    const texts = languageCodes.map((language) => writeWithBuiltIn(input("about", language, content)));
    for (const text of texts) expect(text).toMatch(/(?<!\d)8(?!\d)/u);
  });

  it("varies its wording between people", () => {
    const names = ["Ama Mensah", "Kojo Asante", "Efua Owusu", "Yaa Boateng", "Kwesi Appiah", "Akua Sarpong"];
    const shapes = new Set(
      names.map((name) => {
        const content = fullPortfolioFixture();
        content.personal.fullName = name;
        return writeWithBuiltIn(input("bio", "en", content)).replace(name, "NAME");
      }),
    );
    expect(shapes.size).toBeGreaterThan(2);
  });

  it("keeps a headline on one line without a full stop, and shortens it to its first part", () => {
    const title = writeWithBuiltIn(input("title", "en", fullPortfolioFixture()));
    expect(title).not.toMatch(/[\n.]$/u);
    const short = writeWithBuiltIn(
      input("title", "en", fullPortfolioFixture(), {
        action: "shorten",
        text: "Full-stack Developer · React, Node.js",
      }),
    );
    expect(short).toBe("Full-stack Developer");
  });
});
