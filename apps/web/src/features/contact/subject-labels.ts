import type { contactSubjects } from "@foliocraft/schemas";

/** The i18n key of each contact subject (spec §9); the value sent stays the spec's English string. */
export const subjectKeys: Record<(typeof contactSubjects)[number], string> = {
  "General Inquiry": "general",
  "Technical Support": "technical",
  "Billing & Payments": "billing",
  "Feature Request": "feature",
  "Bug Report": "bug",
  Partnership: "partnership",
  Other: "other",
};
