import type { Palette, ThemeMeta } from "../../theme-module";

// The abyss (bg) and the shallow water (surface) are the two ends of the descent: every band between them keeps
// text, muted text and links AA, because the palette is tested on both ends. The sunlit hero inverts the pair.
const colors: Palette = {
  bg: "#021722",
  surface: "#0f5a7a",
  text: "#effbfd",
  muted: "#bfe3ec",
  accent: "#7cefe0",
  accentText: "#021722",
  border: "#2b7594",
};

/** ocean-deep's catalogue entry (no markup, no CSS: the builder and the gallery import only this). */
export const oceanDeepMeta: ThemeMeta = {
  id: "ocean-deep",
  name: "Ocean Deep",
  tier: "pro",
  scheme: "dark",
  colors,
  palettes: { dark: colors },
  fontPairings: ["fraunces-manrope", "sora-manrope", "dm-serif-manrope", "manrope"],
  // The descent from the sunlit surface to the abyss is the theme: it has no light counterpart.
  fixedScheme: true,
  animated: true,
  loops: true,
};
