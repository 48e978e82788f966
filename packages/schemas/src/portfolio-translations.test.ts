import { describe, expect, it } from "vitest";
import { schemaMessageText } from "./api-messages";
import { fullPortfolioFixture, portfolioContentSchema, type PortfolioContent } from "./portfolio";
import {
  localizeContent,
  portfolioLanguages,
  resolveTranslation,
  translatableFields,
  translationState,
  withLanguageAdded,
  withLanguageRemoved,
  withPrimaryLanguage,
  withTranslation,
} from "./portfolio-translations";
import { textFingerprint } from "./text-fingerprint";

function english(): PortfolioContent {
  const c = fullPortfolioFixture();
  c.projects = c.projects.slice(0, 2);
  c.projects[1]!.title = "Stock keeper";
  return c;
}

const issuesOf = (content: unknown) => {
  const parsed = portfolioContentSchema.safeParse(content);
  return parsed.success
    ? []
    : parsed.error.issues.map((i) => ({ path: i.path.join("/"), message: schemaMessageText(i.message) }));
};

describe("localizeContent", () => {
  it("overlays translated texts, falls back to the primary text, and keeps links, pictures and order", () => {
    let c = withLanguageAdded(english(), "fr");
    c = withTranslation(c, "fr", "personal.title", "Développeuse full-stack");
    c = withTranslation(c, "fr", "projects.1.title", "Gardien du stock");
    const fr = localizeContent(c, "fr");
    expect(fr.language).toBe("fr");
    expect(fr.personal.title).toBe("Développeuse full-stack");
    expect(fr.projects[1]!.title).toBe("Gardien du stock");
    // Missing: the primary text, never an empty field.
    expect(fr.personal.bio).toBe(c.personal.bio);
    expect(fr.projects[0]!.title).toBe(c.projects[0]!.title);
    expect(fr.projects.map((p) => p.liveUrl)).toEqual(c.projects.map((p) => p.liveUrl));
    expect(fr.personal.profilePicture).toBe(c.personal.profilePicture);
    expect(fr.translations).toEqual({});
    // The input is not changed.
    expect(c.personal.title).toBe("Full-stack Developer");
  });

  it("gives the primary language back as it is, and an empty translation falls back", () => {
    let c = withLanguageAdded(english(), "de");
    c = withTranslation(c, "de", "personal.bio", "");
    expect(localizeContent(c, "en")).toEqual({ ...c, translations: {} });
    expect(localizeContent(c, "de").personal.bio).toBe(c.personal.bio);
  });

  it("follows an item that moved, and marks a translation whose primary text changed as outdated", () => {
    let c = withLanguageAdded(english(), "es");
    c = withTranslation(c, "es", "projects.1.title", "Guardián del inventario");
    const moved = { ...c, projects: [c.projects[1]!, c.projects[0]!] };
    expect(resolveTranslation(moved, "es", "projects.0.title")).toEqual({
      state: "current",
      text: "Guardián del inventario",
    });
    // The item now at index 1 never had a translation: the entry there belongs to the item that moved away.
    expect(translationState(moved, "es", "projects.1.title")).toBe("missing");
    const edited = structuredClone(c);
    edited.projects[1]!.title = "Stock keeper 2";
    expect(resolveTranslation(edited, "es", "projects.1.title")).toEqual({
      state: "outdated",
      text: "Guardián del inventario",
    });
    expect(translationState(c, "es", "personal.about")).toBe("missing");
  });
});

describe("languages", () => {
  it("lists the primary first, then translations in the menu's order; removing one drops its texts", () => {
    let c = withLanguageAdded(withLanguageAdded(english(), "zh"), "ar");
    expect(portfolioLanguages(c)).toEqual(["en", "zh", "ar"]);
    c = withLanguageRemoved(c, "zh");
    expect(portfolioLanguages(c)).toEqual(["en", "ar"]);
    expect(c.translations.zh).toBeUndefined();
  });

  it("makes a translation the primary language without losing a text, and back again", () => {
    let c = withLanguageAdded(english(), "fr");
    c = withTranslation(c, "fr", "personal.title", "Développeuse");
    const fr = withPrimaryLanguage(c, "fr");
    expect(fr.language).toBe("fr");
    expect(fr.personal.title).toBe("Développeuse");
    expect(localizeContent(fr, "en").personal.title).toBe("Full-stack Developer");
    expect(translationState(fr, "en", "personal.title")).toBe("current");
    expect(issuesOf(fr)).toEqual([]);
    const back = withPrimaryLanguage(fr, "en");
    expect(back.personal).toEqual(c.personal);
    expect(localizeContent(back, "fr").personal.title).toBe("Développeuse");
  });
});

describe("translatableFields", () => {
  it("names every non-empty text by path and section, and no link, picture, date or e-mail", () => {
    const fields = translatableFields(english());
    const paths = fields.map((f) => f.path);
    expect(paths).toContain("personal.about");
    expect(paths).toContain("projects.1.title");
    expect(paths).toContain("skills.0");
    expect(fields.find((f) => f.path === "projects.1.title")?.section).toBe("projects");
    expect(paths.some((p) => /Url$|email|phone|profilePicture|Date$/.test(p))).toBe(false);
  });
});

describe("validation", () => {
  it("accepts valid translations and trims them", () => {
    const c = withTranslation(withLanguageAdded(english(), "ar"), "ar", "personal.title", "  مطورة  ");
    const parsed = portfolioContentSchema.parse(c);
    expect(parsed.translations.ar!["personal.title"]!.text).toBe("مطورة");
  });

  it("refuses an unsupported language, the primary language, a field that does not exist and an over-long text", () => {
    const base = english();
    const hash = textFingerprint(base.personal.title);
    expect(issuesOf({ ...base, translations: { xx: {} } })).toEqual([
      { path: "translations/xx", message: expect.stringMatching(/"xx" is not a supported language/) },
    ]);
    expect(issuesOf({ ...base, translations: { en: {} } })[0]?.message).toMatch(/primary language/);
    expect(
      issuesOf({ ...base, translations: { fr: { "personal.nickname": { text: "x", sourceHash: hash } } } }),
    ).toEqual([{ path: "translations/fr/personal.nickname", message: expect.stringMatching(/not a text field/) }]);
    expect(
      issuesOf({ ...base, translations: { fr: { "projects.40.title": { text: "x", sourceHash: hash } } } })[0]?.message,
    ).toMatch(/does not exist/);
    expect(
      issuesOf({ ...base, translations: { fr: { "projects.0.liveUrl": { text: "x", sourceHash: hash } } } })[0]
        ?.message,
    ).toMatch(/not a text field/);
    expect(
      issuesOf({ ...base, translations: { fr: { "personal.title": { text: "é".repeat(121), sourceHash: hash } } } }),
    ).toEqual([{ path: "translations/fr/personal.title/text", message: "Title must be at most 120 characters" }]);
  });
});
