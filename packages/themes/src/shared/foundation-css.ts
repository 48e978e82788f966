import type { Palette } from "../theme-module";
import { starRowCss } from "./symbols";

/**
 * The palette as CSS variables, from the theme's catalogue entry. Every theme's CSS paints with these, so a
 * per-portfolio style (accent, scheme) can swap them without touching the theme.
 */
export function paletteCss(palette: Palette, scheme: "light" | "dark"): string {
  return `:root{--bg:${palette.bg};--surface:${palette.surface};--text:${palette.text};--muted:${palette.muted};--accent:${palette.accent};--accentText:${palette.accentText};--border:${palette.border};color-scheme:${scheme}}`;
}

// Renderer-wide rules every page gets, before the theme's own CSS (a theme may restyle any of them):
// - the skip link, screen-reader-only text, a visible focus ring;
// - the honeypot field off-screen;
// - a picture that fails to load is hidden without script (spec §2): browsers draw ::after only on an image that
//   failed, so it covers the broken-image icon and the clip-path cuts the frame's corners; the layout keeps its place;
// - `prefers-reduced-motion: reduce` stops every animation and transition, whatever a theme declares;
// - letter-spacing is undone for Arabic and Devanagari: spacing breaks the joins of a cursive script and the
//   headline bar of Devanagari (themes space their small-caps labels for Latin);
// - phone numbers and e-mail addresses keep their left-to-right order inside a right-to-left page;
// - symbols drawn as inline SVG (shared/symbols.ts) sit on the text's line, and a rating's stars keep apart;
// - the résumé parts of an entry (facts, bullet points, labels, its link: shared/html.ts entryDetails), in the
//   palette's colours so they sit in every theme; their lists sit inside each theme's own item lists, whose `li`
//   rules (grid columns, timeline nodes, drawn markers) must not reach them: `:not(#\#)` lifts these rules above
//   any class-based theme rule without naming a theme;
// - the 404 page's own small layout (it is drawn by the renderer, in every theme's colours).
export const foundationCss = `*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--text);overflow-wrap:anywhere}
img{max-inline-size:100%;block-size:auto}
.sr-only{position:absolute;inline-size:1px;block-size:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.skip{position:absolute;inset-inline-start:-999px;z-index:10}
.skip:focus{inset-inline-start:1rem;inset-block-start:1rem;background:var(--bg);color:var(--text);padding:.5rem}
:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.hp{position:absolute;inset-inline-start:-10000px;inline-size:1px;block-size:1px;overflow:hidden}
.form-status:empty{display:none}
.avatar,.project-img{position:relative}
.avatar{clip-path:circle(calc(50% - 1px))}
.project-img{clip-path:inset(1px round var(--radius,0))}
.avatar::after,.project-img::after{content:"";position:absolute;inset:0;z-index:1;background:var(--surface)}
.avatar::after{background:var(--bg)}
:lang(ar) *,:lang(hi) *{letter-spacing:normal!important}
a[href^="tel:"],a[href^="mailto:"]{direction:ltr;unicode-bidi:isolate}
.sym{display:inline-block;inline-size:1em;block-size:1em;vertical-align:-.125em;flex:none;fill:currentColor}
.sym.o{fill:none;stroke:currentColor;stroke-width:2.25;stroke-linecap:round;stroke-linejoin:round}
${starRowCss()}
.fc-404{max-inline-size:36rem;margin-inline:auto;padding:4rem 1.25rem;font-family:var(--font-body);line-height:1.6}
.fc-404 a{color:var(--accent)}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation:none!important;transition:none!important;scroll-behavior:auto!important}}
`;

/**
 * The résumé entries' facts, bullet points, labels and own link (shared/html.ts entryDetails), shielded from each
 * theme's list rules. Only a page that draws such an entry carries them: most portfolios have none, and the page
 * weight budget counts every byte.
 */
export const entryDetailsCss = `.entry-facts{color:var(--muted);font-size:.92em;margin-block:.25rem}
.entry-points:not(#\\#),.entry-tags:not(#\\#){margin:.5rem 0;border:0;background:none;box-shadow:none;grid-template-columns:none;position:static}
.entry-points:not(#\\#){display:block;list-style:disc;padding:0;padding-inline-start:1.25rem}
.entry-points:not(#\\#)>li{display:list-item;margin:.2rem 0;padding:0;border:0;background:none;box-shadow:none;position:static;inline-size:auto;font:inherit;color:inherit}
.entry-points:not(#\\#)>li::marker{color:var(--accent)}
.entry-tags:not(#\\#){display:flex;flex-wrap:wrap;gap:.375rem;list-style:none;padding:0}
.entry-tags:not(#\\#)>li{display:block;margin:0;border:1px solid var(--border);border-radius:999px;padding:.1rem .6rem;background:none;box-shadow:none;position:static;inline-size:auto;font-size:.85em;line-height:1.5;color:inherit}
.entry-points:not(#\\#)>li::before,.entry-points:not(#\\#)>li::after,.entry-tags:not(#\\#)>li::before,.entry-tags:not(#\\#)>li::after{content:none}
.entry-link{margin-block:.35rem}
.entry-link a{color:var(--accent);text-underline-offset:.2em}
`;
