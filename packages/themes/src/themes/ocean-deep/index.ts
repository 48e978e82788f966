import { classicBody } from "../../shared/classic/classic-body";
import { classicCss } from "../../shared/classic/classic-css";
import { defineTheme } from "../../theme-module";
import { oceanDeepMeta } from "./meta";

// Still on the original "sidebar" layout; a designer gives it its own composition (docs/themes.md).
export const oceanDeepTheme = defineTheme({
  meta: oceanDeepMeta,
  renderBody: (page) => classicBody(page, "sidebar"),
  css: classicCss({
    layout: "sidebar",
    font: "sans",
    radius: "8px",
  }),
});
