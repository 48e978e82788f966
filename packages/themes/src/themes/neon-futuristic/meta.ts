import type { Palette, ThemeMeta } from "../../theme-module";

const colors: Palette = {
  bg: "#05010f",
  surface: "#120a2a",
  text: "#f0eaff",
  muted: "#bcb0dd",
  accent: "#22d3ee",
  accentText: "#05010f",
  border: "#3b2a7a",
};

/** neon-futuristic's catalogue entry (no markup, no CSS: the builder and the gallery import only this). */
export const neonFuturisticMeta: ThemeMeta = {
  id: "neon-futuristic",
  name: "Neon Futuristic",
  tier: "pro",
  scheme: "dark",
  colors,
  palettes: { dark: colors },
  fontPairings: ["space-grotesk-jetbrains-mono", "jetbrains-mono", "sora", "space-grotesk-manrope"],
  fixedScheme: true,
  animated: true,
  loops: true,
};
