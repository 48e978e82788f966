import type { ThemeId } from "@foliocraft/schemas";
import { clampChroma, formatHex, modeOklch, parse, useMode } from "culori/fn";
import { getTheme } from "../theme-catalog";
import type { Palette, ThemeMeta } from "../theme-module";
import { buttonTextFor, isDarkColor, nearestAccessibleAccent } from "./contrast";

export type { Palette };

const toOklch = useMode(modeOklch);

/** What a portfolio may change of a theme's look: its font pairings (the first is the default) and colour schemes. */
export interface ThemeStyleOptions {
  /** Allowed pairing ids (fonts/font-registry.ts); the first is the theme's default. */
  pairings: readonly [string, ...string[]];
  /** False for themes whose identity is their palette (night sky, neon, glass): no light/dark choice. */
  bothSchemes: boolean;
}

/** The style options of a theme. */
export function styleOptionsOf(themeId: ThemeId): ThemeStyleOptions {
  const meta = getTheme(themeId);
  return { pairings: meta.fontPairings, bothSchemes: !meta.fixedScheme };
}

/** The pairing a portfolio uses: its choice when the theme allows it, otherwise the theme's default. */
export function resolveFontPairingId(themeId: ThemeId, chosen: string | undefined): string {
  const { pairings } = styleOptionsOf(themeId);
  return chosen && pairings.includes(chosen) ? chosen : pairings[0];
}

const oklchHex = (l: number, c: number, h: number | undefined) =>
  formatHex(clampChroma({ mode: "oklch", l, c, h: h ?? 0 }, "oklch")) ?? "#000000";

/**
 * The palette for the other colour scheme, derived from the theme's own: neutral backgrounds tinted with the
 * accent's hue, text at the far end of lightness, and the theme's accent moved to the nearest lightness that reads
 * on them (WCAG AA, checked in theme-styles.test.ts for every theme).
 */
export function counterpartPalette(own: Palette): Palette {
  const hue = toOklch(parse(own.accent))?.h ?? toOklch(parse(own.bg))?.h;
  const toDark = !isDarkColor(own.bg);
  const tone = toDark
    ? { bg: 0.18, surface: 0.23, border: 0.36, text: 0.96, muted: 0.8 }
    : { bg: 0.985, surface: 0.955, border: 0.87, text: 0.22, muted: 0.43 };
  const bg = oklchHex(tone.bg, 0.012, hue);
  const surface = oklchHex(tone.surface, 0.016, hue);
  const accent = nearestAccessibleAccent(own.accent, { bg, surface }) ?? oklchHex(tone.text, 0.02, hue);
  return {
    bg,
    surface,
    text: oklchHex(tone.text, 0.01, hue),
    muted: oklchHex(tone.muted, 0.02, hue),
    accent,
    accentText: buttonTextFor(accent, own.accentText),
    border: oklchHex(tone.border, 0.02, hue),
  };
}

/**
 * The light and the dark palette of a theme: the ones its designer drew (meta.palettes), and for a scheme without
 * one the counterpart derived from its own palette.
 */
export function themePalettes(meta: Pick<ThemeMeta, "colors" | "palettes" | "scheme">): {
  light: Palette;
  dark: Palette;
  ownScheme: "light" | "dark";
} {
  const own = meta.colors;
  const ownScheme = meta.scheme;
  const light = meta.palettes.light ?? (ownScheme === "light" ? own : counterpartPalette(own));
  const dark = meta.palettes.dark ?? (ownScheme === "dark" ? own : counterpartPalette(own));
  return { light, dark, ownScheme };
}
