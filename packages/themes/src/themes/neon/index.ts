import { classicBody } from "../../shared/classic/classic-body";
import { classicCss } from "../../shared/classic/classic-css";
import { defineTheme, type Palette } from "../../theme-module";

// Still on the original "centered" layout; a designer gives it its own composition (docs/themes.md).
const colors: Palette = {
  bg: "#000000",
  surface: "#0c0c0c",
  text: "#f5f5f5",
  muted: "#bdbdbd",
  accent: "#39ff14",
  accentText: "#000000",
  border: "#2a2a2a",
};

export const neonTheme = defineTheme({
  meta: {
    id: "neon",
    name: "Neon",
    tier: "pro",
    scheme: "dark",
    colors,
    palettes: { dark: colors },
    animated: true,
  },
  renderBody: (page) => classicBody(page, "centered"),
  css: classicCss({
    layout: "centered",
    font: "mono",
    radius: "6px",
    animation: "glow",
  }),
});
