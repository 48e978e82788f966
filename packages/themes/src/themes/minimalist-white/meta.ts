import type { Palette, ThemeMeta } from "../../theme-module";

const colors: Palette = {
  bg: "#ffffff",
  surface: "#f7f7f7",
  text: "#0a0a0a",
  muted: "#595959",
  // The one colour of a black-and-white page, drawn only as a hairline (a red pencil line).
  accent: "#c8341c",
  accentText: "#ffffff",
  border: "#e6e6e6",
};

/** minimalist-white's catalogue entry (no markup, no CSS: the builder and the gallery import only this). */
export const minimalistWhiteMeta: ThemeMeta = {
  id: "minimalist-white",
  name: "Minimalist White",
  tier: "pro",
  scheme: "light",
  colors,
  palettes: { light: colors },
  fontPairings: ["manrope", "inter", "source-serif", "dm-serif-manrope"],
};
