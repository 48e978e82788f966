import { languageCodes, rtlLanguages } from "@foliocraft/schemas";
import type { LanguageCode } from "@foliocraft/schemas";

/** localStorage key of the chosen language; public/boot.js reads the same key before paint. */
export const LANGUAGE_STORAGE_KEY = "language";

/** Whether `code` is one of the ten interface languages (exact, lower-case code). */
export function isSupportedLanguage(code: unknown): code is LanguageCode {
  return typeof code === "string" && (languageCodes as readonly string[]).includes(code);
}

/** Text direction for <html dir>: Arabic is written right to left. */
export function directionOf(code: LanguageCode): "rtl" | "ltr" {
  return rtlLanguages.includes(code) ? "rtl" : "ltr";
}

/**
 * Initial language (spec §4): the stored choice if supported, else the browser language's prefix
 * ("pt-BR" → "pt") if supported, else English.
 */
export function detectLanguage(input: { stored: string | null; browserLanguage: string | undefined }): LanguageCode {
  if (isSupportedLanguage(input.stored)) return input.stored;
  const prefix = (input.browserLanguage ?? "").toLowerCase().split("-")[0];
  return isSupportedLanguage(prefix) ? prefix : "en";
}
