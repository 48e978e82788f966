// Forest Nature's drawings, as inline SVG computed once: a fern frond (beside each heading, and larger over the
// portrait) and the treeline that divides the field page from the notes. Shapes only, coloured by the stylesheet
// (currentColor and classes), so they follow the palette, the accent and the scheme. Decorative: hidden from
// assistive technology.

const r1 = (v: number) => String(Math.round(v * 10) / 10);

/** An almond leaflet from (x, y), `len` long, turned `deg` degrees. */
const leaflet = (x: number, y: number, len: number, deg: number) => {
  const w = len * 0.34;
  return `<path transform="translate(${r1(x)} ${r1(y)}) rotate(${deg})" d="M0 0Q${r1(len / 2)} ${r1(-w)} ${r1(len)} 0Q${r1(len / 2)} ${r1(w)} 0 0Z"/>`;
};

// Points along the frond's stem (a gentle curve from bottom-left to top-right) with the leaflets' lengths.
const frondPoints: [number, number, number][] = [
  [8.6, 25.2, 9.5],
  [11.8, 21.6, 8.6],
  [15, 17.7, 7.4],
  [18.2, 13.6, 6],
  [21.2, 9.6, 4.6],
  [23.8, 6.2, 3.2],
];

const frondShapes = `<path class="stem" d="M5 29C11 23 18 15 27 3" fill="none" stroke="currentColor" stroke-width="1.1" stroke-linecap="round"/>${frondPoints
  .map(([x, y, len]) => leaflet(x, y, len, -112) + leaflet(x, y, len, 8))
  .join("")}${leaflet(25.6, 4.6, 3.4, -52)}`;

/** The frond drawn once per page as a symbol; every fern on the page is a reference to it (a light page). */
export const frondDefs = `<svg class="defs" width="0" height="0" aria-hidden="true" focusable="false"><symbol id="fn-frond" viewBox="0 0 32 32">${frondShapes}</symbol></svg>`;

/** A fern frond (a use of the symbol above); `cls` sizes and places it. */
export const frond = (cls: string) =>
  `<svg class="${cls}" viewBox="0 0 32 32" fill="currentColor" aria-hidden="true" focusable="false"><use href="#fn-frond"/></svg>`;

// A deterministic sequence (a small linear congruential generator) gives the treeline its irregular rhythm
// without randomness: every render is identical.
function sequence(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

const W = 1440;
const BASE = 136;

/** A row of two-tier firs standing on the base line, as one path. */
function firs(step: number, minH: number, maxH: number, seed: number): string {
  const rnd = sequence(seed);
  const parts: string[] = [];
  for (let x = -step / 2; x < W + step; x += step * (0.75 + rnd() * 0.5)) {
    const h = minH + rnd() * (maxH - minH);
    const w = h * (0.26 + rnd() * 0.08);
    const y0 = BASE - h;
    const n = (v: number) => String(Math.round(v));
    parts.push(
      `M${n(x)} ${n(y0)}L${n(x + w * 0.62)} ${n(y0 + h * 0.48)}H${n(x + w * 0.36)}L${n(x + w)} ${BASE}H${n(x - w)}L${n(x - w * 0.36)} ${n(y0 + h * 0.48)}H${n(x - w * 0.62)}Z`,
    );
  }
  return parts.join("");
}

export const treelineSvg = `<svg class="treeline" viewBox="0 0 ${W} 150" preserveAspectRatio="xMidYMax slice" aria-hidden="true" focusable="false"><path class="trees-back" d="${firs(
  34,
  58,
  118,
  7,
)}"/><path class="trees-front" d="${firs(46, 30, 84, 19)}"/><path class="ground" d="M0 ${BASE - 4}C240 ${BASE - 10} 480 ${BASE + 2} 720 ${BASE - 4}S1200 ${BASE - 10} 1440 ${BASE - 5}V150H0Z"/></svg>`;
