import { classicBody } from "../../shared/classic/classic-body";
import { classicCss } from "../../shared/classic/classic-css";
import { defineTheme } from "../../theme-module";
import { animatedMeta } from "./meta";

// Still on the original "cards" layout; a designer gives it its own composition (docs/themes.md).
export const animatedTheme = defineTheme({
  meta: animatedMeta,
  renderBody: (page) => classicBody(page, "cards"),
  css: classicCss({
    layout: "cards",
    font: "sans",
    radius: "12px",
    animation: "fade",
  }),
});
