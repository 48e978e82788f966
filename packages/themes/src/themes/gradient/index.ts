import { classicBody } from "../../shared/classic/classic-body";
import { classicCss } from "../../shared/classic/classic-css";
import { defineTheme, type Palette } from "../../theme-module";

// Still on the original "split" layout; a designer gives it its own composition (docs/themes.md).
const colors: Palette = {
  bg: "#eef2ff",
  surface: "#ffffff",
  text: "#1e1b4b",
  muted: "#4338ca",
  accent: "#6d28d9",
  accentText: "#ffffff",
  border: "#c7d2fe",
};

export const gradientTheme = defineTheme({
  meta: {
    id: "gradient",
    name: "Gradient",
    tier: "pro",
    scheme: "light",
    colors,
    palettes: { light: colors },
    animated: true,
  },
  renderBody: (page) => classicBody(page, "split"),
  css: classicCss({
    layout: "split",
    font: "rounded",
    radius: "16px",
    animation: "gradient",
  }),
});
