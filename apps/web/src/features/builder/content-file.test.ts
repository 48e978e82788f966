import {
  emptyPortfolioContent,
  fullPortfolioFixture,
  nearEmptyPortfolioFixture,
  withLanguageAdded,
  withTranslation,
} from "@foliocraft/schemas";
import { describe, expect, it } from "vitest";
import { contentFileName, contentFileText, readImportedFile, resumeFileText } from "./content-file";

describe("content file", () => {
  it("imports back exactly what was exported", () => {
    for (const content of [fullPortfolioFixture(), nearEmptyPortfolioFixture(), emptyPortfolioContent()]) {
      const imported = readImportedFile(contentFileText("My site", content), emptyPortfolioContent());
      expect(imported).toEqual({ kind: "foliocraft", name: "My site", content });
    }
  });

  it("keeps every translation through an export and import (issue 21), and refuses a file with a broken one", () => {
    let content = withLanguageAdded(withLanguageAdded(fullPortfolioFixture(), "ar"), "zh");
    content = withTranslation(content, "ar", "personal.title", "مطورة");
    content = withTranslation(content, "zh", "projects.2.title", "项目三");
    expect(readImportedFile(contentFileText("Tri", content), emptyPortfolioContent())).toEqual({
      kind: "foliocraft",
      name: "Tri",
      content,
    });
    const broken = { ...content, translations: { ...content.translations, xx: {} } };
    expect(readImportedFile(contentFileText("Tri", broken), emptyPortfolioContent()).kind).not.toBe("foliocraft");
  });

  it("exports trimmed content so a second round trip is identical too", () => {
    const content = fullPortfolioFixture();
    content.personal.fullName = "  Ama Mensah  ";
    const once = readImportedFile(contentFileText("n", content), emptyPortfolioContent());
    expect(once.kind === "foliocraft" && once.content.personal.fullName).toBe("Ama Mensah");
  });

  it("maps a JSON Resume onto the current content", () => {
    const base = fullPortfolioFixture();
    const imported = readImportedFile(JSON.stringify({ basics: { name: "Yaw" } }), base);
    expect(imported.kind).toBe("json-resume");
    if (imported.kind !== "json-resume") return;
    expect(imported.content.personal.fullName).toBe("Yaw");
    expect(imported.content.projects).toEqual(base.projects);
  });

  it("exports a resume.json that imports back to the same content", () => {
    const content = fullPortfolioFixture();
    const imported = readImportedFile(resumeFileText(content), emptyPortfolioContent());
    expect(imported.kind).toBe("json-resume");
    if (imported.kind !== "json-resume") return;
    expect(imported.content).toEqual(content);
    expect(imported.imported.notes).toEqual([]);
  });

  it("refuses files that are neither", () => {
    const base = emptyPortfolioContent();
    expect(readImportedFile("not json", base)).toEqual({ kind: "invalid" });
    expect(readImportedFile(JSON.stringify({ hello: "world" }), base)).toEqual({ kind: "invalid" });
    const broken = { format: "foliocraft-portfolio", version: 1, name: "x", content: { personal: {} } };
    expect(readImportedFile(JSON.stringify(broken), base)).toEqual({ kind: "invalid" });
  });

  it("names the file after the portfolio", () => {
    expect(contentFileName("Ama Mensah — Portfolio")).toBe("ama-mensah-portfolio-content.json");
    expect(contentFileName("")).toBe("portfolio-content.json");
  });
});
