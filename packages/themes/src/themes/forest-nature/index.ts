import { classicBody } from "../../shared/classic/classic-body";
import { classicCss } from "../../shared/classic/classic-css";
import { defineTheme } from "../../theme-module";
import { forestNatureMeta } from "./meta";

// Still on the original "timeline" layout; a designer gives it its own composition (docs/themes.md).
export const forestNatureTheme = defineTheme({
  meta: forestNatureMeta,
  renderBody: (page) => classicBody(page, "timeline"),
  css: classicCss({
    layout: "timeline",
    font: "humanist",
    radius: "10px",
  }),
});
