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

/** The info pages' long texts in `code` (English for an unknown code); one request per language per page load. */
export function loadInfoContent(code: string): Promise<InfoContent> {
  const language = (languageCodes as readonly string[]).includes(code) ? (code as LanguageCode) : "en";
  let pending = cache.get(language);
  if (!pending) {
    pending = loaders[language]().then(
      (module) => module.default,
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
  return use(loadInfoContent(i18n.language));
}
