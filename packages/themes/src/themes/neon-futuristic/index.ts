import { classicBody } from "../../shared/classic/classic-body";
import { classicCss } from "../../shared/classic/classic-css";
import { defineTheme, type Palette } from "../../theme-module";

// Still on the original "split" layout; a designer gives it its own composition (docs/themes.md).
const colors: Palette = {
  bg: "#05010f",
  surface: "#120a2a",
  text: "#f0eaff",
  muted: "#bcb0dd",
  accent: "#22d3ee",
  accentText: "#05010f",
  border: "#3b2a7a",
};

export const neonFuturisticTheme = defineTheme({
  meta: {
    id: "neon-futuristic",
    name: "Neon Futuristic",
    tier: "pro",
    scheme: "dark",
    colors,
    palettes: { dark: colors },
  },
  renderBody: (page) => classicBody(page, "split"),
  css: classicCss({
    layout: "split",
    font: "mono",
    radius: "4px",
  }),
});
