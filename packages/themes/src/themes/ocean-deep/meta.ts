import type { Palette, ThemeMeta } from "../../theme-module";

const colors: Palette = {
  bg: "#042f3e",
  surface: "#0b4054",
  text: "#e6f7fb",
  muted: "#a9d4df",
  accent: "#5eead4",
  accentText: "#042f3e",
  border: "#14596f",
};

/** ocean-deep's catalogue entry (no markup, no CSS: the builder and the gallery import only this). */
export const oceanDeepMeta: ThemeMeta = {
  id: "ocean-deep",
  name: "Ocean Deep",
  tier: "pro",
  scheme: "dark",
  colors,
  palettes: { dark: colors },
  fontPairings: ["manrope", "sora-manrope", "source-serif", "inter"],
};
