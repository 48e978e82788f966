import { classicBody } from "../../shared/classic/classic-body";
import { classicCss } from "../../shared/classic/classic-css";
import { defineTheme, type Palette } from "../../theme-module";

// Still on the original "centered" layout; a designer gives it its own composition (docs/themes.md).
const colors: Palette = {
  bg: "#0b0420",
  surface: "#1a0f3a",
  text: "#f3edff",
  muted: "#c2b5e6",
  accent: "#f0abfc",
  accentText: "#0b0420",
  border: "#3a2a6a",
};

export const cosmicSpaceTheme = defineTheme({
  meta: {
    id: "cosmic-space",
    name: "Cosmic Space",
    tier: "pro",
    scheme: "dark",
    colors,
    palettes: { dark: colors },
  },
  renderBody: (page) => classicBody(page, "centered"),
  css: classicCss({
    layout: "centered",
    font: "rounded",
    radius: "14px",
  }),
});
