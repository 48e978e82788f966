import type { Palette, ThemeMeta } from "../../theme-module";

// Warm paper under a burnt-orange sun; apricot for rules and tints. The dark palette is the same page after dusk:
// a plum-brown ground and a coral accent. The cover's sky is derived from the accent (styles.ts), so both schemes
// and any chosen accent draw a sunset.
const light: Palette = {
  bg: "#fff4ec",
  surface: "#ffe9dc",
  text: "#3a160c",
  muted: "#6f3b2b",
  accent: "#b3361b",
  accentText: "#ffffff",
  border: "#f7c9a8",
};

const dark: Palette = {
  bg: "#1e0f12",
  surface: "#2a161a",
  text: "#fbe9df",
  muted: "#e3b9a7",
  accent: "#ff8f66",
  accentText: "#2a0d05",
  border: "#4d2a2a",
};

/** sunset-warm's catalogue entry (no markup, no CSS: the builder and the gallery import only this). */
export const sunsetWarmMeta: ThemeMeta = {
  id: "sunset-warm",
  name: "Sunset Warm",
  tier: "pro",
  scheme: "light",
  colors: light,
  palettes: { light, dark },
  fontPairings: ["dm-serif-manrope", "fraunces-manrope", "playfair-manrope", "sora-manrope"],
  animated: true,
};
