import type { Palette, ThemeMeta } from "../../theme-module";

const colors: Palette = {
  bg: "#fff7f0",
  surface: "#ffffff",
  text: "#2a1d12",
  muted: "#5f4b3b",
  accent: "#c2410c",
  accentText: "#ffffff",
  border: "#f1d9c6",
};

/** creative-basic's catalogue entry (no markup, no CSS: the builder and the gallery import only this). */
export const creativeBasicMeta: ThemeMeta = {
  id: "creative-basic",
  name: "Creative Basic",
  tier: "pro",
  scheme: "light",
  colors,
  palettes: { light: colors },
  fontPairings: ["sora-manrope", "space-grotesk-manrope", "fraunces-manrope", "manrope"],
};
