import type { ParseKeys, TFunction } from "i18next";
import { i18n } from "../../i18n/i18n";

type Translation = readonly [key: ParseKeys, values?: Record<string, number>];

// The content schema (packages/schemas/src/portfolio.ts) writes English messages that name the field
// ("GitHub link must be at most 2048 characters"). Next to the field the name is redundant, so each kind of message
// maps to one short sentence in the interface language; the server's 400 issues come from the same schema.
// content-messages.test.ts runs the real schema to prove every rule it has is covered.
const rules: [RegExp, (match: RegExpExecArray) => Translation][] = [
  // An http:// image: the schema's text is the API message imageMustBeHttps, translated under apiMessages.
  [/^Use an image address that starts with https:\/\//, () => ["apiMessages.imageMustBeHttps"]],
  [/must be at most (\d+) characters$/, (m) => ["builder.validation.tooLong", { max: Number(m[1]) }]],
  [/^Add at most (\d+) /, (m) => ["builder.validation.tooMany", { max: Number(m[1]) }]],
  [/must be a link starting with http/, () => ["builder.validation.url"]],
  [/must be a date written as YYYY, YYYY-MM or YYYY-MM-DD$/, () => ["builder.validation.isoDate"]],
  [/^Enter a valid email address$/, () => ["validation.emailInvalid"]],
  [/^Phone may contain only/, () => ["builder.validation.phone"]],
  [/^Rating /, () => ["builder.validation.rating"]],
  [/^Focal point /, () => ["builder.validation.focus"]],
  [/^Choose an icon/, () => ["builder.validation.icon"]],
  [/^Choose a theme/, () => ["builder.validation.theme"]],
  [/^Choose a supported language/, () => ["builder.validation.language"]],
  [/must be text$/, () => ["builder.validation.text"]],
  // A lone surrogate or NUL (packages/schemas/src/text.ts): refused in every field, whatever its label.
  [/ contains a character that cannot be saved /, () => ["validation.unstorable"]],
  // The portfolio's name (packages/schemas/src/portfolio-api.ts), shown next to the name field.
  [/^Give the portfolio a name$/, () => ["builder.validation.nameRequired"]],
];

/**
 * A content-schema message in the interface language. An unknown one (a server's field message this table lacks)
 * is shown as it came in English, and as a general "not valid" in any other language, so no English shows there.
 */
export function translateContentMessage(t: TFunction, message: string): string {
  for (const [pattern, translation] of rules) {
    const match = pattern.exec(message);
    if (match) {
      const [key, values] = translation(match);
      return t(key, values) as string;
    }
  }
  return (i18n.resolvedLanguage ?? i18n.language ?? "en") === "en" ? message : t("builder.validation.invalid");
}

/** Whether a message has a translation (used by the tests). */
export function isKnownContentMessage(message: string): boolean {
  return rules.some(([pattern]) => pattern.test(message));
}
