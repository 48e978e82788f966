import { use } from "react";
import { useTranslation } from "react-i18next";
import { languageCodes, type LanguageCode } from "@foliocraft/schemas";
import type { InfoContent } from "./types";

// One chunk per language: the blog, help and docs pages download only the visitor's language.
const loaders: Record<LanguageCode, () => Promise<{ default: InfoContent }>> = {
  en: () => import("./en"),
  es: () => import("./es"),
  fr: () => import("./fr"),
  de: () => import("./de"),
  pt: () => import("./pt"),
  it: () => import("./it"),
  zh: () => import("./zh"),
  ja: () => import("./ja"),
  ar: () => import("./ar"),
  hi: () => import("./hi"),
};

const cache = new Map<LanguageCode, Promise<InfoContent>>();
// The texts already here, read without suspending: a page hydrated after its texts were loaded (infoPage's
// preload) is drawn in the same pass as the rest, and a later visit shows no splash for texts it has.
const loaded = new Map<LanguageCode, InfoContent>();

const languageOf = (code: string): LanguageCode =>
  (languageCodes as readonly string[]).includes(code) ? (code as LanguageCode) : "en";

/** The info pages' long texts in `code` (English for an unknown code); one request per language per page load. */
export function loadInfoContent(code: string): Promise<InfoContent> {
  const language = languageOf(code);
  let pending = cache.get(language);
  if (!pending) {
    pending = loaders[language]().then(
      (module) => {
        loaded.set(language, module.default);
        return module.default;
      },
      (error: unknown) => {
        // Forget the failure, so the error page's retry downloads it again.
        cache.delete(language);
        throw error;
      },
    );
    cache.set(language, pending);
  }
  return pending;
}

/** The long texts in the interface language; suspends (the info page splash shows) while they download. */
export function useInfoContent(): InfoContent {
  const { i18n } = useTranslation();
  return loaded.get(languageOf(i18n.language)) ?? use(loadInfoContent(i18n.language));
}
