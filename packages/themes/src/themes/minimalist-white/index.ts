import { classicBody } from "../../shared/classic/classic-body";
import { classicCss } from "../../shared/classic/classic-css";
import { defineTheme } from "../../theme-module";
import { minimalistWhiteMeta } from "./meta";

// Still on the original "split" layout; a designer gives it its own composition (docs/themes.md).
export const minimalistWhiteTheme = defineTheme({
  meta: minimalistWhiteMeta,
  renderBody: (page) => classicBody(page, "split"),
  css: classicCss({
    layout: "split",
    font: "sans",
    radius: "0",
  }),
});
