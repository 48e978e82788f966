import { classicBody } from "../../shared/classic/classic-body";
import { classicCss } from "../../shared/classic/classic-css";
import { defineTheme } from "../../theme-module";
import { gradientMeta } from "./meta";

// Still on the original "split" layout; a designer gives it its own composition (docs/themes.md).
export const gradientTheme = defineTheme({
  meta: gradientMeta,
  renderBody: (page) => classicBody(page, "split"),
  css: classicCss({
    layout: "split",
    font: "rounded",
    radius: "16px",
    animation: "gradient",
  }),
});
