// The colours of the bands and the poster, shared by the stylesheet and its contrast test. Every one is the accent
// turned in hue (OKLCH, relative colours) and pushed a little towards `text`, which moves it away from `accentText`
// in both schemes (dark text on light paper, light text at night), so `accentText` stays AA on it.

/** The poster's and the bands' hues: the accent turned by these angles, with this share of `text` mixed in. */
export const tones = {
  shift: { hue: -50, text: 0.14 },
  hot: { hue: 40, text: 0.14 },
  cool: { hue: -110, text: 0.16 },
} as const;
/** Without relative colours, the accent mixed with this share of `text`. */
export const fallbackText = { shift: 0.2, hot: 0.1, cool: 0.3 } as const;
/**
 * The ink band is dark in both schemes: `text` darkened to at most this lightness (the light scheme's own text
 * already is), carrying `bg` lightened to at least `light` (already so in the light scheme). Without relative
 * colours it is `text` carrying `bg`, the page inverted.
 */
export const ink = { dark: 0.26, chroma: 0.05, light: 0.97 } as const;
/** The light band: this share of the accent in the page background; it carries `text`. */
export const tintShare = 0.14;

const pct = (x: number) => `${Math.round(x * 100)}%`;
const names = Object.keys(tones) as (keyof typeof tones)[];

export const toneCss = `:root{${names
  .map((n) => `--${n}:color-mix(in oklab,var(--accent) ${pct(1 - fallbackText[n])},var(--text))`)
  .join(";")};--ink:var(--text);--on-ink:var(--bg);--tint:color-mix(in oklab,var(--accent) ${pct(tintShare)},var(--bg))}
@supports (color:oklch(from red l c h)){:root{${names
  .map(
    (n) =>
      `--${n}:color-mix(in oklab,oklch(from var(--accent) l c calc(h ${tones[n].hue > 0 ? "+" : "-"} ${Math.abs(tones[n].hue)})) ${pct(1 - tones[n].text)},var(--text))`,
  )
  .join(
    ";",
  )};--ink:oklch(from var(--text) min(l,${ink.dark}) max(c,${ink.chroma}) h);--on-ink:oklch(from var(--bg) max(l,${ink.light}) c h)}}
`;
