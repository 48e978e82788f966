import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import { generatedWholeFaces } from "./font-files.generated";
import { fontSubsets } from "./font-registry";
import { decodeCodePoints, encodeCodePoints, parseSubsetFontName, parseUnicodeRange } from "./font-subset-name";

/**
 * Per-page subsets of the CJK families, cut from whole static faces (a regular and a bold: font-files.generated.ts
 * `generatedWholeFaces`). A Chinese or Japanese page draws a few hundred characters spread over most of fontsource's
 * hundred slices: subset slice by slice it linked ~25 files, whose queue (six at a time over HTTP/1.1) held up its
 * largest paint. From the whole face it links one file per weight, 15–35 KB each.
 *
 * The characters are too many and too scattered for a file name, so the name carries a digest of their code and
 * the code travels in the query: `{family}-{weight}.{file hash}.c{digest}.woff2?c={code}` (`encodeCodePoints`).
 * The server makes the bytes from the name and query alone (nothing stored, any instance can answer) and refuses a
 * query whose digest is not the name's. A static host (the ZIP, deploys) ignores the query and serves the file
 * bundled under the name.
 */

/** The weights of the whole faces: text asked at 500 is drawn at 400, at 600 or more at 700 (CSS font matching). */
export const wholeFaceWeights = [400, 700] as const;

/**
 * Past this many characters, a page's CJK text is cut into more than one subset per weight: a request line must
 * stay within a server's header limit (Node's is 16 KB), and a code spends at most six characters per code point.
 */
export const maxWholeFaceCodePoints = 1500;

/** One subset of a whole face: its file name, the reference the stylesheet links, its weight and code points. */
export interface WholeFaceSubset {
  weight: number;
  /** The file name (under fonts/ in a ZIP). */
  name: string;
  /** The name and the query that says what it holds: what the stylesheet links and the server reads. */
  reference: string;
  codePoints: number[];
}

const digestOf = (code: string) => bytesToHex(sha256(utf8ToBytes(code))).slice(0, 16);

const coverage = new Map<string, [number, number][]>();

/**
 * The code points a family draws (the union of its fontsource slices, which follow the font's own character map),
 * as sorted ranges that neither overlap nor touch: a page's characters are then looked up by binary search (a CJK
 * family has thousands of ranges, and a page hundreds of characters).
 */
function rangesOf(familyId: string): [number, number][] {
  let ranges = coverage.get(familyId);
  if (!ranges) {
    const sorted = fontSubsets(familyId)
      .flatMap((subset) => parseUnicodeRange(subset.unicodeRange))
      .sort((a, b) => a[0] - b[0]);
    ranges = [];
    for (const [from, to] of sorted) {
      const last = ranges.at(-1);
      if (last && from <= last[1] + 1) last[1] = Math.max(last[1], to);
      else ranges.push([from, to]);
    }
    coverage.set(familyId, ranges);
  }
  return ranges;
}

/** Whether `cp` falls in one of `ranges` (sorted, disjoint). */
function inRanges(ranges: [number, number][], cp: number): boolean {
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const [from, to] = ranges[mid]!;
    if (cp < from) high = mid - 1;
    else if (cp > to) low = mid + 1;
    else return true;
  }
  return false;
}

/** Whether a family has whole faces to subset (the CJK ones). */
export function hasWholeFaces(familyId: string): boolean {
  return familyId in generatedWholeFaces;
}

/** The code points of a set that a family draws. */
export function codePointsDrawnBy(familyId: string, codePoints: Iterable<number>): number[] {
  const ranges = rangesOf(familyId);
  return [...new Set(codePoints)].filter((cp) => inRanges(ranges, cp)).sort((a, b) => a - b);
}

/**
 * The subsets holding these code points (each one the family draws): for each weight, one file, or a few on a page
 * of more than `maxWholeFaceCodePoints` characters. Empty when there is nothing to hold.
 */
export function wholeFaceSubsets(familyId: string, codePoints: Iterable<number>): WholeFaceSubset[] {
  const entry = generatedWholeFaces[familyId];
  if (!entry) throw new Error(`No whole faces for: ${familyId}`);
  const drawn = codePointsDrawnBy(familyId, codePoints);
  const parts: number[][] = [];
  for (let i = 0; i < drawn.length; i += maxWholeFaceCodePoints) parts.push(drawn.slice(i, i + maxWholeFaceCodePoints));
  return entry.faces.flatMap((face) =>
    parts.map((part) => {
      const code = encodeCodePoints(part);
      const name = `${face.stem}.c${digestOf(code)}.woff2`;
      return { weight: face.weight, name, reference: `${name}?c=${code}`, codePoints: part };
    }),
  );
}

/** A whole-face subset request, checked: where its face is and the code points to keep. */
export interface WholeFaceRequest {
  package: string;
  source: string;
  codePoints: number[];
}

const namePattern = /^([a-z0-9-]+-[1-9]00\.[0-9a-f]{10})\.c([0-9a-f]{16})\.woff2$/;

/**
 * A subset's name and its query's code, checked: a face we have, a code `encodeCodePoints` writes whose digest is the
 * name's, and code points the family draws. Undefined otherwise, so a made-up request is refused before any work.
 */
export function validWholeFaceRequest(name: string, code: string | undefined): WholeFaceRequest | undefined {
  const match = namePattern.exec(name);
  if (!match || code === undefined || digestOf(code) !== match[2]) return undefined;
  for (const [familyId, entry] of Object.entries(generatedWholeFaces)) {
    const face = entry.faces.find((f) => f.stem === match[1]);
    if (!face) continue;
    const codePoints = decodeCodePoints(code, maxWholeFaceCodePoints);
    if (!codePoints || codePointsDrawnBy(familyId, codePoints).length !== codePoints.length) return undefined;
    return { package: entry.package, source: face.source, codePoints };
  }
  return undefined;
}

/** A font reference a stylesheet links (`name` or `name?c=code`) taken apart. */
export function splitFontReference(reference: string): { name: string; code?: string } {
  const at = reference.indexOf("?c=");
  return at < 0 ? { name: reference } : { name: reference.slice(0, at), code: reference.slice(at + 3) };
}

/** Whether a reference names a subset made for a page (either kind), which the server makes on demand. */
export function isPageSubset(reference: string): boolean {
  const { name, code } = splitFontReference(reference);
  return code !== undefined || parseSubsetFontName(name) !== undefined;
}
