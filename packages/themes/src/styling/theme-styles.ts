import type { ThemeId } from "@foliocraft/schemas";
import { clampChroma, formatHex, modeOklch, parse, useMode } from "culori/fn";
import type { Palette } from "../theme-module";
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

const options = (pairings: ThemeStyleOptions["pairings"], bothSchemes = true): ThemeStyleOptions => ({
  pairings,
  bothSchemes,
});

// Kept here until the themes move into their own folders (then each theme's folder holds its entry).
const themeStyleOptions: Record<ThemeId, ThemeStyleOptions> = {
  minimal: options(["inter", "manrope", "space-grotesk-manrope", "source-serif"]),
  "dark-minimal": options(["space-grotesk-manrope", "inter", "manrope", "jetbrains-mono"]),
  corporate: options(["inter", "manrope", "source-serif", "dm-serif-inter"]),
  "simple-elegant": options(["playfair-manrope", "fraunces-manrope", "dm-serif-manrope", "source-serif"]),
  "tech-savvy": options(["jetbrains-mono", "space-grotesk-jetbrains-mono", "ibm-plex-mono-inter", "inter"]),
  "creative-basic": options(["space-grotesk-manrope", "sora-manrope", "fraunces-manrope", "manrope"]),
  "minimalist-white": options(["manrope", "inter", "source-serif", "dm-serif-manrope"]),
  "professional-blue": options(["inter", "sora-manrope", "source-serif", "dm-serif-inter"]),
  "warm-amber": options(["fraunces-manrope", "dm-serif-manrope", "source-serif", "manrope"]),
  glassmorphism: options(["sora", "sora-manrope", "space-grotesk-manrope", "inter"], false),
  "neon-futuristic": options(
    ["space-grotesk-jetbrains-mono", "jetbrains-mono", "sora", "space-grotesk-manrope"],
    false,
  ),
  "gradient-vibrant": options(["sora-manrope", "space-grotesk-manrope", "sora", "fraunces-manrope"]),
  "minimal-dark": options(["inter", "manrope", "ibm-plex-mono-inter", "source-serif"]),
  "sunset-warm": options(["dm-serif-manrope", "fraunces-manrope", "playfair-manrope", "sora-manrope"]),
  "ocean-deep": options(["manrope", "sora-manrope", "source-serif", "inter"]),
  "forest-nature": options(["fraunces-manrope", "source-serif", "dm-serif-manrope", "manrope"]),
  "cosmic-space": options(["space-grotesk-manrope", "sora", "space-grotesk-jetbrains-mono", "playfair-manrope"], false),
  animated: options(["sora-manrope", "sora", "inter", "space-grotesk-manrope"]),
  neon: options(["space-grotesk-jetbrains-mono", "jetbrains-mono", "ibm-plex-mono-inter", "sora"], false),
  gradient: options(["sora", "sora-manrope", "playfair-manrope", "manrope"], false),
};

/** The style options of a theme. */
export function styleOptionsOf(themeId: ThemeId): ThemeStyleOptions {
  return themeStyleOptions[themeId];
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

/** The light and the dark palette of a theme: its own one and the derived counterpart. */
export function themePalettes(own: Palette): { light: Palette; dark: Palette; ownScheme: "light" | "dark" } {
  const ownScheme = isDarkColor(own.bg) ? "dark" : "light";
  const other = counterpartPalette(own);
  return ownScheme === "dark" ? { light: other, dark: own, ownScheme } : { light: own, dark: other, ownScheme };
}
