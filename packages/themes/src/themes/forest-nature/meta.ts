import type { Palette, ThemeMeta } from "../../theme-module";

// A herbarium sheet: aged cream paper, kraft for rules and tape, ink-green text and a moss accent. The dark
// palette is the notebook read by lantern in the woods: a deep pine ground and a fresh-leaf accent.
const light: Palette = {
  bg: "#f3f0e3",
  surface: "#e9e4cf",
  text: "#1d2a1a",
  muted: "#4b5a41",
  accent: "#2f6b3a",
  accentText: "#ffffff",
  border: "#cdc6a5",
};

const dark: Palette = {
  bg: "#131a12",
  surface: "#1b2419",
  text: "#e7ecdb",
  muted: "#b3c0a2",
  accent: "#9fce7f",
  accentText: "#132012",
  border: "#2e3b2a",
};

/** forest-nature's catalogue entry (no markup, no CSS: the builder and the gallery import only this). */
export const forestNatureMeta: ThemeMeta = {
  id: "forest-nature",
  name: "Forest Nature",
  tier: "pro",
  scheme: "light",
  colors: light,
  palettes: { light, dark },
  fontPairings: ["fraunces-manrope", "source-serif", "dm-serif-manrope", "playfair-manrope"],
};
