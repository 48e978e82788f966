import { classicBody } from "../../shared/classic/classic-body";
import { classicCss } from "../../shared/classic/classic-css";
import { defineTheme } from "../../theme-module";
import { corporateMeta } from "./meta";

// Still on the original "sidebar" layout; a designer gives it its own composition (docs/themes.md).
export const corporateTheme = defineTheme({
  meta: corporateMeta,
  renderBody: (page) => classicBody(page, "sidebar"),
  css: classicCss({
    layout: "sidebar",
    font: "humanist",
    radius: "4px",
  }),
});
