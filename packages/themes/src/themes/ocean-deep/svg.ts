// Ocean Deep's inline drawings: the swell at the foot of the surface, the wave joining two bands, the porthole
// ring and the seabed. All decorative (aria-hidden), painted by CSS with the palette variables.

const svg = (cls: string, viewBox: string, body: string, ratio = ' preserveAspectRatio="none"') =>
  `<svg class="${cls}" viewBox="${viewBox}"${ratio} aria-hidden="true">${body}</svg>`;

/** A periodic swell over 2880 units (two identical halves, so sliding it by half its width loops seamlessly). */
function swellLine(period: number, mid: number, amp: number): string {
  const half = period / 2;
  let d = `M0 ${mid}Q${half / 2} ${mid - amp * 2} ${half} ${mid}`;
  for (let x = period; x <= 2880; x += half) d += `T${x} ${mid}`;
  return d;
}

/** The moving swell at the foot of the sunlit hero: a far wave and the near one in the first band's colour. */
export function surf(depth: number): string {
  const near = swellLine(720, 36, 11);
  return `<div class="surf d${depth}" aria-hidden="true">${svg("swell far", "0 0 2880 64", `<path d="${swellLine(480, 30, 9)}V64H0Z"/>`)}${svg(
    "swell near",
    "0 0 2880 64",
    `<path d="${near}V64H0Z"/><path class="foam" d="${near}"/>`,
  )}</div>`;
}

/** The lower edge of a project's picture: a small wave in the card's colour. */
export const lipWave = svg("crest", "0 0 320 14", '<use href="#od-crest"/>');

const waves = [
  "M0 22C180 6 360 6 540 20S900 38 1080 24 1320 4 1440 16V40H0Z",
  "M0 14C240 34 480 34 720 18S1200 2 1440 22V40H0Z",
  "M0 26C120 14 300 8 480 18S780 36 960 28 1260 8 1440 20V40H0Z",
];

/** The wave on top of a band, in the band's own colour, rising into the band above (a shape of the sprite). */
export function wave(depth: number): string {
  return svg("wave", "0 0 1440 40", `<use href="#od-w${depth % waves.length}"/>`);
}

/** The porthole: a thick ring with eight bolts around the glass that holds the photo or the monogram. */
export function porthole(inner: string): string {
  const bolts = Array.from({ length: 8 }, (_, i) => {
    const a = ((22.5 + i * 45) * Math.PI) / 180;
    return `<circle cx="${(60 + 53 * Math.cos(a)).toFixed(1)}" cy="${(60 + 53 * Math.sin(a)).toFixed(1)}" r="2.3"/>`;
  }).join("");
  const ring = svg(
    "ring",
    "0 0 120 120",
    `<circle class="rim" cx="60" cy="60" r="53"/><circle class="edge" cx="60" cy="60" r="58.6"/><circle class="lip" cx="60" cy="60" r="46.6"/><g class="bolts">${bolts}</g>`,
    "",
  );
  return `<div class="porthole">${ring}<div class="glass">${inner}</div></div>`;
}

/** Dunes on the seabed, two layers. */
export function seabed(): string {
  return svg(
    "dunes",
    "0 0 1440 80",
    '<path class="dune-far" d="M0 46C200 20 380 22 560 40S900 62 1100 40 1340 22 1440 30V80H0Z"/><path class="dune-near" d="M0 64C160 44 320 42 480 56S820 78 1000 60 1300 42 1440 54V80H0Z"/>',
  );
}

// Depth readings of the bands (metres), from the surface water (0) to the abyss (10).
const metres = [10, 40, 120, 300, 600, 1000, 2000, 3500, 5500, 8000, 10900];

const formats = new Map<string, Intl.NumberFormat>();

/** The gauge's reading for a band, written in the page's language (digits and unit). */
export function depthMetres(depth: number, lang: string): string {
  const value = depth < 0 ? 0 : (metres[Math.min(10, depth)] ?? 0);
  let format = formats.get(lang);
  if (!format)
    formats.set(lang, (format = new Intl.NumberFormat(lang, { style: "unit", unit: "meter", unitDisplay: "short" })));
  return format.format(value ? -value : 0);
}

/** The hidden sprite holding the repeated shapes once (drawn with <use>: a reference inside the page, no request). */
export const sprite = svg(
  "sprite",
  "0 0 1 1",
  `<defs>${waves.map((d, i) => `<path id="od-w${i}" d="${d}"/>`).join("")}<path id="od-crest" d="M0 7C40 0 80 0 120 6S200 14 240 8 296 1 320 5V14H0Z"/></defs>`,
);
