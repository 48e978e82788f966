import { parseSchemaMessage } from "@foliocraft/schemas";
import type { ParseKeys, TFunction } from "i18next";
import { translateApiMessage } from "../../i18n/api-messages";
import { i18n } from "../../i18n/i18n";

type ShortForm = (
  params: Record<string, string | number>,
) => readonly [key: ParseKeys, values?: Record<string, string | number | undefined>];

// The content schema (packages/schemas/src/portfolio.ts) names its messages by catalog id with the field's English
// label ("GitHub link must be at most 2048 characters"). Next to the field the label is redundant, so these ids
// have a short sentence of their own; any other id is shown as the catalog says it. Keyed by id, never by text.
const shortForms: Partial<Record<string, ShortForm>> = {
  // The limit picks the plural form ("1 character", "120 characters").
  fieldTooLong: ({ count }) => ["builder.validation.tooLong", { count: Number(count) }],
  listTooLong: ({ max }) => ["builder.validation.tooMany", { max }],
  fieldNotLink: () => ["builder.validation.url"],
  fieldNotDate: () => ["builder.validation.isoDate"],
  fieldNotText: () => ["builder.validation.text"],
  phoneCharacters: () => ["builder.validation.phone"],
  ratingRange: () => ["builder.validation.rating"],
  focalPointRange: () => ["builder.validation.focus"],
  iconChoice: () => ["builder.validation.icon"],
  themeChoice: () => ["builder.validation.theme"],
  languageChoice: () => ["builder.validation.language"],
  portfolioNameRequired: () => ["builder.validation.nameRequired"],
  // A lone surrogate or NUL (packages/schemas/src/text.ts): refused in every field, whatever its label.
  textUnstorable: () => ["validation.unstorable"],
};

/**
 * A content-schema message in the interface language, by its catalog id. A message without a known id (a server's
 * plain text) is shown as it came in English, and as a general "not valid" in any other language.
 */
export function translateContentMessage(t: TFunction, message: string): string {
  const ref = parseSchemaMessage(message);
  const short = ref ? shortForms[ref.id] : undefined;
  if (ref && short) {
    const [key, values] = short(ref.params);
    return t(key, values) as string;
  }
  const known = ref ? translateApiMessage(t, ref.id, ref.params) : null;
  if (known) return known;
  return (i18n.resolvedLanguage ?? i18n.language ?? "en") === "en" ? message : t("builder.validation.invalid");
}
