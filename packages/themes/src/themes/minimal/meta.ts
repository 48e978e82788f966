import type { Palette, ThemeMeta } from "../../theme-module";

const light: Palette = {
  bg: "#ffffff",
  surface: "#f5f5f4",
  text: "#171717",
  muted: "#57534e",
  accent: "#171717",
  accentText: "#ffffff",
  border: "#e7e5e4",
};

const dark: Palette = {
  bg: "#111111",
  surface: "#1c1c1c",
  text: "#f2f2f2",
  muted: "#b0b0b0",
  accent: "#f2f2f2",
  accentText: "#111111",
  border: "#333333",
};

/** minimal's catalogue entry (no markup, no CSS: the builder and the gallery import only this). */
export const minimalMeta: ThemeMeta = {
  id: "minimal",
  name: "Minimal",
  tier: "free",
  scheme: "light",
  colors: light,
  palettes: { light, dark },
  fontPairings: ["inter", "manrope", "space-grotesk-manrope", "source-serif"],
};
