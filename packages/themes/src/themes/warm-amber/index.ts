import { classicBody } from "../../shared/classic/classic-body";
import { classicCss } from "../../shared/classic/classic-css";
import { defineTheme, type Palette } from "../../theme-module";

// Still on the original "cards" layout; a designer gives it its own composition (docs/themes.md).
const colors: Palette = {
  bg: "#fffbeb",
  surface: "#ffffff",
  text: "#3b2506",
  muted: "#6b4f1d",
  accent: "#92400e",
  accentText: "#ffffff",
  border: "#fde68a",
};

export const warmAmberTheme = defineTheme({
  meta: {
    id: "warm-amber",
    name: "Warm Amber",
    tier: "pro",
    scheme: "light",
    colors,
    palettes: { light: colors },
  },
  renderBody: (page) => classicBody(page, "cards"),
  css: classicCss({
    layout: "cards",
    font: "humanist",
    radius: "12px",
  }),
});
