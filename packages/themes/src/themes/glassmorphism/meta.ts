import type { Palette, ThemeMeta } from "../../theme-module";

const colors: Palette = {
  bg: "#1e1b4b",
  surface: "rgba(255,255,255,0.12)",
  text: "#ffffff",
  muted: "#dcdcf5",
  accent: "#c4b5fd",
  accentText: "#1e1b4b",
  border: "rgba(255,255,255,0.3)",
};

/** glassmorphism's catalogue entry (no markup, no CSS: the builder and the gallery import only this). */
export const glassmorphismMeta: ThemeMeta = {
  id: "glassmorphism",
  name: "Glassmorphism",
  tier: "pro",
  scheme: "dark",
  colors,
  palettes: { dark: colors },
  fontPairings: ["sora", "sora-manrope", "space-grotesk-manrope", "inter"],
  fixedScheme: true,
};
