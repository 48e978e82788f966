import type { Density, PortfolioContent, ThemeId } from "@foliocraft/schemas";
import { fontNeedsOf, fontPlan } from "../fonts/font-css";
import { findFontPairing } from "../fonts/font-registry";
import { getTheme } from "../theme-catalog";
import { buttonTextFor, isDarkColor, nearestAccessibleAccent } from "./contrast";
import { resolveFontPairingId, styleOptionsOf, themePalettes, type Palette } from "./theme-styles";

/** What a portfolio's own styling adds to its theme: CSS appended to the theme's, the font files and the preload. */
export interface PortfolioLook {
  css: string;
  /** The font files the CSS references, as it links them (bundled under fonts/ in the ZIP and deploys). */
  fontFiles: string[];
  /** The font files to preload, the main script's first (references from fontFiles). */
  preloads: string[];
  /** A `data:` font to preload as well (the CJK stand-in: fonts/cjk-stand-in.ts). */
  inlinePreload?: string;
  /** The accent the page uses in its own scheme (the favicon's colour). */
  accent: string;
  accentText: string;
}

const densityScale: Record<Density, number> = { compact: 0.7, comfortable: 1, spacious: 1.45 };

/** The palette with the portfolio's accent, moved to the nearest lightness that passes AA on this palette. */
function withAccent(palette: Palette, accent: string | undefined): Palette {
  if (!accent) return palette;
  const readable = nearestAccessibleAccent(accent, palette) ?? palette.accent;
  return { ...palette, accent: readable, accentText: buttonTextFor(readable, palette.accentText) };
}

const paletteVars = (p: Palette) =>
  `--bg:${p.bg};--surface:${p.surface};--text:${p.text};--muted:${p.muted};--accent:${p.accent};--accentText:${p.accentText};--border:${p.border};color-scheme:${isDarkColor(p.bg) ? "dark" : "light"}`;

/**
 * The palette a portfolio's page opens with: its theme's own (or the scheme the owner chose), with the owner's
 * accent at a readable lightness. Share images are drawn in it, so a link preview looks like the page.
 */
export function portfolioPalette(content: PortfolioContent, themeId: ThemeId): Palette {
  return paletteCss(themeId, getTheme(themeId).colors, content).main;
}

function paletteCss(themeId: ThemeId, own: Palette, content: PortfolioContent): { css: string; main: Palette } {
  const { accent, colorScheme } = content.style;
  const { bothSchemes } = styleOptionsOf(themeId);
  if (!bothSchemes || !colorScheme) {
    const main = withAccent(own, accent);
    return { css: accent ? `:root{${paletteVars(main)}}` : "", main };
  }
  const palettes = themePalettes(getTheme(themeId));
  const light = withAccent(palettes.light, accent);
  const dark = withAccent(palettes.dark, accent);
  if (colorScheme !== "auto") {
    const main = colorScheme === "dark" ? dark : light;
    return { css: `:root{${paletteVars(main)}}`, main };
  }
  // Follow the visitor: the theme's own palette by default, the other one when their system asks for it.
  const main = palettes.ownScheme === "dark" ? dark : light;
  const other = palettes.ownScheme === "dark" ? light : dark;
  const otherScheme = palettes.ownScheme === "dark" ? "light" : "dark";
  return {
    css: `:root{${paletteVars(main)}}\n@media (prefers-color-scheme:${otherScheme}){:root{${paletteVars(other)}}}`,
    main,
  };
}

// Density is one multiplier: each theme scales its own vertical rhythm with it (calc(4rem * var(--density, 1))), so
// compact and spacious keep the theme's proportions instead of imposing one spacing on twenty designs.
function densityCss(density: Density): string {
  return `:root{--density:${densityScale[density]}}`;
}

/**
 * The look a portfolio's `style` gives its theme, the same wherever renderSite runs (preview, /p/, ZIP, deploys):
 * the font pairing's faces for the scripts the content uses, the colour scheme, the accent (never below AA) and
 * the density. `fontBase` is where the font files are served from; with `pageText` (what the page draws) the Arabic
 * and Devanagari faces are per-page subsets (fonts/font-subset-name.ts). `alsoDrawn`: text beyond the content whose
 * script needs a face (the language switcher's names).
 */
export function portfolioLook(
  content: PortfolioContent,
  themeId: ThemeId,
  own: Palette,
  fontBase: string,
  pageText?: string,
  alsoDrawn = "",
): PortfolioLook {
  const pairingId = resolveFontPairingId(themeId, content.style.fontPairing);
  const pairing = findFontPairing(pairingId);
  if (!pairing) throw new Error(`Theme ${themeId} names an unknown font pairing: ${pairingId}`);
  const needs = fontNeedsOf(content, alsoDrawn);
  const fonts = fontPlan(pairing, needs.scripts, fontBase, {
    ...needs,
    ...(pageText !== undefined ? { pageText } : {}),
  });
  const palette = paletteCss(themeId, own, content);
  return {
    css: [fonts.css, palette.css, densityCss(content.style.density)].filter(Boolean).join("\n") + "\n",
    fontFiles: fonts.files,
    preloads: fonts.preloads,
    ...(fonts.standInPreload ? { inlinePreload: fonts.standInPreload } : {}),
    accent: palette.main.accent,
    accentText: palette.main.accentText,
  };
}
