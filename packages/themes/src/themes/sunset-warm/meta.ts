import type { Palette, ThemeMeta } from "../../theme-module";

const colors: Palette = {
  bg: "#fff1eb",
  surface: "#ffffff",
  text: "#3d1408",
  muted: "#6e3a2a",
  accent: "#b91c1c",
  accentText: "#ffffff",
  border: "#fecaca",
};

/** sunset-warm's catalogue entry (no markup, no CSS: the builder and the gallery import only this). */
export const sunsetWarmMeta: ThemeMeta = {
  id: "sunset-warm",
  name: "Sunset Warm",
  tier: "pro",
  scheme: "light",
  colors,
  palettes: { light: colors },
  fontPairings: ["dm-serif-manrope", "fraunces-manrope", "playfair-manrope", "sora-manrope"],
};
