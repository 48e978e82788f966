import { classicBody } from "../../shared/classic/classic-body";
import { classicCss } from "../../shared/classic/classic-css";
import { defineTheme, type Palette } from "../../theme-module";

// Still on the original "cards" layout; a designer gives it its own composition (docs/themes.md).
const colors: Palette = {
  bg: "#fff7f0",
  surface: "#ffffff",
  text: "#2a1d12",
  muted: "#5f4b3b",
  accent: "#c2410c",
  accentText: "#ffffff",
  border: "#f1d9c6",
};

export const creativeBasicTheme = defineTheme({
  meta: {
    id: "creative-basic",
    name: "Creative Basic",
    tier: "pro",
    scheme: "light",
    colors,
    palettes: { light: colors },
  },
  renderBody: (page) => classicBody(page, "cards"),
  css: classicCss({
    layout: "cards",
    font: "rounded",
    radius: "16px",
  }),
});
