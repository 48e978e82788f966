import { classicBody } from "../../shared/classic/classic-body";
import { classicCss } from "../../shared/classic/classic-css";
import { defineTheme, type Palette } from "../../theme-module";

// Still on the original "cards" layout; a designer gives it its own composition (docs/themes.md).
const colors: Palette = {
  bg: "#f8fafc",
  surface: "#ffffff",
  text: "#0f172a",
  muted: "#475569",
  accent: "#4338ca",
  accentText: "#ffffff",
  border: "#e2e8f0",
};

export const animatedTheme = defineTheme({
  meta: {
    id: "animated",
    name: "Animated",
    tier: "pro",
    scheme: "light",
    colors,
    palettes: { light: colors },
    animated: true,
  },
  renderBody: (page) => classicBody(page, "cards"),
  css: classicCss({
    layout: "cards",
    font: "sans",
    radius: "12px",
    animation: "fade",
  }),
});
