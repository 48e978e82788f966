import type { Palette, ThemeMeta } from "../../theme-module";

const colors: Palette = {
  bg: "#eef3fb",
  surface: "#ffffff",
  text: "#10223d",
  muted: "#3f5270",
  accent: "#1d4ed8",
  accentText: "#ffffff",
  border: "#c9d6ec",
};

/** professional-blue's catalogue entry (no markup, no CSS: the builder and the gallery import only this). */
export const professionalBlueMeta: ThemeMeta = {
  id: "professional-blue",
  name: "Professional Blue",
  tier: "pro",
  scheme: "light",
  colors,
  palettes: { light: colors },
  fontPairings: ["inter", "sora-manrope", "source-serif", "dm-serif-inter"],
};
