import { classicBody } from "../../shared/classic/classic-body";
import { classicCss } from "../../shared/classic/classic-css";
import { defineTheme } from "../../theme-module";
import { neonFuturisticMeta } from "./meta";

// Still on the original "split" layout; a designer gives it its own composition (docs/themes.md).
export const neonFuturisticTheme = defineTheme({
  meta: neonFuturisticMeta,
  renderBody: (page) => classicBody(page, "split"),
  css: classicCss({
    layout: "split",
    font: "mono",
    radius: "4px",
  }),
});
