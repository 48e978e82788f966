import type { Palette, ThemeMeta } from "../../theme-module";

const colors: Palette = {
  bg: "#000000",
  surface: "#0c0c0c",
  text: "#f5f5f5",
  muted: "#bdbdbd",
  accent: "#39ff14",
  accentText: "#000000",
  border: "#2a2a2a",
};

/** neon's catalogue entry (no markup, no CSS: the builder and the gallery import only this). */
export const neonMeta: ThemeMeta = {
  id: "neon",
  name: "Neon",
  tier: "pro",
  scheme: "dark",
  colors,
  palettes: { dark: colors },
  fontPairings: ["space-grotesk-jetbrains-mono", "jetbrains-mono", "ibm-plex-mono-inter", "sora"],
  fixedScheme: true,
  animated: true,
};
