import type { Palette, ThemeMeta } from "../../theme-module";

const colors: Palette = {
  bg: "#f8fafc",
  surface: "#ffffff",
  text: "#0f172a",
  muted: "#475569",
  accent: "#4338ca",
  accentText: "#ffffff",
  border: "#e2e8f0",
};

/** animated's catalogue entry (no markup, no CSS: the builder and the gallery import only this). */
export const animatedMeta: ThemeMeta = {
  id: "animated",
  name: "Animated",
  tier: "pro",
  scheme: "light",
  colors,
  palettes: { light: colors },
  fontPairings: ["sora-manrope", "sora", "inter", "space-grotesk-manrope"],
  animated: true,
};
