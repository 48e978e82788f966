import { describe, expect, it } from "vitest";
import {
  arabicPortfolioFixture,
  defaultPortfolioStyle,
  nearEmptyPortfolioFixture,
  resumePortfolioFixture,
} from "@foliocraft/schemas";
import { buildResumeModel, printable } from "./resume-model";

const options = { design: "single-column", paper: "a4", photo: true } as const;

describe("buildResumeModel", () => {
  it("writes headings and periods in the portfolio's language", () => {
    const model = buildResumeModel(arabicPortfolioFixture(), options);
    expect(model.dir).toBe("rtl");
    expect(model.lang).toBe("ar");
    const experience = model.sections.find((s) => s.id === "experience");
    expect(experience?.title).toBe("الخبرة العملية");
    // "2021-03 – now" in Arabic: the month through Intl, "now" as the dictionary's "present".
    expect(experience?.entries[0]?.period).toBe("مارس 2021 – الآن");
  });

  it("puts work first, leaves empty sections out and prints the paper size Typst names", () => {
    const model = buildResumeModel(resumePortfolioFixture(), { ...options, paper: "letter" });
    expect(model.paper).toBe("us-letter");
    expect(model.sections.map((s) => s.id).slice(0, 3)).toEqual(["experience", "education", "projects"]);
    expect(buildResumeModel(nearEmptyPortfolioFixture(), options).sections).toEqual([]);
  });

  it("leaves out the sections the owner hid on the page", () => {
    const content = resumePortfolioFixture();
    content.style = { ...defaultPortfolioStyle(), sections: [{ id: "projects", visible: false }] };
    expect(buildResumeModel(content, options).sections.map((s) => s.id)).not.toContain("projects");
  });

  it("sends skills, languages and interests to the sidebar", () => {
    const model = buildResumeModel(resumePortfolioFixture(), { ...options, design: "two-column" });
    const side = model.sections.filter((s) => s.placement === "side").map((s) => s.id);
    expect(side).toEqual(["skills", "languages", "interests"]);
  });

  it("links e-mail, phone and profiles, and isolates them as left-to-right text in Arabic", () => {
    const en = buildResumeModel(resumePortfolioFixture(), options).contacts;
    expect(en).toContainEqual({ text: "ama@example.com", url: "mailto:ama@example.com" });
    expect(en).toContainEqual({ text: "+233 20 123 4567", url: "tel:+233201234567" });
    expect(en).toContainEqual({ text: "SoundCloud · ama-beats", url: "https://soundcloud.com/ama-beats" });
    const ar = buildResumeModel(arabicPortfolioFixture(), options).contacts;
    expect(ar).toContainEqual({ text: "\u2066+233 20 123 4567\u2069", url: "tel:+233201234567" });
  });
});

describe("printable", () => {
  it("gives very long words break opportunities without splitting a grapheme", () => {
    const word = "👩🏽‍💻".repeat(40);
    const out = printable(word);
    const parts = out.split("\u200b");
    expect(parts.length).toBe(2);
    expect(parts.join("")).toBe(word);
    expect(printable("  short words stay  ")).toBe("short words stay");
  });
});
