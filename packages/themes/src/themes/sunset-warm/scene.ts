// The cover's landscape as inline SVG, computed once: a sun disc cut into horizontal slices (the gaps widen toward
// the horizon), soft halo rings behind it, two ranges of hills and a front wave in the page's own paper colour so
// the cover melts into the content. No gradients, masks or ids (no url(#…) references): every shape is filled from
// the stylesheet with colours derived from the palette, so the scene follows the portfolio's accent and scheme.

const W = 1440;
const H = 460;
const cx = W / 2;
const cy = 292;
const r = 168;

const n = (v: number) => String(Math.round(v * 10) / 10);
const half = (y: number) => Math.sqrt(Math.max(0, r * r - (y - cy) * (y - cy)));

/** One horizontal slice of the disc between ya and yb: a chord, the right arc down, a chord, the left arc up. */
function slice(ya: number, yb: number): string {
  const wa = half(ya);
  const wb = half(yb);
  return `<path d="M${n(cx - wa)} ${n(ya)}H${n(cx + wa)}A${r} ${r} 0 0 1 ${n(cx + wb)} ${n(yb)}H${n(cx - wb)}A${r} ${r} 0 0 1 ${n(cx - wa)} ${n(ya)}Z"/>`;
}

// Gaps (centre as a fraction of the radius from the disc's centre, height in SVG units), thicker as they go down.
const gaps: [number, number][] = [
  [-0.6, 4],
  [-0.42, 7],
  [-0.25, 10],
  [-0.08, 13],
  [0.09, 16],
  [0.26, 19],
];

function sun(): string {
  const bounds = [cy - r, ...gaps.flatMap(([c, h]) => [cy + c * r - h / 2, cy + c * r + h / 2]), cy + r];
  const slices: string[] = [];
  for (let i = 0; i < bounds.length; i += 2) slices.push(slice(bounds[i] ?? 0, bounds[i + 1] ?? 0));
  return `<g class="sun">${slices.join("")}</g>`;
}

// Inside the drawing's box (the top ring stops short of the edge), so no ring is cut flat where the sky begins.
const halo = [1.68, 1.4, 1.17].map((k) => `<circle cx="${cx}" cy="${cy}" r="${n(r * k)}"/>`).join("");

export const sceneSvg = `<svg class="scene-art" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMax slice" aria-hidden="true" focusable="false"><g class="halo">${halo}</g>${sun()}<path class="hill far" d="M0 292C150 246 300 244 450 276S760 330 930 300S1240 238 1440 270V${H}H0Z"/><path class="hill near" d="M0 352C190 318 370 322 560 350S910 392 1090 352S1330 318 1440 332V${H}H0Z"/><path class="front" d="M0 420C260 392 520 398 760 414S1200 428 1440 404V${H}H0Z"/></svg>`;

/** A small sun going down on a horizon line: the footer's mark (and the headings' ornament, drawn in CSS). */
export const duskSvg = `<svg class="dusk-art" viewBox="0 0 120 40" aria-hidden="true" focusable="false"><path d="M28 34a32 32 0 0 1 64 0Z"/><path class="gap" d="M24 21h72v3H24zM24 28h72v4H24z"/><path class="line" d="M0 34h120v2H0z"/></svg>`;
