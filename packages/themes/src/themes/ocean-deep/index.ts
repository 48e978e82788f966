import { classicBody } from "../../shared/classic/classic-body";
import { classicCss } from "../../shared/classic/classic-css";
import { defineTheme, type Palette } from "../../theme-module";

// Still on the original "sidebar" layout; a designer gives it its own composition (docs/themes.md).
const colors: Palette = {
  bg: "#042f3e",
  surface: "#0b4054",
  text: "#e6f7fb",
  muted: "#a9d4df",
  accent: "#5eead4",
  accentText: "#042f3e",
  border: "#14596f",
};

export const oceanDeepTheme = defineTheme({
  meta: {
    id: "ocean-deep",
    name: "Ocean Deep",
    tier: "pro",
    scheme: "dark",
    colors,
    palettes: { dark: colors },
  },
  renderBody: (page) => classicBody(page, "sidebar"),
  css: classicCss({
    layout: "sidebar",
    font: "sans",
    radius: "8px",
  }),
});
