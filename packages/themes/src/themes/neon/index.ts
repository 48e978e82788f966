import { classicBody } from "../../shared/classic/classic-body";
import { classicCss } from "../../shared/classic/classic-css";
import { defineTheme } from "../../theme-module";
import { neonMeta } from "./meta";

// Still on the original "centered" layout; a designer gives it its own composition (docs/themes.md).
export const neonTheme = defineTheme({
  meta: neonMeta,
  renderBody: (page) => classicBody(page, "centered"),
  css: classicCss({
    layout: "centered",
    font: "mono",
    radius: "6px",
    animation: "glow",
  }),
});
