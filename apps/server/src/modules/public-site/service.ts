import {
  contactStatuses,
  portfolioContentSchema,
  type ContactStatus,
  type LanguageCode,
  type ThemeId,
} from "@foliocraft/schemas";
import { escapeHtml, renderNotFoundPage, renderSite, resolveThemeId } from "@foliocraft/themes";
import { shareImageMeta, shareImagePrefix } from "../share-image/service";
import { resumeEndpointFor } from "../analytics/endpoints";
import { hasPro, themeToRender } from "../plans/entitlements";
import { emptyPageCsp, preparePage, publicPageCsp, styleHashSource, type RenderedPage } from "./rendered-page";
import type { PublicSiteRepository, PublishedPortfolio } from "./repository";
import { renderTooManyPage } from "./too-many-page";

/** The public contact endpoint of a username (modules/visitor-messages); exported sites post there too. */
export function contactEndpointFor(publicUrl: string, username: string): string {
  return `${publicUrl}/api/public/portfolios/${encodeURIComponent(username)}/contact`;
}

/** The shape of a stored username: anything else cannot exist, so it is a 404 without a query. */
const usernameShape = /^[a-z0-9-]{3,30}$/;

interface CacheSlot {
  expiresAt: number;
  pending: Promise<RenderedPage | undefined>;
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
}) {
  const { repository, publicUrl } = deps;
  const freshMs = deps.freshMs ?? 2000;
  const maxCachedPages = deps.maxCachedPages ?? 1000;
  const now = deps.now ?? (() => new Date());
  const formOrigin = new URL(publicUrl).origin;
  const fresh = new Map<string, CacheSlot>();
  const rendered = new Map<string, { key: string; page: RenderedPage }>();
  // Serving from memory without asking is safe only while change notifications can reach this server: while the
  // listener is down, every visit checks the published snapshot (one indexed query; the rendered page is reused).
  let notificationsLive = true;

  // Map order is insertion order: re-inserting on use and dropping the first entry keeps the most recent ones.
  function remember<V>(map: Map<string, V>, key: string, value: V): void {
    map.delete(key);
    map.set(key, value);
    if (map.size > maxCachedPages) map.delete(map.keys().next().value as string);
  }

  function render(
    row: PublishedPortfolio,
    showPoweredBy: boolean,
    theme: ThemeId,
    year: number,
    contactStatus: ContactStatus | undefined,
  ): RenderedPage {
    // Snapshots were valid when published; parsing again applies defaults added to the model since then.
    const parsed = portfolioContentSchema.safeParse(row.content);
    const content = parsed.success ? parsed.data : row.content;
    const { files } = renderSite(content, {
      theme,
      showPoweredBy,
      poweredByUrl: publicUrl,
      canonicalUrl: `${publicUrl}/p/${row.username}`,
      contactEndpoint: contactEndpointFor(publicUrl, row.username),
      contactStatus,
      // The resume link counts downloads (modules/analytics) and redirects to the file.
      resumeHref: resumeEndpointFor(publicUrl, row.username),
      standalone: true,
      ...(row.shareImage
        ? { shareImage: shareImageMeta(`${publicUrl}${shareImagePrefix}${row.shareImage}`, content, row.username) }
        : {}),
      year,
    });
    const text = (path: string) => String(files.find((f) => f.path === path)?.contents ?? "");
    return preparePage(text("index.html"), publicPageCsp(styleHashSource(text("styles.css")), formOrigin));
  }

  async function load(username: string, slotKey: string, status?: ContactStatus): Promise<RenderedPage | undefined> {
    const row = await repository.findPublished(username);
    if (!row) {
      rendered.delete(slotKey);
      return undefined;
    }
    const at = now();
    const showPoweredBy = !hasPro(row.owner, at);
    // A Pro theme whose owner is no longer Pro (refund, expiry) shows the free default until the plan is renewed.
    const { theme } = themeToRender(row.owner, resolveThemeId(row.content.theme), at);
    const year = at.getUTCFullYear();
    // Publishing always sets a new publishedAt, so it identifies the snapshot.
    const key = `${row.publishedAt.getTime()}|${showPoweredBy}|${theme}|${year}|${row.shareImage ?? ""}`;
    const previous = rendered.get(slotKey);
    if (previous?.key === key) return previous.page;
    const page = render(row, showPoweredBy, theme, year, status);
    remember(rendered, slotKey, { key, page });
    return page;
  }

  return {
    /**
     * The rendered page of a username (any case), or undefined when nobody with that name has published. With a
     * contact status (after a form post without JavaScript) the page shows it above the form; each status is its own
     * cached page, so a reload costs no more than a plain visit.
     */
    page(rawUsername: string, contactStatus?: ContactStatus): Promise<RenderedPage | undefined> {
      const username = rawUsername.toLowerCase();
      if (!usernameShape.test(username)) return Promise.resolve(undefined);
      const slotKey = contactStatus ? `${username}?${contactStatus}` : username;
      const t = now().getTime();
      const slot = fresh.get(slotKey);
      if (slot && slot.expiresAt > t && notificationsLive) return slot.pending;
      // Concurrent visits share one query. Only pages are kept: a portfolio published a moment ago must show.
      const pending = load(username, slotKey, contactStatus);
      remember(fresh, slotKey, { expiresAt: t + freshMs, pending });
      const forget = () => {
        if (fresh.get(slotKey)?.pending === pending) fresh.delete(slotKey);
      };
      pending.then((page) => page ?? forget(), forget);
      return pending;
    },

    /**
     * Drops the cached answers for a username (any case) on this server, so its next visit asks the database. A
     * rendered page stays for reuse: it is served again only when the snapshot and plan are still the same.
     */
    forget(rawUsername: string): void {
      const username = rawUsername.toLowerCase();
      fresh.delete(username);
      for (const status of contactStatuses) fresh.delete(`${username}?${status}`);
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

    /** sitemap.xml: the /p/ URL of every published portfolio whose owner allows indexing, with its lastmod. */
    async sitemap(): Promise<string> {
      const entries = await repository.listIndexable();
      const urls = entries.map(
        (e) =>
          `<url><loc>${escapeHtml(`${publicUrl}/p/${e.username}`)}</loc><lastmod>${e.publishedAt.toISOString()}</lastmod></url>`,
      );
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}${urls.length ? "\n" : ""}</urlset>\n`;
    },

    /** robots.txt of the app: signed-in screens and the API are not for crawlers; the sitemap lists portfolios. */
    robots(): string {
      const privatePaths = ["/api/", "/dashboard", "/generate", "/deploy", "/onboarding", "/auth/", "/settings"];
      return `User-agent: *\n${privatePaths.map((p) => `Disallow: ${p}`).join("\n")}\nAllow: /\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
    },
  };
}

/** The public side: /p/{username}, sitemap.xml, robots.txt. */
export type PublicSiteService = ReturnType<typeof createPublicSiteService>;
