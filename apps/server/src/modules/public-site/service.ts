import {
  contactStatuses,
  isLanguageCode,
  languageCodes,
  portfolioContentSchema,
  portfolioLanguages,
  type PortfolioContent,
  type ContactStatus,
  type LanguageCode,
  type ThemeId,
} from "@foliocraft/schemas";
import {
  escapeHtml,
  isPageSubset,
  renderNotFoundPage,
  renderSite,
  resolveThemeId,
  type LanguageVersion,
} from "@foliocraft/themes";
import { shareImageMeta, shareImagePrefix } from "../share-image/service";
import { generatedResumeEndpointFor, resumeEndpointFor } from "../analytics/endpoints";
import { hasPro, themeToRender } from "../plans/entitlements";
import { emptyPageCsp, preparePage, publicPageCsp, styleHashSource, type RenderedPage } from "./rendered-page";
import type { PublicSiteRepository, PublishedPortfolio } from "./repository";
import { renderTooManyPage } from "./too-many-page";
import { LRUCache } from "lru-cache";

/** The public contact endpoint of a username (modules/visitor-messages); exported sites post there too. */
export function contactEndpointFor(publicUrl: string, username: string): string {
  return `${publicUrl}/api/public/portfolios/${encodeURIComponent(username)}/contact`;
}

/**
 * The address of a portfolio's page in `lang` (issue 21): `/p/{username}` for the primary language, `/p/{username}/{lang}`
 * for a translation. Relative to the app's origin: it resolves on a custom domain too (host-table.ts keeps /p/…).
 */
export function publicPagePath(
  username: string,
  content: Pick<PortfolioContent, "language">,
  lang: LanguageCode,
): string {
  return lang === content.language ? `/p/${username}` : `/p/${username}/${lang}`;
}

/** A translation's code, or undefined for the primary language (whose addresses carry no language). */
const versionOf = (content: Pick<PortfolioContent, "language">, lang: LanguageCode) =>
  lang === content.language ? undefined : lang;

/** The generated résumé (`{sha256}`) of a published snapshot's language version, when it was made. */
function generatedResumeOf(
  row: Pick<PublishedPortfolio, "resumePdf" | "resumePdfTranslations">,
  content: Pick<PortfolioContent, "language">,
  lang: LanguageCode,
): string | undefined {
  const translation = versionOf(content, lang);
  return (translation ? row.resumePdfTranslations?.[translation] : row.resumePdf) ?? undefined;
}

/** The shape of a stored username: anything else cannot exist, so it is a 404 without a query. */
const usernameShape = /^[a-z0-9-]{3,30}$/;

// One cached answer per username, language version and contact outcome.
const slotKeyOf = (username: string, lang: LanguageCode | undefined, status: ContactStatus | undefined) =>
  `${username}${lang ? `/${lang}` : ""}${status ? `?${status}` : ""}`;

interface CacheSlot {
  expiresAt: number;
  pending: Promise<RenderedPage | undefined>;
  /** The page, once `pending` has it: what the fast path (fast-path.ts) serves without waiting. */
  page?: RenderedPage;
}

/** The NOTIFY channel on which the database announces a username whose public page may have changed. */
export const publicSiteChannel = "public_site_changed";

/**
 * /p/{username}, the sitemap and robots.txt. Pages are rendered from the published snapshot and kept in memory:
 * for `freshMs` a page is served without asking the database (a popular portfolio costs no query per visit), after
 * that one query checks it is still the same snapshot and plan, and only a change renders and compresses again.
 *
 * Every server also forgets a username's page the moment the database announces a change to it (`forget`, fed by
 * triggers on portfolios and profiles through `publicSiteChannel`, see cache-invalidation.ts): a publish, unpublish
 * or plan change shows at once on every instance. `freshMs` only bounds staleness when a notification is lost.
 */
