import type { Palette, ThemeMeta } from "../../theme-module";

const colors: Palette = {
  bg: "#eef2ff",
  surface: "#ffffff",
  text: "#1e1b4b",
  muted: "#4338ca",
  accent: "#6d28d9",
  accentText: "#ffffff",
  border: "#c7d2fe",
};

/** gradient's catalogue entry (no markup, no CSS: the builder and the gallery import only this). */
export const gradientMeta: ThemeMeta = {
  id: "gradient",
  name: "Gradient",
  tier: "pro",
  scheme: "light",
  colors,
  palettes: { light: colors },
  fontPairings: ["sora", "sora-manrope", "playfair-manrope", "manrope"],
  fixedScheme: true,
  animated: true,
};
