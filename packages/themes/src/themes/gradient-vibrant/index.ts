import { classicBody } from "../../shared/classic/classic-body";
import { classicCss } from "../../shared/classic/classic-css";
import { defineTheme } from "../../theme-module";
import { gradientVibrantMeta } from "./meta";

// Still on the original "cards" layout; a designer gives it its own composition (docs/themes.md).
export const gradientVibrantTheme = defineTheme({
  meta: gradientVibrantMeta,
  renderBody: (page) => classicBody(page, "cards"),
  css: classicCss({
    layout: "cards",
    font: "rounded",
    radius: "20px",
  }),
});
