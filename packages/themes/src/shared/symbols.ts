// Symbols the bundled fonts cannot draw. The self-hosted files are fontsource's per-script subsets (letters, digits,
// punctuation), which hold no arrows, stars, bullets or box-drawing lines: typed as text, such a symbol is drawn by
// whatever font the visitor's system has (another design, another size) or as an empty box. So the themes draw them
// as SVG: inline in the markup, or as a mask painted with the text colour on a pseudo-element.

/** The shapes, on a 24 × 24 grid: a stroke or a fill of the current colour. */
const shapes = {
  "arrow-ne": { d: "M7 17 17 7M8 7h9v9", fill: false },
  "arrow-nw": { d: "M17 17 7 7M16 7H7v9", fill: false },
  "arrow-e": { d: "M4 12h15M13 6l6 6-6 6", fill: false },
  "arrow-w": { d: "M20 12H5M11 6l-6 6 6 6", fill: false },
  // ✦: four points.
  sparkle: { d: "M12 1.5 14.3 9.7 22.5 12 14.3 14.3 12 22.5 9.7 14.3 1.5 12 9.7 9.7z", fill: true },
  dot: { d: "M12 5a7 7 0 1 1 0 14a7 7 0 1 1 0-14z", fill: true },
} as const;

export type SymbolName = keyof typeof shapes;

/**
 * An SVG as a `url("data:…")`, escaping only what a data URL must (`<`, `>`, `#`, `%`) and turning the SVG's double
 * quotes into single ones: a page may carry several, and percent-encoding everything makes each a third longer.
 */
function svgUrl(svg: string): string {
  return `url("data:image/svg+xml,${svg.replace(/"/g, "'").replace(/[<>#%]/g, encodeURIComponent)}")`;
}

/**
 * A decorative symbol inline in the text, the size of the text, in its colour (foundation CSS `.sym`; `.o` strokes
 * the outline instead of filling). Hidden from assistive tech: it says nothing the text does not.
 */
export function symbolSvg(name: SymbolName, filled: boolean = shapes[name].fill): string {
  return `<svg class="${filled ? "sym" : "sym o"}" viewBox="0 0 24 24" aria-hidden="true"><path d="${shapes[name].d}"/></svg>`;
}

/**
 * Forced colours (Windows high contrast) replace every background colour with the system's and drop gradients, which
 * would erase the masked symbols and the stars. They opt out (`forced-color-adjust:none`) and paint in the system's
 * text colour; the stars keep their filled/faint split in CanvasText and GrayText.
 */
const forcedColorsCss =
  "@media (forced-colors:active){:root{--sym-paint:CanvasText}" +
  ".star-row{forced-color-adjust:none;background:linear-gradient(90deg,CanvasText calc(var(--st)*1.17em),GrayText 0)}}";

/**
 * Five stars, the first `filled` of them in the text colour and the others faint: an empty element the foundation
 * CSS paints (`.star-row`, `.st1`…`.st5`: a star mask repeated five times over a two-colour gradient), so a page
 * with many ratings carries the shape once.
 */
export function starRowHtml(filled: number): string {
  return `<span class="star-row st${filled}" aria-hidden="true"></span>`;
}

/** The foundation rules behind `starRowHtml`. */
export function starRowCss(): string {
  const star = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 24"><path d="M12 2l3 6.4 7 .9-5.1 4.8 1.3 6.9-6.2-3.4L5.8 21 7.1 14.1 2 9.3l7-.9z"/></svg>`;
  return `.star-row{display:inline-block;inline-size:5.68em;block-size:1em;vertical-align:-.125em;background:linear-gradient(90deg,currentColor calc(var(--st)*1.17em),color-mix(in srgb,currentColor 30%,#0000) 0);mask:${svgUrl(star)} 0 0/1.17em 1em repeat-x}
${[1, 2, 3, 4, 5].map((n) => `.st${n}{--st:${n}}`).join("")}
${forcedColorsCss}`;
}

/**
 * CSS declarations that draw a symbol on a pseudo-element (`::before`/`::after`) in the element's text colour,
 * `size` wide and high, on the text's line; `content` is empty, so nothing is read out.
 */
export function symbolMask(name: SymbolName, size = ".8em"): string {
  const paint = shapes[name].fill
    ? `fill="#000"`
    : `fill="none" stroke="#000" stroke-width="2.25" stroke-linecap="round" stroke-linejoin="round"`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" ${paint}><path d="${shapes[name].d}"/></svg>`;
  return `content:"";display:inline-block;inline-size:${size};block-size:${size};vertical-align:-.05em;background:var(--sym-paint,currentColor);forced-color-adjust:none;mask:${svgUrl(svg)} center/contain no-repeat`;
}
