import { localizeContent, rtlLanguages, truncateGraphemes, type PortfolioContent } from "@foliocraft/schemas";
import { buildPageModel } from "./build-page-model";
import { resolveThemeId } from "./catalog";
import { escapeHtml as e, safeHref } from "./escape";
import { fill, rendererDictionary, rendererStrings } from "./i18n/dictionary";
import type { PageModel } from "./page-model";
import { beaconScript, beaconScriptPath } from "./render-beacon";
import { contactScript as contactJavaScript, contactScriptPath } from "./render-contact-form";
import { renderFavicon, renderHead } from "./render-head";
import { languageSwitcher, languageSwitcherCss } from "./render-languages";
import type { RenderOptions } from "./render-options";
import { entryDetailsCss, foundationCss, paletteCss } from "./shared/foundation-css";
import { imageFocusCss } from "./shared/image-focus";
import { motionControl, motionControlCss } from "./shared/motion-control";
import { getThemeModule } from "./theme-catalog";
import type { NotFoundModel, ThemeModule } from "./theme-module";
import { fontBaseOf } from "./fonts/font-base";
import { portfolioLook } from "./styling/portfolio-look";

export type { RenderOptions } from "./render-options";

/** One file of a rendered static site. */
export interface SiteFile {
  path: string;
  contents: string | Uint8Array;
  contentType: string;
}

function documentShell(lang: string, dir: string, headHtml: string, bodyHtml: string): string {
  return `<!DOCTYPE html>\n<html lang="${e(lang)}" dir="${dir}">\n<head>\n${headHtml}\n</head>\n<body>\n${bodyHtml}\n</body>\n</html>\n`;
}

/**
 * The full stylesheet of a theme: its palette as variables, the renderer's foundation (with the résumé entries'
 * rules when `bodyHtml` draws such an entry), then the theme's own CSS.
 */
export function themeStylesheet(theme: ThemeModule, bodyHtml = ""): string {
  const motion = theme.meta.loops ? motionControlCss : "";
  const entries = bodyHtml.includes('class="entry-') ? entryDetailsCss : "";
  return `${paletteCss(theme.meta.colors, theme.meta.scheme)}\n${foundationCss}${entries}${motion}${theme.css.trim()}\n`;
}

const plainNotFound = (nf: NotFoundModel) =>
  `<main id="main" class="fc-404"><h1>${e(nf.title)}</h1><p>${e(nf.text)}</p><p><a href="${nf.back.href}">${e(nf.back.label)}</a></p></main>`;

/**
 * Where 404.html's "Back" link goes. Static hosts serve 404.html for a missing path at any depth, where a relative
 * link resolves against the missing path (two folders deep, "index.html" is two folders deep too). Only an absolute
 * address works at every depth, under any sub-path and from disk, so the link uses the site's own address when it is
 * known (`homeUrl`, else `canonicalUrl`). Without one (an unpublished export has no address anywhere) it stays
 * relative: right from disk and for a mistyped page at the site's top level, under any sub-path; a root-relative
 * "/" would instead break every site served under a sub-path (GitHub project pages) and every site opened from disk.
 */
function notFoundHref(options: RenderOptions): string {
  return safeHref(options.homeUrl) ?? safeHref(options.canonicalUrl) ?? "index.html";
}

function notFoundModel(page: PageModel, options: RenderOptions): NotFoundModel {
  const s = page.strings;
  return {
    lang: page.lang,
    dir: page.dir,
    title: s.notFound.title,
    text: s.notFound.text,
    back: { href: notFoundHref(options), label: fill(s.notFound.back, { name: page.hero.name }) },
  };
}

