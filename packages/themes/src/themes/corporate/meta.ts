import type { Palette, ThemeMeta } from "../../theme-module";

const colors: Palette = {
  bg: "#f4f6f8",
  surface: "#ffffff",
  text: "#1b2733",
  muted: "#4a5a6a",
  accent: "#0b4f8a",
  accentText: "#ffffff",
  border: "#d3dbe3",
};

/** corporate's catalogue entry (no markup, no CSS: the builder and the gallery import only this). */
export const corporateMeta: ThemeMeta = {
  id: "corporate",
  name: "Corporate",
  tier: "pro",
  scheme: "light",
  colors,
  palettes: { light: colors },
  fontPairings: ["inter", "manrope", "source-serif", "dm-serif-inter"],
};
