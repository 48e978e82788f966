import { classicBody } from "../../shared/classic/classic-body";
import { classicCss } from "../../shared/classic/classic-css";
import { defineTheme } from "../../theme-module";
import { warmAmberMeta } from "./meta";

// Still on the original "cards" layout; a designer gives it its own composition (docs/themes.md).
export const warmAmberTheme = defineTheme({
  meta: warmAmberMeta,
  renderBody: (page) => classicBody(page, "cards"),
  css: classicCss({
    layout: "cards",
    font: "humanist",
    radius: "12px",
  }),
});
