import {
  diffPortfolios,
  emptyPortfolioContent,
  fullPortfolioFixture,
  historySectionIds,
  socialNetworks,
} from "@foliocraft/schemas";
import { beforeAll, describe, expect, it } from "vitest";
import { changeLanguage, i18n } from "../../i18n/i18n";
import { fieldLabel, itemLabel, revisionTitle, sectionLabel, valueLabel } from "./history-labels";
import { toFormValues } from "./form-values";

// Every field the difference can name has a label people read, in the builder's own words, in every language.
function everyField() {
  const full = toFormValues({
    ...fullPortfolioFixture(),
    social: Object.fromEntries(socialNetworks.map((n) => [n, `https://example.com/${n}`])),
    analyticsBeacon: true,
    theme: "neon",
    style: { accent: "#112233", fontPairing: "serif", colorScheme: "dark", density: "compact", sections: [] },
  });
  const changed = diffPortfolios(toFormValues(emptyPortfolioContent()), full);
  return changed.flatMap((section) => [
    ...section.fields.map((f) => [section.section, f.field] as const),
    ...section.items.flatMap((item) => item.fields.map((f) => [section.section, f.field] as const)),
  ]);
}

describe("history labels", () => {
  beforeAll(() => changeLanguage("en"));

  it("name every field of every section, never by its key", () => {
    const fields = everyField();
    expect(new Set(fields.map(([section]) => section)).size).toBeGreaterThanOrEqual(12);
    for (const [section, field] of fields) {
      const label = fieldLabel(i18n.t, section, field);
      expect(label, `${section}.${field}`).not.toBe(field);
      expect(label.length, `${section}.${field}`).toBeGreaterThan(0);
    }
    expect(fieldLabel(i18n.t, "projects", "title")).toBe("Project title");
    expect(fieldLabel(i18n.t, "settings", "seo.title")).toBe("Title in search results");
    expect(fieldLabel(i18n.t, "social", "github")).toBe("GitHub");
  });

  it("name every section and item, and versions by what made them, in the interface language", async () => {
    await changeLanguage("de");
    for (const section of historySectionIds) expect(sectionLabel(i18n.t, section)).not.toMatch(/^builder\./);
    expect(sectionLabel(i18n.t, "design")).toBe("Design und Stil");
    expect(itemLabel(i18n.t, "projects", 1)).toMatch(/2/);
    const format = new Intl.DateTimeFormat("de", { dateStyle: "medium", timeZone: "UTC" });
    const base = {
      version: 7,
      createdAt: "2026-11-26T09:00:00.000Z",
      name: "Main",
      theme: "minimal" as const,
      kind: "autosave" as const,
      label: null,
      sourceVersion: null,
      section: null,
    };
    expect(revisionTitle(i18n.t, { ...base, kind: "publish" }, format)).toBe("Veröffentlicht am 26.11.2026");
    expect(revisionTitle(i18n.t, { ...base, kind: "restore", sourceVersion: 3, section: "projects" }, format)).toBe(
      "Projekte aus Version 3 wiederhergestellt",
    );
    expect(revisionTitle(i18n.t, { ...base, label: "Vor dem Umbau" }, format)).toBe("Vor dem Umbau");
    // Ids chosen from a list are shown by their names.
    expect(valueLabel(i18n.t, "style.density", "compact")).toBe(i18n.t("builder.style.densityCompact"));
    expect(valueLabel(i18n.t, "language", "fr")).toBe("Français");
    expect(valueLabel(i18n.t, "theme", "neon")).toBe("Neon");
    expect(valueLabel(i18n.t, "icon", "Zap")).toBe(i18n.t("builder.icons.Zap"));
    expect(valueLabel(i18n.t, "title", "Designer")).toBeNull();
    await changeLanguage("en");
  });
});
