import { classicBody } from "../../shared/classic/classic-body";
import { classicCss } from "../../shared/classic/classic-css";
import { defineTheme, type Palette } from "../../theme-module";

// Still on the original "split" layout; a designer gives it its own composition (docs/themes.md).
const colors: Palette = {
  bg: "#ffffff",
  surface: "#ffffff",
  text: "#0a0a0a",
  muted: "#4d4d4d",
  accent: "#0a0a0a",
  accentText: "#ffffff",
  border: "#e5e5e5",
};

export const minimalistWhiteTheme = defineTheme({
  meta: {
    id: "minimalist-white",
    name: "Minimalist White",
    tier: "pro",
    scheme: "light",
    colors,
    palettes: { light: colors },
  },
  renderBody: (page) => classicBody(page, "split"),
  css: classicCss({
    layout: "split",
    font: "sans",
    radius: "0",
  }),
});
