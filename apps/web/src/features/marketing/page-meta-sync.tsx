import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { applyPageMeta, pageMetaFor } from "../../lib/page-meta";

/** The site's public address: the prerendered canonical link names it (PUBLIC_URL), else this window's origin. */
function siteOrigin(): string {
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  try {
    if (canonical) return new URL(canonical).origin;
  } catch {
    // A malformed link: fall back to where the page was loaded from.
  }
  return window.location.origin;
}

/**
 * Keeps the description, canonical link and Open Graph tags right after in-app navigations between marketing
 * pages (the prerendered HTML carries them for the first page only), in the reader's language.
 */
export function PageMetaSync() {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation();
  useEffect(() => {
    const meta = pageMetaFor(pathname, {
      t: (key) => t(key as "marketing.meta.imageAlt"),
      origin: siteOrigin(),
      language: i18n.language,
    });
    if (meta) applyPageMeta(meta);
  }, [pathname, t, i18n.language]);
  return null;
}
