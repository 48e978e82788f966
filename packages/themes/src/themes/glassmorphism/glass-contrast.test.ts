import { clampChroma, formatHex, modeLrgb, modeOklab, modeOklch, modeRgb, parse, useMode } from "culori/fn";
import { describe, expect, it } from "vitest";
import { contrastRatio, minimumContrast, nearestAccessibleAccent } from "../../styling/contrast";
import {
  glassAlpha,
  glassLink,
  glassLinkTextShare,
  orbAlpha,
  orbChroma,
  orbFallbackMix,
  orbHues,
  orbLightness,
  pillAlpha,
  sheenAlpha,
} from "./glass";
import { glassmorphismMeta } from "./meta";

// The palette tests skip a translucent surface: here each text colour is checked against what a glass panel really
// shows, the page background at `glassAlpha` over the darkest (no orb) and the lightest point of every orb, with
// the sheen and the lightest fill drawn inside a panel (a hovered glass button) on top. The orbs follow the accent,
// so this runs for the theme's accent and for accents of every hue a portfolio may choose, both as relative colours
// and as the colour-mix fallback of browsers without them.

const rgb = useMode(modeRgb);
useMode(modeLrgb);
const oklab = useMode(modeOklab);
const oklch = useMode(modeOklch);

const hex = (c: Parameters<typeof formatHex>[0]) => formatHex(c) ?? "#000000";
/** `top` at opacity `a` composited over `under` (sRGB, as browsers composite). */
function over(top: string, a: number, under: string): string {
  const t = rgb(parse(top))!;
  const u = rgb(parse(under))!;
  return hex({ mode: "rgb", r: t.r * a + u.r * (1 - a), g: t.g * a + u.g * (1 - a), b: t.b * a + u.b * (1 - a) });
}
/** color-mix(in oklab, a share, b). */
function mix(a: string, share: number, b: string): string {
  const p = oklab(parse(a))!;
  const q = oklab(parse(b))!;
  const k = (x: number, y: number) => x * share + y * (1 - share);
  return hex({ mode: "oklab", l: k(p.l, q.l), a: k(p.a, q.a), b: k(p.b, q.b) });
}
/** An OKLCH colour brought into sRGB both ways a browser may (chroma reduction, channel clipping). */
function inGamut(l: number, c: number, h: number): string[] {
  const color = { mode: "oklch" as const, l, c, h };
  const clipped = rgb(color)!;
  const clip = (x: number) => Math.min(1, Math.max(0, x));
  return [
    hex(clampChroma(color, "oklch")),
    hex({ mode: "rgb", r: clip(clipped.r), g: clip(clipped.g), b: clip(clipped.b) }),
  ];
}

/** What a browser with relative colours draws: the orbs' centres and the accent's text colours on glass. */
function relative(accent: string): { orbs: string[]; links: string[] } {
  const a = oklch(parse(accent))!;
  const c = Math.min(orbChroma.max, Math.max(orbChroma.min, a.c * orbChroma.scale));
  const l = Math.min(a.l * orbLightness.scale, orbLightness.max);
  return {
    orbs: orbHues.flatMap((dh) => inGamut(l, c, (a.h ?? 0) + dh)),
    links: inGamut(Math.max(a.l, glassLink.lightness), Math.min(a.c, glassLink.chroma), a.h ?? 0),
  };
}

/** What a browser without them draws: colour-mixes of the accent. */
function mixed(accent: string, bg: string, text: string): { orbs: string[]; links: string[] } {
  return { orbs: orbFallbackMix.map((m) => mix(accent, m, bg)), links: [mix(accent, 1 - glassLinkTextShare, text)] };
}

const palette = glassmorphismMeta.colors;
// Accents a portfolio may pick, moved (as the renderer does) to the nearest lightness readable on the background.
const chosen = Array.from({ length: 24 }, (_, i) => i * 15).flatMap((h) =>
  [0.45, 0.7, 0.9].flatMap((l) => [0.06, 0.2].map((c) => hex(clampChroma({ mode: "oklch", l, c, h }, "oklch")))),
);
const accents = [palette.accent, ...chosen.map((a) => nearestAccessibleAccent(a, { bg: palette.bg }) ?? a)];

describe("glassmorphism: text on glass over the orbs (WCAG AA)", () => {
  it.each(accents.map((a) => [a]))("accent %s", (accent) => {
    const { bg, text, muted } = palette;
    for (const { orbs, links } of [relative(accent), mixed(accent, bg, text)]) {
      for (const backdrop of [bg, ...orbs.map((orb) => over(orb, orbAlpha, bg))]) {
        const pane = over(text, sheenAlpha, over(bg, glassAlpha, backdrop));
        // Inside a pane, chips and glass buttons add at most 16 % of the text colour (a hovered button) under text,
        // the location and fact boxes at most 8 % under muted text; accent text sits on the pane itself.
        const checks: [string, string, string][] = [
          ["text", text, over(text, 0.16, pane)],
          ["muted", muted, over(text, 0.08, pane)],
          ...links.map((link): [string, string, string] => ["link", link, pane]),
        ];
        for (const [what, fg, ground] of checks) {
          expect(contrastRatio(fg, ground), `${what} ${fg} on glass over ${backdrop}`).toBeGreaterThanOrEqual(
            minimumContrast,
          );
        }
      }
    }
    // The pill floats over the page itself: over a white picture at worst.
    const pill = over(text, 0.16, over(text, sheenAlpha, over(bg, pillAlpha, "#ffffff")));
    expect(contrastRatio(text, pill), "pill link").toBeGreaterThanOrEqual(minimumContrast);
  });
});
