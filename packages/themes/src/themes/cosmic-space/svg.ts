// Cosmic Space's inline drawings: small constellations beside the headings and the ring of a planet card. All
// decorative (aria-hidden), painted by CSS with the palette variables. Each shape is written once in a hidden
// sprite and drawn with <use> (a reference inside the page, no request), so twelve headings and six planets keep
// the page light.

const svg = (cls: string, viewBox: string, body: string) =>
  `<svg class="${cls}" viewBox="${viewBox}" aria-hidden="true">${body}</svg>`;

// Star positions of a few small constellations (x, y in a 96 × 32 box), joined in order.
const figures: [number, number][][] = [
  [
    [4, 24],
    [22, 14],
    [40, 18],
    [58, 6],
    [78, 12],
    [92, 26],
  ],
  [
    [6, 8],
    [24, 20],
    [46, 16],
    [62, 26],
    [86, 10],
  ],
  [
    [4, 16],
    [20, 6],
    [38, 22],
    [56, 12],
    [72, 20],
    [90, 4],
  ],
];

const figureShape = (pts: [number, number][]) =>
  `<polyline fill="none" points="${pts.map(([x, y]) => `${x},${y}`).join(" ")}"/>${pts
    .map(([x, y], k) => `<circle cx="${x}" cy="${y}" r="${k % 2 ? 1.4 : 2}"/>`)
    .join("")}`;

// The ring of a planet: an ellipse tilted over the globe, in two halves so the globe sits between them.
const arc = (d: string) => `<path fill="none" transform="rotate(-20 50 50)" d="${d}"/>`;

/** The hidden sprite holding every shape once; drawn first in the body. */
export const sprite = svg(
  "sprite",
  "0 0 1 1",
  `<defs>${figures.map((pts, i) => `<g id="cs-f${i}">${figureShape(pts)}</g>`).join("")}<g id="cs-back">${arc(
    "M-28 50A78 20 0 0 1 128 50",
  )}</g><g id="cs-front">${arc("M128 50A78 20 0 0 1-28 50")}</g></defs>`,
);

const use = (id: string) => `<use href="#${id}"/>`;

/** A small constellation drawn after a section heading (one of three figures, by the section's place). */
export function constellation(i: number): string {
  return svg("figure", "0 0 96 32", use(`cs-f${i % figures.length}`));
}

/** A planet for a project card: the project's picture on the globe (or a banded gas giant) inside its ring. */
export function planet(inner: string, bare: boolean): string {
  return `<div class="planet${bare ? " bare" : ""}">${svg("halo", "-40 -40 180 180", use("cs-back"))}<div class="globe">${inner}</div>${svg(
    "halo front",
    "-40 -40 180 180",
    use("cs-front"),
  )}</div>`;
}
