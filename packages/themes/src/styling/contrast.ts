import {
  clampChroma,
  formatHex,
  modeLrgb,
  modeOklab,
  modeOklch,
  modeRgb,
  parse,
  useMode,
  wcagContrast,
  type Oklch,
} from "culori/fn";

// The tree-shakable build registers only the colour spaces we use (rgb, linear rgb for luminance, OKLab/OKLCH).
useMode(modeRgb);
useMode(modeLrgb);
useMode(modeOklab);
const toOklch = useMode(modeOklch);

/** WCAG 2 AA for normal text. */
export const minimumContrast = 4.5;

/** WCAG 2 contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  return wcagContrast(a, b);
}

/** Whether `color` reads as dark: it is the background of a dark palette. */
export function isDarkColor(color: string): boolean {
  return contrastRatio(color, "#000000") < contrastRatio(color, "#ffffff");
}

/** The backgrounds an accent is drawn on as link text (the page and, where it is a colour, its cards). */
export interface AccentGrounds {
  bg: string;
  surface?: string;
}

const hex = /^#[0-9a-f]{6}$/i;

function grounds(on: AccentGrounds): string[] {
  return [on.bg, ...(on.surface && hex.test(on.surface) ? [on.surface] : [])];
}

/** The lowest contrast of an accent against the backgrounds it is drawn on. */
export function accentContrast(accent: string, on: AccentGrounds): number {
  return Math.min(...grounds(on).map((g) => contrastRatio(accent, g)));
}

/** Whether an accent passes AA as link text on every background of the palette. */
export function isAccessibleAccent(accent: string, on: AccentGrounds): boolean {
  return accentContrast(accent, on) >= minimumContrast;
}

/**
 * The passing colour nearest to `accent`: same OKLCH hue and chroma (clamped to what sRGB can show), lightness
 * moved the least in either direction until it reaches AA on every background. The accent itself when it passes;
 * undefined only when no lightness passes (cannot happen for a palette whose text passes: black or white does).
 */
export function nearestAccessibleAccent(accent: string, on: AccentGrounds): string | undefined {
  if (isAccessibleAccent(accent, on)) return formatHex(parse(accent)) ?? accent;
  const start = toOklch(parse(accent));
  if (!start) return undefined;
  const step = 0.0025;
  for (let delta = step; delta <= 1; delta += step) {
    for (const l of [start.l - delta, start.l + delta]) {
      if (l < 0 || l > 1) continue;
      const candidate = formatHex(clampChroma({ ...start, l } satisfies Oklch, "oklch"));
      if (candidate && isAccessibleAccent(candidate, on)) return candidate;
    }
  }
  return undefined;
}

/**
 * The text colour of a button filled with `accent`: the theme's own when it passes AA on the accent, otherwise
 * white or black, whichever contrasts more (one of them always reaches 4.58:1).
 */
export function buttonTextFor(accent: string, preferred: string): string {
  if (contrastRatio(preferred, accent) >= minimumContrast) return preferred;
  return contrastRatio("#ffffff", accent) >= contrastRatio("#000000", accent) ? "#ffffff" : "#000000";
}
