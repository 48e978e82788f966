import { describe, expect, it } from "vitest";
import { themeIds } from "@foliocraft/schemas";
import { findFontPairing } from "../fonts/font-registry";
import { getTheme } from "../theme-catalog";
import { contrastRatio } from "./contrast";
import { resolveFontPairingId, styleOptionsOf, themePalettes, type Palette } from "./theme-styles";

function expectReadable(p: Palette, label: string) {
  const pairs: [string, string, string][] = [
    ["text on bg", p.text, p.bg],
    ["muted on bg", p.muted, p.bg],
    ["link on bg", p.accent, p.bg],
    ["button text", p.accentText, p.accent],
  ];
  // A translucent surface (glass) is checked where it is drawn, by the theme's own contrast test.
  if (/^#[0-9a-f]{6}$/i.test(p.surface)) {
    pairs.push(
      ["text on surface", p.text, p.surface],
      ["muted on surface", p.muted, p.surface],
      ["link on surface", p.accent, p.surface],
    );
  }
  for (const [what, fg, bg] of pairs) expect(contrastRatio(fg, bg), `${label}: ${what}`).toBeGreaterThanOrEqual(4.5);
}

describe("theme style options", () => {
  it.each(themeIds.map((id) => [id]))("%s: known pairings, default first, both palettes readable", (id) => {
    const { pairings } = styleOptionsOf(id);
    expect(pairings.length).toBeGreaterThanOrEqual(3);
    for (const p of pairings) expect(findFontPairing(p), p).toBeDefined();
    const { light, dark } = themePalettes(getTheme(id));
    expectReadable(light, `${id} light`);
    expectReadable(dark, `${id} dark`);
  });

  it("falls back to the theme's default pairing for one it does not allow", () => {
    expect(resolveFontPairingId("minimal", undefined)).toBe("inter");
    expect(resolveFontPairingId("minimal", "manrope")).toBe("manrope");
    expect(resolveFontPairingId("minimal", "jetbrains-mono")).toBe("inter");
    expect(resolveFontPairingId("minimal", "no-such-pairing")).toBe("inter");
  });
});
