import { classicBody } from "../../shared/classic/classic-body";
import { classicCss } from "../../shared/classic/classic-css";
import { defineTheme, type Palette } from "../../theme-module";

// Still on the original "sidebar" layout; a designer gives it its own composition (docs/themes.md).
const colors: Palette = {
  bg: "#f4f6f8",
  surface: "#ffffff",
  text: "#1b2733",
  muted: "#4a5a6a",
  accent: "#0b4f8a",
  accentText: "#ffffff",
  border: "#d3dbe3",
};

export const corporateTheme = defineTheme({
  meta: {
    id: "corporate",
    name: "Corporate",
    tier: "pro",
    scheme: "light",
    colors,
    palettes: { light: colors },
  },
  renderBody: (page) => classicBody(page, "sidebar"),
  css: classicCss({
    layout: "sidebar",
    font: "humanist",
    radius: "4px",
  }),
});
