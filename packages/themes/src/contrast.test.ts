import { describe, expect, it } from "vitest";
import { themeCatalog } from "./theme-catalog";

function luminance(hex: string): number {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`not a hex colour: ${hex}`);
  const [r, g, b] = [m[1], m[2], m[3]].map((x) => {
    const c = parseInt(x ?? "0", 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** WCAG 2 contrast ratio of two hex colours. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const isHex = (c: string) => /^#[0-9a-f]{6}$/i.test(c);

describe("theme contrast (WCAG AA, 4.5:1 for body text)", () => {
  const palettes = themeCatalog.flatMap((t) =>
    Object.entries(t.palettes).map(
      ([scheme, colors]) => [`${t.id} (${scheme})`, { id: `${t.id} ${scheme}`, colors }] as const,
    ),
  );
  it.each(palettes)("%s", (_id, theme) => {
    const c = theme.colors!;
    const pairs: [string, string, string][] = [
      ["text on bg", c.text, c.bg],
      ["muted on bg", c.muted, c.bg],
      ["link on bg", c.accent, c.bg],
      ["button text", c.accentText, c.accent],
    ];
    if (isHex(c.surface)) {
      pairs.push(
        ["text on surface", c.text, c.surface],
        ["muted on surface", c.muted, c.surface],
        ["link on surface", c.accent, c.surface],
      );
    }
    for (const [label, fg, bg] of pairs) {
      expect(contrast(fg, bg), `${theme.id}: ${label}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