export function createPublicSiteService(deps: {
  repository: PublicSiteRepository;
  publicUrl: string;
  freshMs?: number;
  maxCachedPages?: number;
  now?: () => Date;
  /**
   * Starts making a font subset the page links (modules/fonts), so the first visitor's browser finds it made or
   * under way rather than waiting for a cold run after parsing the page (or finding the queue full).
   */
  warmFont?: (reference: string) => void;
}) {
  const { repository, publicUrl } = deps;
  const freshMs = deps.freshMs ?? 2000;
  const maxCachedPages = deps.maxCachedPages ?? 1000;
  const now = deps.now ?? (() => new Date());
  const formOrigin = new URL(publicUrl).origin;
  // Least recently used pages leave first (lru-cache), so a burst of unknown names cannot grow memory without end.
  const fresh = new LRUCache<string, CacheSlot>({ max: maxCachedPages });
  const rendered = new LRUCache<string, { key: string; page: RenderedPage }>({ max: maxCachedPages });
  // Serving from memory without asking is safe only while change notifications can reach this server: while the
  // listener is down, every visit checks the published snapshot (one indexed query; the rendered page is reused).
  let notificationsLive = true;

  function render(
    row: PublishedPortfolio,
    showPoweredBy: boolean,
    theme: ThemeId,
    year: number,
    contactStatus: ContactStatus | undefined,
    content: PortfolioContent,
    lang: LanguageCode,
  ): RenderedPage {
    const versions: LanguageVersion[] = portfolioLanguages(content).map((version) => {
      const path = publicPagePath(row.username, content, version);
      return { lang: version, href: path, alternate: `${publicUrl}${path}` };
    });
    const { files, fonts, css } = renderSite(content, {
      theme,
      showPoweredBy,
      poweredByUrl: publicUrl,
      canonicalUrl: `${publicUrl}${publicPagePath(row.username, content, lang)}`,
      language: lang,
      languageVersions: versions,
      contactEndpoint: contactEndpointFor(publicUrl, row.username),
      contactStatus,
      // The resume link counts downloads (modules/analytics) and redirects to the file.
      resumeHref: resumeEndpointFor(publicUrl, row.username),
      // Each language version links its own résumé: /p/{username}/resume.pdf or /p/{username}/{lang}/resume.pdf.
      ...(generatedResumeOf(row, content, lang)
        ? { generatedResumeHref: generatedResumeEndpointFor(publicUrl, row.username, versionOf(content, lang)) }
        : {}),
      standalone: true,
      // The Arabic, Devanagari and CJK faces as this page's subsets, which /fonts/ makes from their references.
      subsetFonts: true,
      ...(row.shareImage
        ? { shareImage: shareImageMeta(`${publicUrl}${shareImagePrefix}${row.shareImage}`, content, row.username) }
        : {}),
      year,
    });
    for (const reference of fonts) if (isPageSubset(reference)) deps.warmFont?.(reference);
    const text = (path: string) => String(files.find((f) => f.path === path)?.contents ?? "");
    const dataFonts = css.includes("url(data:font/");
    return preparePage(text("index.html"), publicPageCsp(styleHashSource(css), formOrigin, { dataFonts }));
  }

  async function load(
    username: string,
    slotKey: string,
    status: ContactStatus | undefined,
    lang: LanguageCode | undefined,
  ): Promise<RenderedPage | undefined> {
    const row = await repository.findPublished(username);
    // Snapshots were valid when published; parsing again applies defaults added to the model since then.
    const parsed = row && portfolioContentSchema.safeParse(row.content);
    const content = parsed?.success ? parsed.data : row?.content;
    // /p/{username}/{lang} exists only for the portfolio's translations (the primary language is /p/{username}).
    const version = lang ?? content?.language;
    if (
      !row ||
      !content ||
      !version ||
      (lang && (lang === content.language || !portfolioLanguages(content).includes(lang)))
    ) {
      rendered.delete(slotKey);
      return undefined;
    }
    const at = now();
    const showPoweredBy = !hasPro(row.owner, at);
    // A Pro theme whose owner is no longer Pro (refund, expiry) shows the free default until the plan is renewed.
    const { theme } = themeToRender(row.owner, resolveThemeId(row.content.theme), at);
    const year = at.getUTCFullYear();
    // Publishing always sets a new publishedAt, so it identifies the snapshot.
    const key = `${row.publishedAt.getTime()}|${showPoweredBy}|${theme}|${year}|${row.shareImage ?? ""}|${generatedResumeOf(row, content, version) ?? ""}`;
    const previous = rendered.get(slotKey);
    if (previous?.key === key) return previous.page;
    const page = render(row, showPoweredBy, theme, year, status, content, version);
    rendered.set(slotKey, { key, page });
    return page;
  }

  const service = {
    /**
     * The rendered page of a username (any case), or undefined when nobody with that name has published. With a
     * contact status (after a form post without JavaScript) the page shows it above the form; each status is its own
     * cached page, so a reload costs no more than a plain visit.
     */
    page(rawUsername: string, contactStatus?: ContactStatus, lang?: string): Promise<RenderedPage | undefined> {
      const username = rawUsername.toLowerCase();
      if (!usernameShape.test(username) || (lang !== undefined && !isLanguageCode(lang))) {
        return Promise.resolve(undefined);
      }
      const slotKey = slotKeyOf(username, lang, contactStatus);
      const t = now().getTime();
      const slot = fresh.get(slotKey);
      if (slot && slot.expiresAt > t && notificationsLive) return slot.pending;
      // Concurrent visits share one query. Only pages are kept: a portfolio published a moment ago must show.
      const pending = load(username, slotKey, contactStatus, lang);
      const entry: CacheSlot = { expiresAt: t + freshMs, pending };
      fresh.set(slotKey, entry);
      const forget = () => {
        if (fresh.get(slotKey) === entry) fresh.delete(slotKey);
      };
      pending.then((page) => (page ? (entry.page = page) : forget()), forget);
      return pending;
    },

    /**
     * The page `page()` would answer right now without asking anything (no contact status), or undefined when that
     * answer is not already in memory and fresh: the caller then takes the ordinary path, which asks.
     */
    cachedPage(rawUsername: string, lang?: string): RenderedPage | undefined {
      if (!notificationsLive) return undefined;
      const slot = fresh.get(slotKeyOf(rawUsername.toLowerCase(), lang as LanguageCode | undefined, undefined));
      return slot?.page && slot.expiresAt > now().getTime() ? slot.page : undefined;
    },

    /**
     * Drops the cached answers for a username (any case) on this server, so its next visit asks the database. A
     * rendered page stays for reuse: it is served again only when the snapshot and plan are still the same.
     */
    forget(rawUsername: string): void {
      const username = rawUsername.toLowerCase();
      for (const lang of [undefined, ...languageCodes]) {
        fresh.delete(slotKeyOf(username, lang, undefined));
        for (const status of contactStatuses) fresh.delete(slotKeyOf(username, lang, status));
      }
    },

    /**
     * Renders a username's published pages (each language version) ahead of their first visit, after a publish
     * notification: the font subsets they link start being made then, not when the first visitor's browser asks
     * for them (a Chinese page links 15, made one after another: the first visit waited up to 900 ms for its fonts
     * and its text moved as they came). Answers nothing; a failure costs only that head start.
     */
    async prepare(rawUsername: string): Promise<void> {
      const username = rawUsername.toLowerCase();
      if (!usernameShape.test(username)) return;
      const row = await repository.findPublished(username);
      const parsed = row && portfolioContentSchema.safeParse(row.content);
      const content = parsed?.success ? parsed.data : row?.content;
      if (!content) return;
      for (const lang of portfolioLanguages(content)) {
        await service.page(username, undefined, lang === content.language ? undefined : lang);
      }
    },

    /**
     * Whether change notifications reach this server now (cache-invalidation.ts). While they do not, a publish on
     * another server would go unnoticed, so no page is served from memory without checking its snapshot.
     */
    setNotificationsLive(live: boolean): void {
      notificationsLive = live;
    },

    /** Drops every cached answer (notifications may have been missed while the listener was reconnecting). */
    forgetAll(): void {
      fresh.clear();
    },

    /** The spec's not-found page for a username (HTTP 404), in `language` (the visitor's). */
    notFoundPage(rawUsername: string, language: LanguageCode = "en"): { html: string; csp: string } {
      return { html: renderNotFoundPage(rawUsername, language), csp: emptyPageCsp };
    },

    /** The page answering a visitor who probed too many unknown usernames (HTTP 429), in `language`. */
    tooManyPage(retryAfterSeconds: number, language: LanguageCode = "en"): { html: string; csp: string } {
      return { html: renderTooManyPage(retryAfterSeconds, language), csp: emptyPageCsp };
    },

    /**
     * sitemap.xml: the /p/ URL of every published portfolio whose owner allows indexing, with its lastmod, and the
     * URL of each of its translations (issue 21), each entry naming every version as an xhtml:link alternate.
     */
    async sitemap(): Promise<string> {
      const entries = await repository.listIndexable();
      const urls = entries.flatMap((e) => {
        const primary = e.language as LanguageCode;
        const langs = [primary, ...languageCodes.filter((l) => l !== primary && e.translations.includes(l))];
        const href = (lang: LanguageCode) =>
          escapeHtml(`${publicUrl}${publicPagePath(e.username, { language: primary }, lang)}`);
        const alternates =
          langs.length > 1
            ? [
                ...langs.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${href(l)}"/>`),
                `<xhtml:link rel="alternate" hreflang="x-default" href="${href(primary)}"/>`,
              ].join("")
            : "";
        return langs.map(
          (lang) => `<url><loc>${href(lang)}</loc><lastmod>${e.publishedAt.toISOString()}</lastmod>${alternates}</url>`,
        );
      });
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}${urls.length ? "\n" : ""}</urlset>\n`;
    },

    /** robots.txt of the app: signed-in screens and the API are not for crawlers; the sitemap lists portfolios. */
    robots(): string {
      const privatePaths = ["/api/", "/dashboard", "/generate", "/deploy", "/onboarding", "/auth/", "/settings"];
      return `User-agent: *\n${privatePaths.map((p) => `Disallow: ${p}`).join("\n")}\nAllow: /\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
    },
  };
  return service;
}

/** The public side: /p/{username}, sitemap.xml, robots.txt. */
export type PublicSiteService = ReturnType<typeof createPublicSiteService>;
