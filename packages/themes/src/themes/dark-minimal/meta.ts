import type { Palette, ThemeMeta } from "../../theme-module";

const dark: Palette = {
  bg: "#0b0d12",
  surface: "#151923",
  text: "#e6e8ee",
  muted: "#9aa3b5",
  accent: "#7dd3fc",
  accentText: "#0b0d12",
  border: "#252b38",
};

const light: Palette = {
  bg: "#f8fafc",
  surface: "#eef2f7",
  text: "#0f172a",
  muted: "#475569",
  accent: "#0369a1",
  accentText: "#ffffff",
  border: "#dbe2ea",
};

/** dark-minimal's catalogue entry (no markup, no CSS: the builder and the gallery import only this). */
export const darkMinimalMeta: ThemeMeta = {
  id: "dark-minimal",
  name: "Dark Minimal",
  tier: "free",
  scheme: "dark",
  colors: dark,
  palettes: { dark, light },
  fontPairings: ["space-grotesk-manrope", "inter", "manrope", "jetbrains-mono"],
};
