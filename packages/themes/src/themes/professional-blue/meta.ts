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

// The dark scheme, drawn rather than derived: a night navy, so the page stays blue after dark.
const dark: Palette = {
  bg: "#0b1526",
  surface: "#111e33",
  text: "#e8eefb",
  muted: "#a9b8d3",
  accent: "#6f9bff",
  accentText: "#08142a",
  border: "#24365a",
};

/** professional-blue's catalogue entry (no markup, no CSS: the builder and the gallery import only this). */
export const professionalBlueMeta: ThemeMeta = {
  id: "professional-blue",
  name: "Professional Blue",
  tier: "pro",
  scheme: "light",
  colors,
  palettes: { light: colors, dark },
  fontPairings: ["sora-manrope", "inter", "manrope", "dm-serif-inter"],
};
