import type { Palette, ThemeMeta } from "../../theme-module";

const colors: Palette = {
  bg: "#f1f7ef",
  surface: "#ffffff",
  text: "#14280f",
  muted: "#3f5a36",
  accent: "#166534",
  accentText: "#ffffff",
  border: "#cfe3c8",
};

/** forest-nature's catalogue entry (no markup, no CSS: the builder and the gallery import only this). */
export const forestNatureMeta: ThemeMeta = {
  id: "forest-nature",
  name: "Forest Nature",
  tier: "pro",
  scheme: "light",
  colors,
  palettes: { light: colors },
  fontPairings: ["fraunces-manrope", "source-serif", "dm-serif-manrope", "manrope"],
};
