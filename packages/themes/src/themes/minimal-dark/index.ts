import { classicBody } from "../../shared/classic/classic-body";
import { classicCss } from "../../shared/classic/classic-css";
import { defineTheme } from "../../theme-module";
import { minimalDarkMeta } from "./meta";

// Still on the original "timeline" layout; a designer gives it its own composition (docs/themes.md).
export const minimalDarkTheme = defineTheme({
  meta: minimalDarkMeta,
  renderBody: (page) => classicBody(page, "timeline"),
  css: classicCss({
    layout: "timeline",
    font: "sans",
    radius: "8px",
  }),
});
