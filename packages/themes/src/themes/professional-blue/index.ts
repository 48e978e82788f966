import { classicBody } from "../../shared/classic/classic-body";
import { classicCss } from "../../shared/classic/classic-css";
import { defineTheme, type Palette } from "../../theme-module";

// Still on the original "sidebar" layout; a designer gives it its own composition (docs/themes.md).
const colors: Palette = {
  bg: "#eef3fb",
  surface: "#ffffff",
  text: "#10223d",
  muted: "#3f5270",
  accent: "#1d4ed8",
  accentText: "#ffffff",
  border: "#c9d6ec",
};

export const professionalBlueTheme = defineTheme({
  meta: {
    id: "professional-blue",
    name: "Professional Blue",
    tier: "pro",
    scheme: "light",
    colors,
    palettes: { light: colors },
  },
  renderBody: (page) => classicBody(page, "sidebar"),
  css: classicCss({
    layout: "sidebar",
    font: "sans",
    radius: "8px",
  }),
});
