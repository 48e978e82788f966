import type { HistoryEntry, HistorySectionId, PortfolioRevisionSummary } from "@foliocraft/schemas";
import { languages, serviceIcons, socialNetworkNames } from "@foliocraft/schemas";
import { themeCatalog } from "@foliocraft/themes";
import type { TFunction } from "i18next";
import type en from "../../i18n/locales/en.json";

// Names people read in the history dialog: of sections, fields, list items and versions, in the interface language.
// Sections and fields reuse the builder's own labels, so the history speaks of them as the form does.

/** A history section's name, as the builder's section headings call it. */
export function sectionLabel(t: TFunction, section: HistorySectionId): string {
  switch (section) {
    case "personal":
      return t("builder.sections.basics");
    case "design":
      return t("builder.history.designSection");
    default:
      return t(`builder.sections.${section}`);
  }
}

type FieldKey = keyof (typeof en)["builder"]["fields"];

// Fields whose key in the content is not their label's key in builder.fields, by section.
const renamedFields: Partial<Record<HistorySectionId, Record<string, FieldKey>>> = {
  skills: { value: "skills" },
  projects: { title: "projectTitle", imageUrl: "projectImage" },
  experience: { title: "jobTitle" },
  testimonials: { name: "personName", title: "personTitle" },
  services: { title: "serviceTitle" },
  achievements: { title: "achievementTitle" },
  hireMe: { enabled: "hireMeEnabled" },
  contactForm: { enabled: "contactFormEnabled" },
  resume: { enabled: "resumeEnabled", url: "resumeUrl" },
  settings: { "seo.title": "seoTitle", "seo.description": "seoDescription" },
};

/** A field's name, as its label in the builder's form; its key when the form has no label for it. */
export function fieldLabel(t: TFunction, section: HistorySectionId, field: string): string {
  const renamed = renamedFields[section]?.[field];
  if (renamed) return t(`builder.fields.${renamed}`);
  if (section === "social" && field !== "website" && field in socialNetworkNames) {
    return socialNetworkNames[field as keyof typeof socialNetworkNames];
  }
  switch (field) {
    case "theme":
      return t("builder.history.themeField");
    case "style.accent":
      return t("builder.style.accent");
    case "style.fontPairing":
      return t("builder.style.fonts");
    case "style.colorScheme":
      return t("builder.style.scheme");
    case "style.density":
      return t("builder.style.density");
    case "style.sections":
      return t("builder.style.sections");
    case "analyticsBeacon":
      return t("analytics.beacon.label");
  }
  const en = t(`builder.fields.${field as FieldKey}`, { defaultValue: "" });
  return en || field;
}

/** One item of a list section ("Project 2"), numbered from 1; a skill is named by itself. */
export function itemLabel(t: TFunction, section: HistorySectionId, index: number): string {
  const number = index + 1;
  switch (section) {
    case "projects":
      return t("builder.list.project", { number });
    case "experience":
      return t("builder.list.experience", { number });
    case "education":
      return t("builder.list.education", { number });
    case "testimonials":
      return t("builder.list.testimonial", { number });
    case "services":
      return t("builder.list.service", { number });
    case "achievements":
      return t("builder.list.achievement", { number });
    default:
      return t("builder.history.itemNumber", { number });
  }
}

/** A version's title: its name, else what made it (published, restored), else its number. */
export function revisionTitle(t: TFunction, revision: PortfolioRevisionSummary, format: Intl.DateTimeFormat): string {
  if (revision.label) return revision.label;
  if (revision.kind === "publish") {
    return t("builder.history.published", { date: format.format(new Date(revision.createdAt)) });
  }
  if (revision.kind === "restore" && revision.sourceVersion !== null) {
    return revision.section
      ? t("builder.history.restoredSection", {
          section: sectionLabel(t, revision.section),
          version: revision.sourceVersion,
        })
      : t("builder.history.restoredVersion", { version: revision.sourceVersion });
  }
  return t("builder.history.version", { version: revision.version });
}

/** An entry's title in the list: a session is "Editing session", a standalone version its revisionTitle. */
export function entryTitle(t: TFunction, entry: HistoryEntry, format: Intl.DateTimeFormat): string {
  return entry.kind === "session" ? t("builder.history.session") : revisionTitle(t, entry.revision, format);
}

/** When an entry was made: one time, or the span of a session ("10:02 – 10:47"). */
export function entryTime(entry: HistoryEntry, format: Intl.DateTimeFormat): string {
  const start = new Date(entry.startedAt);
  const end = new Date(entry.endedAt);
  return entry.startedAt === entry.endedAt ? format.format(end) : format.formatRange(start, end);
}

/** Fields that store an id chosen from a list: shown by its name, replaced whole rather than compared by words. */
export const namedValueFields: ReadonlySet<string> = new Set([
  "theme",
  "language",
  "icon",
  "style.density",
  "style.colorScheme",
  "rating",
]);

/**
 * A chosen value's name (a theme, a language, an icon, a spacing, a colour scheme, a rating) as the builder shows it,
 * for fields whose stored value is an id; null for other fields (their text is shown as written).
 */
export function valueLabel(t: TFunction, field: string, value: string): string | null {
  switch (field) {
    case "theme":
      return themeCatalog.find((theme) => theme.id === value)?.name ?? value;
    case "language":
      return languages.find((language) => language.code === value)?.name ?? value;
    case "icon":
      return (serviceIcons as readonly string[]).includes(value)
        ? t(`builder.icons.${value as (typeof serviceIcons)[number]}`)
        : value;
    case "style.density":
      return value === "compact"
        ? t("builder.style.densityCompact")
        : value === "spacious"
          ? t("builder.style.densitySpacious")
          : t("builder.style.densityComfortable");
    case "style.colorScheme":
      return value === "light"
        ? t("builder.style.schemeLight")
        : value === "dark"
          ? t("builder.style.schemeDark")
          : t("builder.style.schemeAuto");
    case "rating":
      return t("builder.fields.ratingOption", { rating: value });
    default:
      return null;
  }
}
