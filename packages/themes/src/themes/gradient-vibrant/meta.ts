import type { Palette, ThemeMeta } from "../../theme-module";

// A hot magenta on a pink-white paper, deep plum ink; at night the paper turns plum and the magenta glows. The
// bands of the page are these colours and colour-mixes of the accent (bands.ts, checked by bands-contrast.test.ts).
const light: Palette = {
  bg: "#fff5f9",
  surface: "#ffffff",
  text: "#2a0a22",
  muted: "#6b2457",
  accent: "#be185d",
  accentText: "#ffffff",
  border: "#f5c2da",
};

const dark: Palette = {
  bg: "#1c0716",
  surface: "#2a0d21",
  text: "#fff0f7",
  muted: "#e8b8d2",
  accent: "#ff7ab8",
  accentText: "#1c0716",
  border: "#4a1a3b",
};

/** gradient-vibrant's catalogue entry (no markup, no CSS: the builder and the gallery import only this). */
export const gradientVibrantMeta: ThemeMeta = {
  id: "gradient-vibrant",
  name: "Gradient Vibrant",
  tier: "pro",
  scheme: "light",
  colors: light,
  palettes: { light, dark },
  fontPairings: ["sora-manrope", "space-grotesk-manrope", "fraunces-manrope", "sora"],
};
