import { classicBody } from "../../shared/classic/classic-body";
import { classicCss } from "../../shared/classic/classic-css";
import { defineTheme } from "../../theme-module";
import { techSavvyMeta } from "./meta";

// Still on the original "timeline" layout; a designer gives it its own composition (docs/themes.md).
export const techSavvyTheme = defineTheme({
  meta: techSavvyMeta,
  renderBody: (page) => classicBody(page, "timeline"),
  css: classicCss({
    layout: "timeline",
    font: "mono",
    radius: "6px",
  }),
});
