import { BRAND_NAME } from "./brand";

/**
 * The public marketing and info pages: the pages search engines should find. Each is prerendered at build time
 * (apps/web/prerender.mjs) into HTML with its title, description, canonical link and Open Graph tags, and shows
 * the site footer. The value is the page's key under `marketing.meta` in the locales.
 */
export const marketingPages = {
  "/": "home",
  "/pricing": "pricing",
  "/about": "about",
  "/blog": "blog",
  "/careers": "careers",
  "/contact": "contact",
  "/help": "help",
  "/docs": "docs",
  "/status": "status",
  "/api-docs": "apiDocs",
} as const;

/** A marketing page's key under `marketing.meta`; "blogPost" covers every /blog/{id}. */
export type MarketingPageKey = (typeof marketingPages)[keyof typeof marketingPages] | "blogPost";

/** The fixed paths to prerender; blog posts are found by following the links of /blog. */
export const marketingPaths = Object.keys(marketingPages) as (keyof typeof marketingPages)[];

/** Where the share picture lives (apps/web/public), 1200 × 630 as Open Graph recommends. */
export const OG_IMAGE_PATH = "/og-image.png";

/** "/Pricing/" → "/pricing": the router matches paths case-insensitively and ignores a trailing slash. */
export function normalizePath(pathname: string): string {
  return pathname.toLowerCase().replace(/\/+$/, "") || "/";
}

/** Which marketing page a path is (e.g. "/blog/ai-tips" → "blogPost"), or null for app pages. */
export function marketingPageFor(pathname: string): MarketingPageKey | null {
  const path = normalizePath(pathname);
  if (path in marketingPages) return marketingPages[path as keyof typeof marketingPages];
  if (/^\/blog\/[^/]+$/.test(path)) return "blogPost";
  return null;
}

/** Everything a page says about itself to search engines and link previews. */
export interface PageMeta {
  /** The full document title, brand included. */
  title: string;
  description: string;
  /** Absolute canonical address of the page. */
  url: string;
  /** Absolute address of the share picture. */
  image: string;
  imageAlt: string;
  type: "website" | "article";
  /** The page's language, e.g. "en" (og:locale). */
  language: string;
}

type Translate = (key: string) => string;

/** "Pricing" → "Pricing · Foliocraft", the same form the pages give their browser tab (useDocumentTitle). */
export function documentTitle(title: string): string {
  return title && title !== BRAND_NAME ? `${title} · ${BRAND_NAME}` : BRAND_NAME;
}

/**
 * The meta of a marketing page in the current language, or null for other paths. `origin` is the public address
 * of the site (no trailing slash); query strings are not part of the canonical address.
 */
export function pageMetaFor(
  pathname: string,
  {
    t,
    origin,
    language,
    article,
  }: {
    t: Translate;
    origin: string;
    language: string;
    /** A blog post's own title and excerpt, when the caller has the post at hand (the prerender does). */
    article?: ((id: string) => { title: string; excerpt: string } | undefined) | undefined;
  },
): PageMeta | null {
  const key = marketingPageFor(pathname);
  if (!key) return null;
  const path = normalizePath(pathname);
  const post = key === "blogPost" ? article?.(path.slice("/blog/".length)) : undefined;
  // The home page's title is a sentence about the product; the others are "Page · Foliocraft".
  const title = post
    ? documentTitle(post.title)
    : key === "home"
      ? t("marketing.meta.home.title")
      : documentTitle(t(`marketing.meta.${key}.title`));
  return {
    title,
    description: post?.excerpt ?? t(`marketing.meta.${key}.description`),
    url: `${origin}${path === "/" ? "/" : path}`,
    image: `${origin}${OG_IMAGE_PATH}`,
    imageAlt: t("marketing.meta.imageAlt"),
    type: key === "blogPost" ? "article" : "website",
    language,
  };
}

/** Open Graph wants language_TERRITORY: the usual territory of each interface language. */
const ogLocales: Record<string, string> = {
  en: "en_US",
  es: "es_ES",
  fr: "fr_FR",
  de: "de_DE",
  pt: "pt_BR",
  it: "it_IT",
  zh: "zh_CN",
  ja: "ja_JP",
  ar: "ar_AR",
  hi: "hi_IN",
};

/** Escapes text for an HTML attribute or element body. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "#39" }[c]};`);
}

/** The <head> tags of a page as [tag, identifying attribute, its value, content attribute] rows. */
function metaRows(meta: PageMeta): [string, string, string, string, string][] {
  return [
    ["meta", "name", "description", "content", meta.description],
    ["link", "rel", "canonical", "href", meta.url],
    ["meta", "property", "og:type", "content", meta.type],
    ["meta", "property", "og:site_name", "content", BRAND_NAME],
    ["meta", "property", "og:title", "content", meta.title],
    ["meta", "property", "og:description", "content", meta.description],
    ["meta", "property", "og:url", "content", meta.url],
    ["meta", "property", "og:image", "content", meta.image],
    ["meta", "property", "og:image:width", "content", "1200"],
    ["meta", "property", "og:image:height", "content", "630"],
    ["meta", "property", "og:image:alt", "content", meta.imageAlt],
    ["meta", "property", "og:locale", "content", ogLocales[meta.language] ?? "en_US"],
    ["meta", "name", "twitter:card", "content", "summary_large_image"],
  ];
}

/** The <title> and the meta/link tags of a page as HTML, for the prerendered <head>. */
export function renderMetaTags(meta: PageMeta): string {
  const tags = metaRows(meta).map(
    ([tag, idAttr, id, valueAttr, value]) => `<${tag} ${idAttr}="${id}" ${valueAttr}="${escapeHtml(value)}" />`,
  );
  return [`<title>${escapeHtml(meta.title)}</title>`, ...tags].join("\n    ");
}

/**
 * Brings the document's description, canonical link and Open Graph tags in line with `meta` after an in-app
 * navigation (creating the tags that are missing), so a page shared from the address bar previews itself. The
 * title is left to the page (useDocumentTitle), which names the tab in the reader's language.
 */
export function applyPageMeta(meta: PageMeta, doc: Document = document): void {
  for (const [tag, idAttr, id, valueAttr, value] of metaRows(meta)) {
    let element = doc.head.querySelector(`${tag}[${idAttr}="${id}"]`);
    if (!element) {
      element = doc.createElement(tag);
      element.setAttribute(idAttr, id);
      doc.head.append(element);
    }
    element.setAttribute(valueAttr, value);
  }
}
