import { languageCodes, type LanguageCode } from "@foliocraft/schemas";
import { ar } from "./ar";
import { de } from "./de";
import { en, type MailStrings } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { hi } from "./hi";
import { it } from "./it";
import { ja } from "./ja";
import { pt } from "./pt";
import { zh } from "./zh";

/** Every e-mail string of the server, per interface language (issue 10: e-mails in the recipient's language). */
export const mailDictionaries: Record<LanguageCode, MailStrings> = { en, es, fr, de, pt, it, zh, ja, ar, hi };

/** A key of the e-mail dictionary. */
export type MailKey = keyof typeof en;

/** A stored language value as a supported code; anything else (missing, retired) is English. */
export function mailLanguage(value: unknown): LanguageCode {
  return typeof value === "string" && (languageCodes as readonly string[]).includes(value)
    ? (value as LanguageCode)
    : "en";
}

/** The e-mail text for `key` in `language`, its {{placeholders}} filled (values are plain text: e-mails are text). */
export function mailText(language: LanguageCode, key: MailKey, values: Record<string, string> = {}): string {
  const template = mailDictionaries[language][key];
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A date as people of `language` write it (e.g. "21 November 2026", "2026年11月21日"), in UTC like the plan's end. */
export function mailDate(language: LanguageCode, date: Date): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(date);
}
