import { languages, type LanguageCode } from "@foliocraft/schemas";
import { escapeHtml as e, safeHref } from "./escape";

/**
 * One language version of a portfolio as a page links it: absolute on the server (`/p/{username}/ar`), relative in
 * an exported site (`ar/index.html`, `../index.html`), so each page's list is made for that page.
 */
export interface LanguageVersion {
  lang: LanguageCode;
  /** The switcher's link. */
  href: string;
  /**
   * The head's hreflang address when it differs from the link: the server's pages link `/p/{username}/ar`
   * root-relative (right on the app's host and on a custom domain alike) and name the absolute address here.
   */
  alternate?: string;
}

const nativeName = (lang: LanguageCode) => languages.find((l) => l.code === lang)?.name ?? lang;

// An absolute http(s) address passes safeHref; the others are ones we build: a folder path of language codes in an
// exported site, or a public page's root-relative address.
const versionHref = (href: string) =>
  safeHref(href) ??
  (/^(?:(?:\.\.\/)?(?:[a-z]{2}\/)?index\.html|\/p\/[a-z0-9-]+(?:\/[a-z]{2})?)$/.test(href) ? href : undefined);

/**
 * The head's `<link rel="alternate" hreflang>` for every version (this one included, as search engines ask) and
 * `x-default` for the primary (the first). Nothing for a one-language portfolio.
 */
export function alternateLinks(versions: readonly LanguageVersion[] | undefined): string[] {
  if (!versions || versions.length < 2) return [];
  const links = versions.flatMap((v) => {
    const href = versionHref(v.alternate ?? v.href);
    return href ? [`<link rel="alternate" hreflang="${v.lang}" href="${href}">`] : [];
  });
  const primary = versionHref(versions[0]!.alternate ?? versions[0]!.href);
  return primary ? [...links, `<link rel="alternate" hreflang="x-default" href="${primary}">`] : links;
}

/**
 * The language switcher: plain links (it works without JavaScript), each language in its own name and marked
 * with its language, the page's own one as the current page. Nothing for a one-language portfolio.
 */
export function languageSwitcher(
  versions: readonly LanguageVersion[] | undefined,
  current: LanguageCode,
  label: string,
): string {
  if (!versions || versions.length < 2) return "";
  const items = versions.flatMap((v) => {
    const href = versionHref(v.href);
    if (!href) return [];
    const here = v.lang === current ? ` aria-current="page"` : "";
    return [`<li><a href="${href}" lang="${v.lang}" hreflang="${v.lang}"${here}>${e(nativeName(v.lang))}</a></li>`];
  });
  return `<nav class="fc-langs" aria-label="${e(label)}"><ul>${items.join("")}</ul></nav>`;
}

/**
 * The switcher's look in every theme: a quiet row above the theme's page, in the page's own text and background
 * colours (the contrast every theme already passes), the current language bold and not underlined.
 */
export const languageSwitcherCss = `.fc-langs{position:relative;z-index:5;background:var(--bg);color:var(--text);font-family:var(--font-body,inherit);font-size:.9rem;padding:.4rem 1rem}
.fc-langs ul{display:flex;flex-wrap:wrap;justify-content:flex-end;gap:.25rem 1rem;list-style:none;margin:0;padding:0}
.fc-langs a{color:var(--text);text-decoration:underline;text-underline-offset:.2em;display:inline-block;padding:.2rem 0;min-block-size:24px}
.fc-langs a[aria-current]{font-weight:700;text-decoration:none}
`;
