import { classicBody } from "../../shared/classic/classic-body";
import { classicCss } from "../../shared/classic/classic-css";
import { defineTheme, type Palette } from "../../theme-module";

// Still on the original "split" layout; a designer gives it its own composition (docs/themes.md).
const colors: Palette = {
  bg: "#fff1eb",
  surface: "#ffffff",
  text: "#3d1408",
  muted: "#6e3a2a",
  accent: "#b91c1c",
  accentText: "#ffffff",
  border: "#fecaca",
};

export const sunsetWarmTheme = defineTheme({
  meta: {
    id: "sunset-warm",
    name: "Sunset Warm",
    tier: "pro",
    scheme: "light",
    colors,
    palettes: { light: colors },
  },
  renderBody: (page) => classicBody(page, "split"),
  css: classicCss({
    layout: "split",
    font: "serif",
    radius: "10px",
  }),
});
