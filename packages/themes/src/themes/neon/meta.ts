import type { Palette, ThemeMeta } from "../../theme-module";

// A synthwave night: deep violet-black, a hot-pink tube. The cyan and purple tubes are derived from the accent in
// the stylesheet, so the palette stays the seven colours every theme has.
const colors: Palette = {
  bg: "#0c0420",
  surface: "#1a0b3a",
  text: "#fff1fa",
  muted: "#d2b9e8",
  accent: "#ff4fb0",
  accentText: "#0c0420",
  border: "#4b2a80",
};

/** neon's catalogue entry (no markup, no CSS: the builder and the gallery import only this). */
export const neonMeta: ThemeMeta = {
  id: "neon",
  name: "Neon",
  tier: "pro",
  scheme: "dark",
  colors,
  palettes: { dark: colors },
  // Light display weights read as bent glass tubes once they glow.
  fontPairings: ["sora-manrope", "sora", "space-grotesk-manrope", "space-grotesk-jetbrains-mono"],
  fixedScheme: true,
  animated: true,
  loops: true,
};
