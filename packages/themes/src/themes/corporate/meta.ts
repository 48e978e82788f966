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

// The dark scheme, drawn rather than derived: a night navy, so the page stays blue after dark.
const dark: Palette = {
  bg: "#0e151d",
  surface: "#141d28",
  text: "#e6edf4",
  muted: "#a8b5c3",
  accent: "#7cb0e6",
  accentText: "#0b1826",
  border: "#2a3747",
};

/** corporate's catalogue entry (no markup, no CSS: the builder and the gallery import only this). */
export const corporateMeta: ThemeMeta = {
  id: "corporate",
  name: "Corporate",
  tier: "pro",
  scheme: "light",
  colors,
  palettes: { light: colors, dark },
  fontPairings: ["inter", "manrope", "source-serif", "dm-serif-inter"],
};
