import type { Palette, ThemeMeta } from "../../theme-module";

// A night terminal (the default) and a paper one: both keep text, muted text and the prompt green at AA on the
// window (bg) and on the title bar and inputs (surface).
const dark: Palette = {
  bg: "#0d1117",
  surface: "#161b22",
  text: "#e6edf3",
  muted: "#9da7b3",
  accent: "#3fb950",
  accentText: "#0d1117",
  border: "#30363d",
};

const light: Palette = {
  bg: "#fbfaf7",
  surface: "#f1efe9",
  text: "#1d2021",
  muted: "#585c63",
  accent: "#146c31",
  accentText: "#ffffff",
  border: "#d6d3c9",
};

/** tech-savvy's catalogue entry (no markup, no CSS: the builder and the gallery import only this). */
export const techSavvyMeta: ThemeMeta = {
  id: "tech-savvy",
  name: "Tech Savvy",
  tier: "pro",
  scheme: "dark",
  colors: dark,
  palettes: { dark, light },
  // The body is always monospace (styles.ts); a pairing changes the headings: mono, Space Grotesk or Inter.
  fontPairings: ["jetbrains-mono", "space-grotesk-jetbrains-mono", "ibm-plex-mono"],
  animated: true,
  loops: true,
};
