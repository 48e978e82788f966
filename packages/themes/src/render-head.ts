import { initialOf, socialNetworks, type PortfolioContent } from "@foliocraft/schemas";
import { absoluteUrl } from "./asset-links";
import { escapeHtml as e, jsonForScript, safeHref } from "./escape";
import { beaconScriptTag } from "./render-beacon";
import { alternateLinks } from "./render-languages";
import { contactScriptPath } from "./render-contact-form";
import type { RenderOptions } from "./render-options";

/** The site's own files as the head links or inlines them. */
export interface HeadFiles {
  css: string;
  faviconSvg: string;
  /** Links contact-form.js (exported sites with a contact form). */
  contactScript?: boolean;
  /** Links analytics-beacon.js posting to this endpoint (exported sites of owners who opted in). */
  beaconUrl?: string;
  /** The main font files, preloaded so the first paint can use them. */
  fontPreloads?: string[];
  /** A TrueType font as a `data:` URL (the CJK stand-in), preloaded so the first layout has it. */
  inlineFontPreload?: string;
}

/** The `<head>` of index.html: title, description, robots, canonical, Open Graph, Twitter, JSON-LD Person. */
export function renderHead(
  c: PortfolioContent,
  options: RenderOptions,
  title: string,
  description: string,
  files: HeadFiles,
): string {
  const canonical = safeHref(options.canonicalUrl);
  // Open Graph and JSON-LD need absolute URLs: an upload is resolved against the canonical URL, or left out.
  const picture = absoluteUrl(c.personal.profilePicture, options.canonicalUrl);
  const sameAs = socialNetworks
    .map((n) => absoluteUrl(c.social[n], options.canonicalUrl))
    .filter((u): u is string => !!u);
  const person: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Person",
    name: c.personal.fullName,
  };
  if (c.personal.title) person.jobTitle = c.personal.title;
  if (c.personal.email) person.email = c.personal.email;
  if (picture) person.image = picture;
  if (options.canonicalUrl && canonical) person.url = options.canonicalUrl;
  if (sameAs.length) person.sameAs = sameAs;
  return [
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${e(title)}</title>`,
    `<meta name="description" content="${e(description)}">`,
    c.allowIndexing ? "" : `<meta name="robots" content="noindex, nofollow">`,
    canonical ? `<link rel="canonical" href="${canonical}">` : "",
    ...alternateLinks(options.languageVersions),
    `<meta property="og:type" content="profile">`,
    `<meta property="og:title" content="${e(title)}">`,
    `<meta property="og:description" content="${e(description)}">`,
    canonical ? `<meta property="og:url" content="${canonical}">` : "",
    ...previewImageTags(options, picture),
    `<meta name="twitter:title" content="${e(title)}">`,
    `<meta name="twitter:description" content="${e(description)}">`,
    options.standalone
      ? `<link rel="icon" href="${e(`data:image/svg+xml,${encodeURIComponent(files.faviconSvg)}`)}" type="image/svg+xml">`
      : `<link rel="icon" href="favicon.svg" type="image/svg+xml">`,
    ...(files.fontPreloads ?? []).map(
      (href) => `<link rel="preload" href="${e(href)}" as="font" type="font/woff2" crossorigin>`,
    ),
    files.inlineFontPreload
      ? `<link rel="preload" href="${e(files.inlineFontPreload)}" as="font" type="font/ttf" crossorigin>`
      : "",
    // Inlined on every page, hosted or exported: a linked stylesheet blocks the first paint for one more round trip,
    // and the fonts it names are found only after it (Lighthouse measured FCP 1.5 s on the ZIP against 1.2 s on /p/,
    // a 99 for Arabic and Hindi pages). The theme's CSS is ours, never user text, so it cannot smuggle markup in.
    `<style>${files.css}</style>`,
    `<script type="application/ld+json">${jsonForScript(person)}</script>`,
    files.contactScript ? `<script src="${contactScriptPath}" defer></script>` : "",
    files.beaconUrl ? beaconScriptTag(files.beaconUrl, e) : "",
  ]
    .filter(Boolean)
    .join("\n");
}

/**
 * The link-preview picture: the share image with its size and description, or else the profile photo (large
 * card only when there is a picture at all).
 */
function previewImageTags(options: RenderOptions, picture: string | undefined): string[] {
  const share = options.shareImage;
  // A file beside index.html (the ZIP's share.png), one folder up (a translation's page), or an absolute address.
  const href = share && (/^(?:\.\.\/)?[a-z0-9._-]+\.png$/.test(share.href) ? share.href : safeHref(share.href));
  if (share && href) {
    return [
      `<meta property="og:image" content="${href}">`,
      `<meta property="og:image:type" content="image/png">`,
      `<meta property="og:image:width" content="${share.width}">`,
      `<meta property="og:image:height" content="${share.height}">`,
      share.alt ? `<meta property="og:image:alt" content="${e(share.alt)}">` : "",
      `<meta name="twitter:card" content="summary_large_image">`,
      `<meta name="twitter:image" content="${href}">`,
      share.alt ? `<meta name="twitter:image:alt" content="${e(share.alt)}">` : "",
    ];
  }
  return [
    picture ? `<meta property="og:image" content="${e(picture)}">` : "",
    `<meta name="twitter:card" content="${picture ? "summary_large_image" : "summary"}">`,
  ];
}

/** The favicon: the name's initial on the theme's accent colour. */
export function renderFavicon(c: PortfolioContent, accent: string, accentText: string): string {
  const initial = (initialOf(c.personal.fullName) || "F").toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${e(accent)}"/><text x="32" y="44" font-size="36" text-anchor="middle" font-family="system-ui,sans-serif" fill="${e(accentText)}">${e(initial)}</text></svg>\n`;
}
