import { classicBody } from "../../shared/classic/classic-body";
import { classicCss } from "../../shared/classic/classic-css";
import { defineTheme, type Palette } from "../../theme-module";

// Still on the original "cards" layout; a designer gives it its own composition (docs/themes.md).
const colors: Palette = {
  bg: "#fdf2f8",
  surface: "#ffffff",
  text: "#3b0a2a",
  muted: "#6b2f55",
  accent: "#9d174d",
  accentText: "#ffffff",
  border: "#fbcfe8",
};

export const gradientVibrantTheme = defineTheme({
  meta: {
    id: "gradient-vibrant",
    name: "Gradient Vibrant",
    tier: "pro",
    scheme: "light",
    colors,
    palettes: { light: colors },
  },
  renderBody: (page) => classicBody(page, "cards"),
  css: classicCss({
    layout: "cards",
    font: "rounded",
    radius: "20px",
  }),
});
