import type { Palette, ThemeMeta } from "../../theme-module";

const colors: Palette = {
  bg: "#ffffff",
  surface: "#ffffff",
  text: "#0a0a0a",
  muted: "#4d4d4d",
  accent: "#0a0a0a",
  accentText: "#ffffff",
  border: "#e5e5e5",
};

/** minimalist-white's catalogue entry (no markup, no CSS: the builder and the gallery import only this). */
export const minimalistWhiteMeta: ThemeMeta = {
  id: "minimalist-white",
  name: "Minimalist White",
  tier: "pro",
  scheme: "light",
  colors,
  palettes: { light: colors },
  fontPairings: ["manrope", "inter", "source-serif", "dm-serif-manrope"],
};
