import { classicBody } from "../../shared/classic/classic-body";
import { classicCss } from "../../shared/classic/classic-css";
import { defineTheme } from "../../theme-module";
import { sunsetWarmMeta } from "./meta";

// Still on the original "split" layout; a designer gives it its own composition (docs/themes.md).
export const sunsetWarmTheme = defineTheme({
  meta: sunsetWarmMeta,
  renderBody: (page) => classicBody(page, "split"),
  css: classicCss({
    layout: "split",
    font: "serif",
    radius: "10px",
  }),
});
