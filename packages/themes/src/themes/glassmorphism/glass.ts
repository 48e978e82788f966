// The numbers of the glass, shared by the stylesheet and its contrast test so the two can never drift apart.

/** The orbs: the accent's hue turned by these angles (OKLCH), lightness and chroma capped, drawn at this opacity. */
export const orbHues = [0, 80, -100] as const;
/** Lightness: the accent's, a little darker, capped (a pale accent gives a saturated orb). */
export const orbLightness = { scale: 0.88, max: 0.66 } as const;
/** Chroma: the accent's, raised (a pale accent still gives colour) within these bounds. */
export const orbChroma = { min: 0.1, scale: 1.4, max: 0.18 } as const;
export const orbAlpha = 0.8;
/** Browsers without relative colours mix the accent into the background instead (this share of accent). */
export const orbFallbackMix = [0.55, 0.42, 0.3] as const;

/** A panel: the page background at this opacity over the (blurred) orbs, then a white sheen of `text` at most this. */
export const glassAlpha = 0.62;
export const sheenAlpha = 0.08;
/** The floating pill passes over the page itself (white images too), so it is nearly opaque. */
export const pillAlpha = 0.86;

/**
 * Accent-coloured text on glass: the accent raised to at least this OKLCH lightness (its hue kept, its chroma capped so it stays in gamut), or,
 * without relative colours, mixed with this share of `text` (OKLab). Either way it stays AA on any pane.
 */
export const glassLink = { lightness: 0.82, chroma: 0.14 } as const;
export const glassLinkTextShare = 0.4;

const pct = (x: number) => `${Math.round(x * 100)}%`;

/** The orb colours as CSS custom properties: a colour-mix fallback, relative colours where supported. */
export const orbCss = `:root{${orbFallbackMix
  .map((m, i) => `--o${i + 1}:color-mix(in oklab,var(--accent) ${pct(m)},var(--bg))`)
  .join(";")};--link:color-mix(in oklab,var(--accent) ${pct(1 - glassLinkTextShare)},var(--text))}
@supports (color:oklch(from red l c h)){:root{${orbHues
  .map(
    (h, i) =>
      `--o${i + 1}:oklch(from var(--accent) min(l * ${orbLightness.scale},${orbLightness.max}) clamp(${orbChroma.min},c * ${orbChroma.scale},${orbChroma.max}) ${h ? `calc(h ${h > 0 ? "+" : "-"} ${Math.abs(h)})` : "h"})`,
  )
  .join(";")};--link:oklch(from var(--accent) max(l,${glassLink.lightness}) min(c,${glassLink.chroma}) h)}}
body::before{content:"";position:fixed;inset:0;z-index:-1;pointer-events:none;background:radial-gradient(circle 42vmax at 8% 6%,color-mix(in srgb,var(--o1) ${pct(orbAlpha)},transparent) 20%,transparent 70%),radial-gradient(circle 38vmax at 96% 38%,color-mix(in srgb,var(--o2) ${pct(orbAlpha)},transparent) 18%,transparent 70%),radial-gradient(circle 46vmax at 30% 104%,color-mix(in srgb,var(--o3) ${pct(orbAlpha)},transparent) 16%,transparent 70%),var(--bg)}
.glass{background:linear-gradient(150deg,color-mix(in srgb,var(--text) ${pct(sheenAlpha)},transparent),transparent 55%),color-mix(in srgb,var(--bg) ${pct(glassAlpha)},transparent);-webkit-backdrop-filter:blur(18px);backdrop-filter:blur(18px);border:1px solid var(--border);box-shadow:inset 0 1px 0 color-mix(in srgb,var(--text) 25%,transparent),0 18px 40px -18px color-mix(in srgb,var(--bg) 80%,transparent)}
.pill{background-color:color-mix(in srgb,var(--bg) ${pct(pillAlpha)},transparent)}
`;
