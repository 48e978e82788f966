import type { Palette, ThemeMeta } from "../../theme-module";

// Newsprint and amber ink: a warm paper, a near-black brown for text and a burnt amber for rules, numbers and
// links. The dark palette is the same magazine read under a lamp: deep brown paper and true amber.
const light: Palette = {
  bg: "#faf4e8",
  surface: "#f2e8d5",
  text: "#2a1d0e",
  muted: "#65502f",
  accent: "#9c4a06",
  accentText: "#fffaf0",
  border: "#e0cfae",
};

const dark: Palette = {
  bg: "#1a140d",
  surface: "#241c12",
  text: "#f4e9d4",
  muted: "#cdb893",
  accent: "#f0a44a",
  accentText: "#1a140d",
  border: "#3f3220",
};

/** warm-amber's catalogue entry (no markup, no CSS: the builder and the gallery import only this). */
export const warmAmberMeta: ThemeMeta = {
  id: "warm-amber",
  name: "Warm Amber",
  tier: "pro",
  scheme: "light",
  colors: light,
  palettes: { light, dark },
  fontPairings: ["playfair-manrope", "dm-serif-manrope", "fraunces-manrope", "source-serif"],
};
