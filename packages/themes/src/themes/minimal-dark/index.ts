import { classicBody } from "../../shared/classic/classic-body";
import { classicCss } from "../../shared/classic/classic-css";
import { defineTheme, type Palette } from "../../theme-module";

// Still on the original "timeline" layout; a designer gives it its own composition (docs/themes.md).
const colors: Palette = {
  bg: "#18181b",
  surface: "#27272a",
  text: "#fafafa",
  muted: "#b4b4bb",
  accent: "#a78bfa",
  accentText: "#18181b",
  border: "#3f3f46",
};

export const minimalDarkTheme = defineTheme({
  meta: {
    id: "minimal-dark",
    name: "Minimal Dark",
    tier: "pro",
    scheme: "dark",
    colors,
    palettes: { dark: colors },
  },
  renderBody: (page) => classicBody(page, "timeline"),
  css: classicCss({
    layout: "timeline",
    font: "sans",
    radius: "8px",
  }),
});
