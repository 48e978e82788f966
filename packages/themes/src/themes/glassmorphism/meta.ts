import type { Palette, ThemeMeta } from "../../theme-module";

// Deep indigo night behind frosted panels. The surface and border are translucent white: a panel's real colour is
// the glass over whichever orb lies behind it, which glass-contrast.test.ts checks (the palette tests skip it).
const colors: Palette = {
  bg: "#141131",
  surface: "rgba(255,255,255,0.08)",
  text: "#ffffff",
  muted: "#dcdcf5",
  accent: "#c4b5fd",
  accentText: "#141131",
  border: "rgba(255,255,255,0.22)",
};

/** glassmorphism's catalogue entry (no markup, no CSS: the builder and the gallery import only this). */
export const glassmorphismMeta: ThemeMeta = {
  id: "glassmorphism",
  name: "Glassmorphism",
  tier: "pro",
  scheme: "dark",
  colors,
  palettes: { dark: colors },
  fontPairings: ["sora-manrope", "sora", "space-grotesk-manrope", "inter"],
  fixedScheme: true,
};
