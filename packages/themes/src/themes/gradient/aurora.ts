// The aurora's colours and strengths, shared by the stylesheet and its contrast test.

/** The three lights: the accent and the accent turned in hue (OKLCH) by these angles… */
export const lightHues = [0, 110, 50] as const;
/** …their lightness the accent's, capped (a pale accent still makes a deep sky)… */
export const lightLightnessCap = 0.6;
/** …their chroma raised: colour costs no contrast, lightness does. */
export const lightChroma = { min: 0.14, scale: 1.3, max: 0.22 } as const;
/** Their opacity at the brightest point of each glow (the test stacks all three there, the worst case). */
export const lightAlpha = [0.34, 0.3, 0.24] as const;
/** Without relative colours: this share of the accent in the background. */
export const lightFallbackMix = [0.7, 0.55, 0.45] as const;

/** The name's gradient: `text`, then the first two hues at least this light, chroma capped (pale, AA on the sky). */
export const nameStop = { lightness: 0.88, chroma: 0.11 } as const;
/** Without relative colours: the accent with this share of `text`. */
export const nameFallbackText = 0.55;

const pct = (x: number) => `${Math.round(x * 100)}%`;
const turn = (h: number) => (h ? `calc(h + ${h})` : "h");

/** --l1…--l3 (the lights), --g1/--g2 (the name's stops beside `text`). */
export const auroraCss = `:root{${lightFallbackMix
  .map((m, i) => `--l${i + 1}:color-mix(in oklab,var(--accent) ${pct(m)},var(--bg))`)
  .join(";")};--g1:color-mix(in oklab,var(--accent) ${pct(1 - nameFallbackText)},var(--text));--g2:var(--g1)}
@supports (color:oklch(from red l c h)){:root{${lightHues
  .map(
    (h, i) =>
      `--l${i + 1}:oklch(from var(--accent) min(l,${lightLightnessCap}) clamp(${lightChroma.min},c * ${lightChroma.scale},${lightChroma.max}) ${turn(h)})`,
  )
  .join(";")};${[0, 1]
  .map(
    (i) =>
      `--g${i + 1}:oklch(from var(--accent) max(l,${nameStop.lightness}) min(c,${nameStop.chroma}) ${turn(lightHues[i]!)})`,
  )
  .join(";")}}}
.sky::before,.sky::after{content:"";position:absolute;inset:-20% -10%}
.sky::before{background:radial-gradient(46% 60% at 20% 36%,color-mix(in srgb,var(--l1) ${pct(lightAlpha[0])},transparent) 15%,transparent 72%),radial-gradient(44% 55% at 80% 28%,color-mix(in srgb,var(--l2) ${pct(lightAlpha[1])},transparent) 15%,transparent 72%)}
.sky::after{background:radial-gradient(60% 40% at 50% 4%,color-mix(in srgb,var(--l3) ${pct(lightAlpha[2])},transparent) 15%,transparent 72%)}
`;
