import type { Palette, ThemeMeta } from "../../theme-module";

const light: Palette = {
  bg: "#fbf8f3",
  surface: "#f3ede3",
  text: "#2b2622",
  muted: "#5e554c",
  accent: "#7a4b2a",
  accentText: "#ffffff",
  border: "#e3d8c8",
};

const dark: Palette = {
  bg: "#1d1a17",
  surface: "#27231f",
  text: "#f3ede3",
  muted: "#c9bdae",
  accent: "#e0b48a",
  accentText: "#1d1a17",
  border: "#3d362f",
};

/** simple-elegant's catalogue entry (no markup, no CSS: the builder and the gallery import only this). */
export const simpleElegantMeta: ThemeMeta = {
  id: "simple-elegant",
  name: "Simple Elegant",
  tier: "free",
  scheme: "light",
  colors: light,
  palettes: { light, dark },
  fontPairings: ["playfair-manrope", "fraunces-manrope", "dm-serif-manrope", "source-serif"],
};
