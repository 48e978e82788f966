import type { Palette, ThemeMeta } from "../../theme-module";

// Ink on warm paper with one electric violet; the dark palette turns it into paper-white on ink.
const light: Palette = {
  bg: "#f4f2ec",
  surface: "#ffffff",
  text: "#121212",
  muted: "#55524b",
  accent: "#4c2bd4",
  accentText: "#ffffff",
  border: "#d9d5cb",
};

const dark: Palette = {
  bg: "#0f0f11",
  surface: "#1a1a1e",
  text: "#f3f2ee",
  muted: "#a9a7a1",
  accent: "#c6f24e",
  accentText: "#0f0f11",
  border: "#2f2f35",
};

/** animated's catalogue entry (no markup, no CSS: the builder and the gallery import only this). */
export const animatedMeta: ThemeMeta = {
  id: "animated",
  name: "Animated",
  tier: "pro",
  scheme: "light",
  colors: light,
  palettes: { light, dark },
  fontPairings: ["space-grotesk-manrope", "sora-manrope", "fraunces-manrope", "inter"],
  animated: true,
  loops: true,
};
