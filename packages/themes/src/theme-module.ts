import type { ThemeId } from "@foliocraft/schemas";
import type { PageModel } from "./page-model";

/** A theme's colours; the renderer writes them as CSS variables (--bg, --surface, --text, --muted, --accent, --accentText, --border). */
export interface Palette {
  bg: string;
  surface: string;
  text: string;
  muted: string;
  accent: string;
  /** Text on an accent-coloured button. */
  accentText: string;
  border: string;
}

/** A colour scheme. */
export type ColorScheme = "light" | "dark";

/** A theme's catalogue entry: what the builder, the gallery and the plan checks know of it (no CSS, no markup). */
export interface ThemeMeta {
  id: ThemeId;
  name: string;
  tier: "free" | "pro";
  /** The scheme drawn by default; `colors` is `palettes[scheme]`. */
  scheme: ColorScheme;
  /** The default palette (the one of `scheme`). */
  colors: Palette;
  /** The palettes the theme's designer drew (AA contrast is tested on each); a missing one is derived. */
  palettes: Partial<Record<ColorScheme, Palette>>;
  /** Font pairings a portfolio may choose (fonts/font-registry.ts); the first is the theme's default. */
  fontPairings: readonly [string, ...string[]];
  /**
   * The theme's identity is its palette (night sky, neon, glass): the page always draws `colors`, and the builder
   * offers no light/dark choice. Otherwise a scheme without a designed palette is derived (styling/theme-styles.ts).
   */
  fixedScheme?: boolean;
  /** The theme moves (entrance, hover, ambient loop); always stopped by prefers-reduced-motion. */
  animated?: boolean;
  /**
   * Something moves on its own for longer than five seconds (an ambient loop, a marquee, a blinking cursor): the
   * page carries a pause control (shared/motion-control.ts, WCAG 2.2.2). The registry test holds it to the CSS.
   */
  loops?: boolean;
}

/** The 404 page's texts, localised. */
export interface NotFoundModel {
  lang: PageModel["lang"];
  dir: PageModel["dir"];
  title: string;
  text: string;
  /** "Back to Ama Mensah" and where it goes (safe, attribute-escaped). */
  back: { href: string; label: string };
}

/**
 * One theme: its catalogue entry, its layout composition and its stylesheet. The renderer builds the page model,
 * writes the document (head, palette variables, foundation CSS, skip link) and asks the theme for the rest.
 */
export interface ThemeModule {
  meta: ThemeMeta;
  /**
   * The content of `<body>` after the skip link: must contain exactly one `<main id="main">`, draw every section of
   * `page.sections` (with its `id`) and `page.contact`, and `page.footer`. Text is escaped; hrefs are ready to use.
   */
  renderBody(page: PageModel): string;
  /** The theme's stylesheet; it comes after the palette variables and the foundation CSS. No url(), no @import. */
  css: string;
  /** The 404 page's `<body>`; optional (the renderer draws a plain one in the theme's colours). */
  renderNotFound?(page: NotFoundModel): string;
}

/** Declares a theme module (a typed identity, so a theme folder reads as one object). */
export function defineTheme(theme: ThemeModule): ThemeModule {
  return theme;
}
