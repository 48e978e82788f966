import { classicBody } from "../../shared/classic/classic-body";
import { classicCss } from "../../shared/classic/classic-css";
import { defineTheme } from "../../theme-module";
import { glassmorphismMeta } from "./meta";

// Still on the original "cards" layout; a designer gives it its own composition (docs/themes.md).
export const glassmorphismTheme = defineTheme({
  meta: glassmorphismMeta,
  renderBody: (page) => classicBody(page, "cards"),
  css: classicCss({
    layout: "cards",
    font: "sans",
    radius: "18px",
    extra: `body{background:linear-gradient(135deg,#1e1b4b,#4c1d95 60%,#0f172a) fixed}main section,.card{backdrop-filter:blur(10px)}`,
  }),
});
