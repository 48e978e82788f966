import { classicBody } from "../../shared/classic/classic-body";
import { classicCss } from "../../shared/classic/classic-css";
import { defineTheme, type Palette } from "../../theme-module";

// Still on the original "cards" layout; a designer gives it its own composition (docs/themes.md).
const colors: Palette = {
  bg: "#1e1b4b",
  surface: "rgba(255,255,255,0.12)",
  text: "#ffffff",
  muted: "#dcdcf5",
  accent: "#c4b5fd",
  accentText: "#1e1b4b",
  border: "rgba(255,255,255,0.3)",
};

export const glassmorphismTheme = defineTheme({
  meta: {
    id: "glassmorphism",
    name: "Glassmorphism",
    tier: "pro",
    scheme: "dark",
    colors,
    palettes: { dark: colors },
  },
  renderBody: (page) => classicBody(page, "cards"),
  css: classicCss({
    layout: "cards",
    font: "sans",
    radius: "18px",
    extra: `body{background:linear-gradient(135deg,#1e1b4b,#4c1d95 60%,#0f172a) fixed}main section,.card{backdrop-filter:blur(10px)}`,
  }),
});
