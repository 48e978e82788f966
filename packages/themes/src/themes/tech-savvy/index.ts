import { classicBody } from "../../shared/classic/classic-body";
import { classicCss } from "../../shared/classic/classic-css";
import { defineTheme, type Palette } from "../../theme-module";

// Still on the original "timeline" layout; a designer gives it its own composition (docs/themes.md).
const colors: Palette = {
  bg: "#0d1117",
  surface: "#161b22",
  text: "#e6edf3",
  muted: "#9da7b3",
  accent: "#3fb950",
  accentText: "#0d1117",
  border: "#30363d",
};

export const techSavvyTheme = defineTheme({
  meta: {
    id: "tech-savvy",
    name: "Tech Savvy",
    tier: "pro",
    scheme: "dark",
    colors,
    palettes: { dark: colors },
  },
  renderBody: (page) => classicBody(page, "timeline"),
  css: classicCss({
    layout: "timeline",
    font: "mono",
    radius: "6px",
  }),
});
