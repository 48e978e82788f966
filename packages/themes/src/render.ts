import { rtlLanguages, type PortfolioContent } from "@foliocraft/schemas";
import { resolveThemeId } from "./catalog";
import { escapeHtml as e, safeHref } from "./escape";
import { beaconScript, beaconScriptPath } from "./render-beacon";
import { contactScript as contactJavaScript, contactScriptPath } from "./render-contact-form";
import { renderBody } from "./render-body";
import { renderFavicon, renderHead } from "./render-head";
import type { RenderOptions } from "./render-options";
import { themeCss } from "./styles";
import { fontBaseOf } from "./fonts/font-base";
import { portfolioLook } from "./styling/portfolio-look";
import { getTheme } from "./theme-catalog";

export type { RenderOptions } from "./render-options";

/** One file of a rendered static site. */
export interface SiteFile {
  path: string;
  contents: string | Uint8Array;
  contentType: string;
}

function documentShell(lang: string, headHtml: string, bodyHtml: string): string {
  const dir = (rtlLanguages as readonly string[]).includes(lang) ? "rtl" : "ltr";
  return `<!DOCTYPE html>\n<html lang="${e(lang)}" dir="${dir}">\n<head>\n${headHtml}\n</head>\n<body>\n${bodyHtml}\n</body>\n</html>\n`;
}

/** Renders a portfolio to the files of a static site; pure and deterministic (the year comes from options). */
export function renderSite(
  content: PortfolioContent,
  options: RenderOptions,
): {
  files: SiteFile[];
  /** Font files styles.css links, by served name: bundle them under fonts/. */ fonts: string[];
} {
  const theme = getTheme(resolveThemeId(options.theme));
  const name = content.personal.fullName || "Portfolio";
  const title = content.seo.title || [name, content.personal.title].filter(Boolean).join(" — ");
  const description =
    content.seo.description || content.personal.bio || content.personal.about.slice(0, 160) || `Portfolio of ${name}`;
  // The portfolio's own styling (fonts, colour scheme, accent, density) comes after the theme's CSS and overrides it.
  const look = portfolioLook(content, theme.id, theme.colors, fontBaseOf(options));
  const css = themeCss(theme) + look.css;
  const faviconSvg = renderFavicon(content, look.accent, look.accentText);
  // Only where the form is drawn, and never on a standalone page: the public page's CSP allows no script.
  const contactScript =
    !!options.contactScript &&
    !options.standalone &&
    content.contactForm.enabled &&
    !!safeHref(options.contactEndpoint);
  // Never on a standalone page (its CSP allows no script; the server counts those views itself).
  const beaconUrl = options.standalone ? undefined : safeHref(options.beaconUrl) && options.beaconUrl;
  const index = documentShell(
    content.language,
    renderHead(content, options, title, description, {
      css,
      faviconSvg,
      contactScript,
      beaconUrl,
      ...(look.preload ? { fontPreload: fontBaseOf(options) + look.preload } : {}),
    }),
    renderBody(content, options, theme.layout),
  );
  // Static hosts serve 404.html for a missing path at any depth, where a relative styles.css would not resolve:
  // the page carries its own styles.
  const notFound = documentShell(
    content.language,
    `<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<meta name="robots" content="noindex">\n<title>Page not found</title>\n<style>${css}</style>`,
    `<main id="main" class="wrap hero"><h1>Page not found</h1><p>This page does not exist.</p><p><a class="btn" href="index.html">Back to ${e(name)}</a></p></main>`,
  );
  const robots = content.allowIndexing ? "User-agent: *\nAllow: /\n" : "User-agent: *\nDisallow: /\n";
  return {
    files: [
      { path: "index.html", contents: index, contentType: "text/html; charset=utf-8" },
      { path: "styles.css", contents: css, contentType: "text/css; charset=utf-8" },
      { path: "404.html", contents: notFound, contentType: "text/html; charset=utf-8" },
      { path: "robots.txt", contents: robots, contentType: "text/plain; charset=utf-8" },
      { path: "favicon.svg", contents: faviconSvg, contentType: "image/svg+xml" },
      ...(contactScript
        ? [{ path: contactScriptPath, contents: contactJavaScript, contentType: "text/javascript; charset=utf-8" }]
        : []),
      ...(beaconUrl
        ? [{ path: beaconScriptPath, contents: beaconScript, contentType: "text/javascript; charset=utf-8" }]
        : []),
    ],
    fonts: look.fontFiles,
  };
}

/** The server's 404 page for an unknown username (spec §2); unstyled so it needs no asset and no inline style (CSP). */
export function renderNotFoundPage(username: string): string {
  return documentShell(
    "en",
    `<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<meta name="robots" content="noindex">\n<title>Portfolio Not Found</title>`,
    `<main><h1>Portfolio Not Found</h1><p>The portfolio for "${e(username)}" could not be found.</p></main>`,
  );
}
