import { clampChroma, formatHex, modeLrgb, modeOklab, modeOklch, modeRgb, parse, useMode } from "culori/fn";
import { describe, expect, it } from "vitest";
import { buttonTextFor, contrastRatio, minimumContrast, nearestAccessibleAccent } from "../../styling/contrast";
import { themePalettes, type Palette } from "../../styling/theme-styles";
import { fallbackText, ink, tintShare, tones } from "./bands";
import { gradientVibrantMeta } from "./meta";

// The poster and the bands are painted with colour-mixes of the accent that no palette test sees: here every one
// is checked against the text drawn on it, in both schemes, for the theme's accent and for accents of every hue a
// portfolio may choose (moved, as the renderer moves them, to the nearest lightness readable on the page).

const rgb = useMode(modeRgb);
useMode(modeLrgb);
const oklab = useMode(modeOklab);
const oklch = useMode(modeOklch);
const hex = (c: Parameters<typeof formatHex>[0]) => formatHex(c) ?? "#000000";

/** An OKLab colour (maybe outside sRGB) brought into sRGB both ways a browser may: chroma reduction, clipping. */
function shown(c: { l: number; a: number; b: number }): string[] {
  const color = { mode: "oklab" as const, ...c };
  const r = rgb(color)!;
  const clip = (x: number) => Math.min(1, Math.max(0, x));
  return [hex(clampChroma(color, "oklab")), hex({ mode: "rgb", r: clip(r.r), g: clip(r.g), b: clip(r.b) })];
}
/** color-mix(in oklab, a (1 - share), b share). */
function towards(a: { l: number; a: number; b: number }, b: string, share: number) {
  const q = oklab(parse(b))!;
  const k = (x: number, y: number) => x * (1 - share) + y * share;
  return { l: k(a.l, q.l), a: k(a.a, q.a), b: k(a.b, q.b) };
}

function toneColours(p: Palette): Record<string, string[]> {
  const a = oklch(parse(p.accent))!;
  const out: Record<string, string[]> = {};
  for (const [name, t] of Object.entries(tones)) {
    const turned = oklab({ mode: "oklch", l: a.l, c: a.c, h: (a.h ?? 0) + t.hue })!;
    out[name] = shown(towards(turned, p.text, t.text));
  }
  for (const [name, share] of Object.entries(fallbackText)) {
    out[`${name} (fallback)`] = shown(towards(oklab(parse(p.accent))!, p.text, share));
  }
  return out;
}

const { light, dark } = themePalettes(gradientVibrantMeta);
const chosen = Array.from({ length: 24 }, (_, i) => i * 15).flatMap((h) =>
  [0.5, 0.75].flatMap((l) => [0.08, 0.22].map((c) => hex(clampChroma({ mode: "oklch", l, c, h }, "oklch")))),
);
const cases = [light, dark].flatMap((p) => [
  [`${p === light ? "light" : "dark"} ${p.accent}`, p] as const,
  ...chosen.map((accent) => {
    const readable = nearestAccessibleAccent(accent, p) ?? p.accent;
    const palette = { ...p, accent: readable, accentText: buttonTextFor(readable, p.accentText) };
    return [`${p === light ? "light" : "dark"} ${accent}`, palette] as const;
  }),
]);

describe("gradient-vibrant: text on the poster and the bands (WCAG AA)", () => {
  it.each(cases)("%s", (_label, p) => {
    for (const [name, colours] of Object.entries(toneColours(p))) {
      for (const c of colours) {
        expect(contrastRatio(p.accentText, c), `accentText on ${name} ${c}`).toBeGreaterThanOrEqual(minimumContrast);
      }
    }
    const tint = shown(towards(oklab(parse(p.bg))!, p.accent, tintShare))[0]!;
    expect(contrastRatio(p.text, tint), `text on tint ${tint}`).toBeGreaterThanOrEqual(minimumContrast);
    expect(contrastRatio(p.accentText, p.accent), "accentText on accent").toBeGreaterThanOrEqual(minimumContrast);
    // The ink band: text darkened, background lightened (relative colours); the plain inverse without them.
    const t = oklch(parse(p.text))!;
    const b = oklch(parse(p.bg))!;
    for (const band of shown(
      oklab({ mode: "oklch", l: Math.min(t.l, ink.dark), c: Math.max(t.c, ink.chroma), h: t.h ?? 0 })!,
    )) {
      for (const on of shown(oklab({ mode: "oklch", l: Math.max(b.l, ink.light), c: b.c, h: b.h ?? 0 })!)) {
        expect(contrastRatio(on, band), `ink band ${band} / ${on}`).toBeGreaterThanOrEqual(minimumContrast);
      }
    }
  });
});
