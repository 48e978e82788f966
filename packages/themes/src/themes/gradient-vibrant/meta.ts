import type { Palette, ThemeMeta } from "../../theme-module";

const colors: Palette = {
  bg: "#fdf2f8",
  surface: "#ffffff",
  text: "#3b0a2a",
  muted: "#6b2f55",
  accent: "#9d174d",
  accentText: "#ffffff",
  border: "#fbcfe8",
};

/** gradient-vibrant's catalogue entry (no markup, no CSS: the builder and the gallery import only this). */
export const gradientVibrantMeta: ThemeMeta = {
  id: "gradient-vibrant",
  name: "Gradient Vibrant",
  tier: "pro",
  scheme: "light",
  colors,
  palettes: { light: colors },
  fontPairings: ["sora-manrope", "space-grotesk-manrope", "sora", "fraunces-manrope"],
};
