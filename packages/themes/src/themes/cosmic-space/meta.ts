import type { Palette, ThemeMeta } from "../../theme-module";

const colors: Palette = {
  bg: "#0b0420",
  surface: "#1a0f3a",
  text: "#f3edff",
  muted: "#c2b5e6",
  accent: "#f0abfc",
  accentText: "#0b0420",
  border: "#3a2a6a",
};

/** cosmic-space's catalogue entry (no markup, no CSS: the builder and the gallery import only this). */
export const cosmicSpaceMeta: ThemeMeta = {
  id: "cosmic-space",
  name: "Cosmic Space",
  tier: "pro",
  scheme: "dark",
  colors,
  palettes: { dark: colors },
  fontPairings: ["space-grotesk-manrope", "sora-manrope", "space-grotesk-jetbrains-mono", "sora"],
  // The night sky is the theme: no light counterpart.
  fixedScheme: true,
  animated: true,
  loops: true,
};
