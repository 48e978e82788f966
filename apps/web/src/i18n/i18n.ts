import i18next from "i18next";
import type { i18n as I18n, Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import { languageCodes } from "@foliocraft/schemas";
import type { LanguageCode } from "@foliocraft/schemas";
import { safeStorage } from "../lib/safe-storage";
import { LANGUAGE_STORAGE_KEY, detectLanguage, directionOf, isSupportedLanguage } from "./detect-language";
import en from "./locales/en.json";

/** The shape every locale file has (en.json is the reference). */
export type Translation = typeof en;

// English ships in the main bundle (it is also the fallback); the others are separate chunks loaded on demand. Their
// shape is en.json's but for plural keys, which each language has in the forms its rules need (locales.test.ts).
const loaders: Record<Exclude<LanguageCode, "en">, () => Promise<{ default: Record<string, unknown> }>> = {
  es: () => import("./locales/es.json"),
  fr: () => import("./locales/fr.json"),
  de: () => import("./locales/de.json"),
  pt: () => import("./locales/pt.json"),
  it: () => import("./locales/it.json"),
  zh: () => import("./locales/zh.json"),
  ja: () => import("./locales/ja.json"),
  ar: () => import("./locales/ar.json"),
  hi: () => import("./locales/hi.json"),
};

/** The app's i18next instance. */
export const i18n: I18n = i18next.createInstance();

async function ensureLoaded(code: LanguageCode): Promise<void> {
  if (code === "en" || i18n.hasResourceBundle(code, "translation")) return;
  const bundle = await loaders[code]();
  i18n.addResourceBundle(code, "translation", bundle.default, true, true);
}

/** Sets <html lang> and <html dir>, so screen readers, fonts and logical CSS properties follow the language. */
export function applyDocumentLanguage(code: LanguageCode, root: HTMLElement = document.documentElement): void {
  root.setAttribute("lang", code);
  root.setAttribute("dir", directionOf(code));
}

/**
 * Starts i18n in the detected language, its bundle loaded before the first render so the page never flashes
 * English. Missing keys fall back to English, then to the key itself.
 */
export async function initI18n(): Promise<I18n> {
  if (i18n.isInitialized) return i18n;
  let language = detectLanguage({
    stored: safeStorage.get(LANGUAGE_STORAGE_KEY),
    browserLanguage: typeof navigator === "undefined" ? undefined : navigator.language,
  });
  const resources: Resource = { en: { translation: en } };
  if (language !== "en") {
    try {
      resources[language] = { translation: (await loaders[language]()).default };
    } catch (error) {
      // A missing chunk (offline, stale deploy) must not blank the page: start in English.
      console.error("Could not load the interface language", language, error);
      language = "en";
    }
  }
  await i18n.use(initReactI18next).init({
    resources,
    partialBundledLanguages: true,
    lng: language,
    fallbackLng: "en",
    supportedLngs: languageCodes,
    // React escapes output already.
    interpolation: { escapeValue: false },
    // Bundles are loaded before changeLanguage, so components never need to suspend.
    react: { useSuspense: false },
  });
  applyDocumentLanguage(language);
  return i18n;
}

/**
 * Switches the interface language, stores the choice and updates <html lang/dir>.
 * Unsupported codes are ignored (resolves false).
 */
export async function changeLanguage(code: string): Promise<boolean> {
  if (!isSupportedLanguage(code)) return false;
  await ensureLoaded(code);
  await i18n.changeLanguage(code);
  safeStorage.set(LANGUAGE_STORAGE_KEY, code);
  applyDocumentLanguage(code);
  return true;
}
