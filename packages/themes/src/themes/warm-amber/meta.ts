import type { Palette, ThemeMeta } from "../../theme-module";

const colors: Palette = {
  bg: "#fffbeb",
  surface: "#ffffff",
  text: "#3b2506",
  muted: "#6b4f1d",
  accent: "#92400e",
  accentText: "#ffffff",
  border: "#fde68a",
};

/** warm-amber's catalogue entry (no markup, no CSS: the builder and the gallery import only this). */
export const warmAmberMeta: ThemeMeta = {
  id: "warm-amber",
  name: "Warm Amber",
  tier: "pro",
  scheme: "light",
  colors,
  palettes: { light: colors },
  fontPairings: ["fraunces-manrope", "dm-serif-manrope", "source-serif", "manrope"],
};
