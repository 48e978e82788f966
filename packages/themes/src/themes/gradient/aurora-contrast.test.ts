import { clampChroma, formatHex, modeLrgb, modeOklab, modeOklch, modeRgb, parse, useMode } from "culori/fn";
import { describe, expect, it } from "vitest";
import { contrastRatio, minimumContrast, nearestAccessibleAccent } from "../../styling/contrast";
import {
  lightAlpha,
  lightChroma,
  lightFallbackMix,
  lightHues,
  lightLightnessCap,
  nameFallbackText,
  nameStop,
} from "./aurora";
import { gradientMeta } from "./meta";

// The hero's text sits on the aurora, which no palette test sees: the name's gradient stops, the text and the
// muted colour are checked against the sky where all its glows overlap at full strength (the lightest it can be),
// for the theme's accent and for accents of every hue a portfolio may choose, with relative colours and without.

const rgb = useMode(modeRgb);
useMode(modeLrgb);
const oklab = useMode(modeOklab);
const oklch = useMode(modeOklch);
const hex = (c: Parameters<typeof formatHex>[0]) => formatHex(c) ?? "#000000";
type Lab = { l: number; a: number; b: number };

/** An OKLab colour (maybe outside sRGB) brought into sRGB both ways a browser may: chroma reduction, clipping. */
function shown(c: Lab): string[] {
  const color = { mode: "oklab" as const, ...c };
  const r = rgb(color)!;
  const clip = (x: number) => Math.min(1, Math.max(0, x));
  return [hex(clampChroma(color, "oklab")), hex({ mode: "rgb", r: clip(r.r), g: clip(r.g), b: clip(r.b) })];
}
const lab = (c: string): Lab => oklab(parse(c))!;
/** color-mix(in oklab, a (1 - share), b share). */
function towards(a: Lab, b: string, share: number): Lab {
  const q = lab(b);
  const k = (x: number, y: number) => x * (1 - share) + y * share;
  return { l: k(a.l, q.l), a: k(a.a, q.a), b: k(a.b, q.b) };
}
/** `top` at opacity `a` composited over `under` (sRGB). */
function over(top: string, a: number, under: string): string {
  const t = rgb(parse(top))!;
  const u = rgb(parse(under))!;
  return hex({ mode: "rgb", r: t.r * a + u.r * (1 - a), g: t.g * a + u.g * (1 - a), b: t.b * a + u.b * (1 - a) });
}

const palette = gradientMeta.colors;
const chosen = Array.from({ length: 24 }, (_, i) => i * 15).flatMap((h) =>
  [0.5, 0.75, 0.92].flatMap((l) => [0.06, 0.2].map((c) => hex(clampChroma({ mode: "oklch", l, c, h }, "oklch")))),
);
const accents = [palette.accent, ...chosen.map((a) => nearestAccessibleAccent(a, palette) ?? a)];

describe("gradient: the hero's text on the aurora (WCAG AA)", () => {
  it.each(accents.map((a) => [a]))("accent %s", (accent) => {
    const { bg, text, muted } = palette;
    const a = oklch(parse(accent))!;
    const hue = (h: number) => (a.h ?? 0) + h;
    // The lights and the name's stops in OKLab (unclipped, as color-mix sees them), with relative colours…
    const chroma = Math.min(lightChroma.max, Math.max(lightChroma.min, a.c * lightChroma.scale));
    const relative = {
      lights: lightHues.map((h) =>
        oklab({ mode: "oklch", l: Math.min(a.l, lightLightnessCap), c: chroma, h: hue(h) })!,
      ),
      stops: [0, 1].map((i) =>
        oklab({
          mode: "oklch",
          l: Math.max(a.l, nameStop.lightness),
          c: Math.min(a.c, nameStop.chroma),
          h: hue(lightHues[i]!),
        })!,
      ),
    };
    // …and without them.
    const fallback = {
      lights: lightFallbackMix.map((m) => towards(lab(accent), bg, 1 - m)),
      stops: [towards(lab(accent), text, nameFallbackText)],
    };
    for (const { lights, stops } of [relative, fallback]) {
      for (const variant of [0, 1]) {
        const pick = (c: Lab) => shown(c)[variant]!;
        // Every glow at its brightest over one point: the worst case of their drifting.
        const sky = lights.reduce((under, light, i) => over(pick(light), lightAlpha[i]!, under), bg);
        const colours: [string, string][] = [
          ["text (the name's first stop)", text],
          ...stops.map((s, i): [string, string] => [`name stop ${i + 1}`, pick(s)]),
          ["muted", muted],
        ];
        for (const [what, fg] of colours) {
          expect(contrastRatio(fg, sky), `${what} ${fg} on the sky ${sky}`).toBeGreaterThanOrEqual(minimumContrast);
        }
      }
    }
  });
});
