// The server-side half of the prerender (apps/web/prerender.mjs builds this file for Node with Vite and calls it):
// renders a route of the real route table to HTML, signed out and in English, as the browser's first render will.
import type { ThemeId } from "@foliocraft/schemas";
import { prerender } from "react-dom/static";
import { initReactI18next } from "react-i18next";
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router";
import { AppProviders, createQueryClient } from "../app/providers";
import { routes } from "../app/routes";
import { sessionQueryKey } from "../features/auth/use-session";
import { buildPreviewDocument } from "../features/preview/preview-document";
import { samplePortfolio } from "../features/preview/sample-portfolio";
import { i18n } from "../i18n/i18n";
import en from "../i18n/locales/en.json";
import englishInfo from "../features/info/content/en";
import type { BlogPostId } from "../features/info/content/types";
import { pageMetaFor, renderMetaTags } from "../lib/page-meta";

/** Written where the site's public address belongs; the server puts its PUBLIC_URL there when serving the page. */
export const ORIGIN_PLACEHOLDER = "%PUBLIC_URL%";

/** Starts the shared i18n instance in English (the browser's initI18n needs a document; this does not). */
export async function setUp(): Promise<void> {
  if (i18n.isInitialized) return;
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: "en",
    fallbackLng: "en",
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
}

export interface RenderedPage {
  /** The HTTP status the route table gives the path (404 for unknown paths). */
  status: number;
  /** The markup of #root. */
  body: string;
  /** <title>, description, canonical and Open Graph tags; null for a path that is no marketing page. */
  head: string | null;
}

/** Renders one path of the app as a signed-out visitor sees it. */
export async function renderPage(pathname: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.invalid${pathname}`));
  if (context instanceof Response) return { status: context.status, body: "", head: null };
  const queryClient = createQueryClient();
  // The visitor is signed out: with the session known the layout renders the page, not the session loader.
  queryClient.setQueryData(sessionQueryKey, { user: null });
  const router = createStaticRouter(handler.dataRoutes, context);
  // prerender (unlike renderToString) waits for every Suspense boundary, so pages that load their content with
  // use() are written out whole. progressiveChunkSize: without it, React 19 writes a finished boundary of a large page
  // into a hidden <div id="S:0"> and moves it into place with an inline script, which the CSP blocks: crawlers and
  // visitors without JavaScript would see only the splash. One chunk keeps every boundary's content inline.
  const { prelude } = await prerender(
    <AppProviders queryClient={queryClient}>
      {/* hydrate={false}: no inline hydration script (the CSP forbids inline scripts); the client needs no data. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const body = await new Response(prelude).text();
  // Drops the cache and its garbage-collection timers (5 minutes each), which would keep the build process alive.
  queryClient.clear();
  const meta = pageMetaFor(pathname, {
    t: (key) => i18n.t(key as "marketing.meta.imageAlt"),
    origin: ORIGIN_PLACEHOLDER,
    language: "en",
    // Each post is shared and indexed under its own title and excerpt (the prerender is in English).
    article: (id) => englishInfo.posts[id as BlogPostId],
  });
  return { status: context.statusCode, body, head: meta ? renderMetaTags(meta) : null };
}

/**
 * The sample portfolio in one theme, as the builder's preview draws it (same renderer, same document), for the
 * home page's showcase (the dashboard's gallery draws the same sample).
 */
export function renderShowcase(theme: ThemeId, year: number): string {
  const html = buildPreviewDocument(samplePortfolio(), { theme, year, showPoweredBy: false, poweredByUrl: "/" });
  // A sample, not content: keep it out of search results.
  return html.includes('name="robots"')
    ? html
    : html.replace("<head>", '<head>\n<meta name="robots" content="noindex">');
}

// The prerender script reads these from the bundle, so the route list and theme ids have one source.
export { marketingPageFor, marketingPaths } from "../lib/page-meta";
export { themeIds } from "@foliocraft/schemas";