/** Renders a portfolio to the files of a static site; pure and deterministic (the year comes from options). */
export function renderSite(
  source: PortfolioContent,
  options: RenderOptions,
): {
  files: SiteFile[];
  /** Font files the page's styles link, as it links them (fonts/font-css.ts FontPlan): bundle them under fonts/. */ fonts: string[];
  /** The page's stylesheet, inlined into index.html's `<style>` (the public page's CSP names its hash). */
  css: string;
} {
  const theme = getThemeModule(resolveThemeId(options.theme));
  // One version of the page: its texts in that language (the primary's where a translation is missing).
  const content = localizeContent(source, options.language ?? source.language);
  const page = buildPageModel(content, options);
  const s = page.strings;
  const title = content.seo.title || [page.hero.name, content.personal.title].filter(Boolean).join(" — ");
  const description =
    content.seo.description ||
    content.personal.bio ||
    truncateGraphemes(content.personal.about, 160) ||
    fill(s.portfolioOf, { name: page.hero.name });
  const switcher = languageSwitcher(options.languageVersions, content.language, s.languageSwitcher);
  const body = theme.renderBody(page);
  const skip =
    `<a class="skip" href="#main">${e(s.skipToContent)}</a>` +
    (theme.meta.loops ? motionControl(s.pauseAnimation) : "");
  const themeCss = themeStylesheet(theme, body) + (switcher ? languageSwitcherCss : "");
  // The portfolio's own styling (fonts, colour scheme, accent, density) comes after the theme's CSS and overrides it.
  // Font subsets hold every character the page may draw: the body with the renderer's own texts and attributes
  // (labels, the contact script's messages), and the theme's generated content (minimal-dark's Arabic comma).
  const look = portfolioLook(
    content,
    theme.meta.id,
    theme.meta.colors,
    fontBaseOf(options),
    // The theme's CSS in a <style>, so what the page draws can be told from its markup and styles (font-css.ts).
    options.subsetFonts ? `${skip}${switcher}${body}<style>${themeCss}</style>` : undefined,
    switcher,
  );
  // Focal points last: they only position pictures inside the frames the theme and the look drew.
  const css = themeCss + look.css + imageFocusCss(content, options.assetBase);
  const faviconSvg = renderFavicon(content, look.accent, look.accentText);
  // Only where the form is drawn, and never on a standalone page: the public page's CSP allows no script.
  const contactScript =
    !!options.contactScript && !options.standalone && page.sections.some((x) => x.id === "contact-form");
  // Never on a standalone page (its CSP allows no script; the server counts those views itself).
  const beaconUrl = options.standalone ? undefined : safeHref(options.beaconUrl) && options.beaconUrl;
  const index = documentShell(
    page.lang,
    page.dir,
    renderHead(content, options, title, description, {
      css,
      faviconSvg,
      contactScript,
      beaconUrl,
      fontPreloads: look.preloads.map((name) => fontBaseOf(options) + name),
      ...(look.inlinePreload ? { inlineFontPreload: look.inlinePreload } : {}),
    }),
    skip + switcher + body,
  );
  // Static hosts serve 404.html at any depth, where a relative font address would not resolve one folder down: the
  // page declares no web font: a relative fonts/ address breaks one folder down, and
  // the site's own address (for an absolute one) is unknown to an export. Its few lines use the themes' fallback
  // faces, which every stack names after the bundled family.
  const nf = notFoundModel(page, options);
  const notFoundCss = css
    .split("\n")
    .filter((line) => !line.startsWith("@font-face"))
    .join("\n");
  const notFound = documentShell(
    page.lang,
    page.dir,
    `<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<meta name="robots" content="noindex">\n<title>${e(nf.title)}</title>\n<style>${notFoundCss}</style>`,
    (theme.renderNotFound ?? plainNotFound)(nf),
  );
  const robots = content.allowIndexing ? "User-agent: *\nAllow: /\n" : "User-agent: *\nDisallow: /\n";
  return {
    files: [
      { path: "index.html", contents: index, contentType: "text/html; charset=utf-8" },
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
    css,
  };
}

/**
 * The server's 404 page for an unknown username (spec §2); unstyled so it needs no asset and no inline style (CSP).
 * The username names no portfolio, so the page is in the visitor's language when the caller knows it (the server
 * negotiates Accept-Language), else English.
 */
export function renderNotFoundPage(username: string, language?: string): string {
  const lang = language && language in rendererDictionary ? language : "en";
  const s = rendererStrings(lang).portfolioNotFound;
  return documentShell(
    lang,
    (rtlLanguages as readonly string[]).includes(lang) ? "rtl" : "ltr",
    `<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<meta name="robots" content="noindex">\n<title>${e(s.title)}</title>`,
    // The template's own quotes stay as written (element text needs only &, < and > escaped); the username is escaped.
    `<main><h1>${e(s.title)}</h1><p>${s.text
      .split("{username}")
      .map((part) => part.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;"))
      .join(e(username))}</p></main>`,
  );
}
