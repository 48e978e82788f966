import { classicBody } from "../../shared/classic/classic-body";
import { classicCss } from "../../shared/classic/classic-css";
import { defineTheme } from "../../theme-module";
import { cosmicSpaceMeta } from "./meta";

// Still on the original "centered" layout; a designer gives it its own composition (docs/themes.md).
export const cosmicSpaceTheme = defineTheme({
  meta: cosmicSpaceMeta,
  renderBody: (page) => classicBody(page, "centered"),
  css: classicCss({
    layout: "centered",
    font: "rounded",
    radius: "14px",
  }),
});
