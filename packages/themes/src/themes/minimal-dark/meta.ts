import type { Palette, ThemeMeta } from "../../theme-module";

const colors: Palette = {
  bg: "#18181b",
  surface: "#27272a",
  text: "#fafafa",
  muted: "#b4b4bb",
  accent: "#a78bfa",
  accentText: "#18181b",
  border: "#3f3f46",
};

/** minimal-dark's catalogue entry (no markup, no CSS: the builder and the gallery import only this). */
export const minimalDarkMeta: ThemeMeta = {
  id: "minimal-dark",
  name: "Minimal Dark",
  tier: "pro",
  scheme: "dark",
  colors,
  palettes: { dark: colors },
  fontPairings: ["ibm-plex-mono-manrope", "inter", "space-grotesk-manrope", "source-serif"],
};
