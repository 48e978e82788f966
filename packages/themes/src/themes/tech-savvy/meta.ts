import type { Palette, ThemeMeta } from "../../theme-module";

const colors: Palette = {
  bg: "#0d1117",
  surface: "#161b22",
  text: "#e6edf3",
  muted: "#9da7b3",
  accent: "#3fb950",
  accentText: "#0d1117",
  border: "#30363d",
};

/** tech-savvy's catalogue entry (no markup, no CSS: the builder and the gallery import only this). */
export const techSavvyMeta: ThemeMeta = {
  id: "tech-savvy",
  name: "Tech Savvy",
  tier: "pro",
  scheme: "dark",
  colors,
  palettes: { dark: colors },
  fontPairings: ["jetbrains-mono", "space-grotesk-jetbrains-mono", "ibm-plex-mono-inter", "inter"],
};
