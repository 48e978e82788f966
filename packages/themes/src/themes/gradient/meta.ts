import type { Palette, ThemeMeta } from "../../theme-module";

// A polar night under an aurora: near-black navy, a teal accent whose hue-turned siblings (violet, blue) make the
// mesh of light (aurora.ts, checked by aurora-contrast.test.ts).
const colors: Palette = {
  bg: "#070b1a",
  surface: "#0f1529",
  text: "#f1f5ff",
  muted: "#ccd3ec",
  accent: "#5eead4",
  accentText: "#04201c",
  border: "#222b47",
};

/** gradient's catalogue entry (no markup, no CSS: the builder and the gallery import only this). */
export const gradientMeta: ThemeMeta = {
  id: "gradient",
  name: "Gradient",
  tier: "pro",
  scheme: "dark",
  colors,
  palettes: { dark: colors },
  fontPairings: ["space-grotesk-manrope", "sora-manrope", "manrope", "inter"],
  fixedScheme: true,
  animated: true,
  loops: true,
};
