import { classicBody } from "../../shared/classic/classic-body";
import { classicCss } from "../../shared/classic/classic-css";
import { defineTheme, type Palette } from "../../theme-module";

// Still on the original "timeline" layout; a designer gives it its own composition (docs/themes.md).
const colors: Palette = {
  bg: "#f1f7ef",
  surface: "#ffffff",
  text: "#14280f",
  muted: "#3f5a36",
  accent: "#166534",
  accentText: "#ffffff",
  border: "#cfe3c8",
};

export const forestNatureTheme = defineTheme({
  meta: {
    id: "forest-nature",
    name: "Forest Nature",
    tier: "pro",
    scheme: "light",
    colors,
    palettes: { light: colors },
  },
  renderBody: (page) => classicBody(page, "timeline"),
  css: classicCss({
    layout: "timeline",
    font: "humanist",
    radius: "10px",
  }),
});
