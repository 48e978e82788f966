import { fontFamilies, fontFileIndex, fontSubsets, scriptFamilyIds } from "./font-registry";

/**
 * Per-page subsets of the Arabic and Devanagari faces, and of the Latin faces on a page in another script (issue 19): a WOFF2 holding only the characters a page draws,
 * a few tens of KB instead of the 120–170 KB whole file, so the preloaded face no longer delays the first paint.
 * The name says everything needed to make the file (the base file, the part of its `wght` axis kept, in hundreds,
 * and the code points), so any server makes the same bytes from the name alone and nothing is stored:
 * `{base stem}.{hash}.w{min}{max}.s{code points}.woff2` (`.w47.` keeps weights 400–700: font-weights.ts).
 *
 * The code points are written as their maximal ranges: the first range's start, then for each range its length
 * less one, and between two ranges the gap less two (ranges are maximal, so a gap is at least 2). Each number is
 * hex digits, its last digit in 0-f and the ones before it shifted to g-v, so no separator is needed and a small
 * number (most are: a script's letters lie close together) takes one character. Lowercase only, so the name is
 * one file on a case-insensitive disk too (the ZIP bundles it under fonts/).
 */

/**
 * The families drawn from a per-page subset named by its code points. The CJK families are subset from whole faces
 * instead (whole-face-subset.ts): a page's CJK characters are too many and too scattered to name.
 */
export const subsetFamilyIds: readonly string[] = [scriptFamilyIds.arabic, scriptFamilyIds.devanagari];

/**
 * Past this many characters of code, the page links the whole file: a name must stay a file name (255 bytes on
 * ext4; the ZIP bundles it under fonts/) and a URL segment (the server's router allows 256). The longest base stem
 * leaves room for 176 (an Arabic or Hindi page's letters lie close together and take a few dozen).
 */
export const maxSubsetCodeLength = 176;
/** Past this many code points, a subset saves little and costs a long run: the page links the whole file. */
export const maxSubsetCodePoints = 400;

const lastDigits = "0123456789abcdef";
const leadDigits = "ghijklmnopqrstuv";

function encodeNumber(n: number): string {
  let out = lastDigits[n % 16]!;
  for (let rest = Math.floor(n / 16); rest > 0; rest = Math.floor(rest / 16)) out = leadDigits[rest % 16]! + out;
  return out;
}

/** The maximal ranges of sorted, distinct code points. */
export function codePointRanges(sorted: readonly number[]): [number, number][] {
  const ranges: [number, number][] = [];
  for (const cp of sorted) {
    const last = ranges.at(-1);
    if (last && cp === last[1] + 1) last[1] = cp;
    else ranges.push([cp, cp]);
  }
  return ranges;
}

/** The compact code of a set of code points (any order, duplicates allowed). */
export function encodeCodePoints(codePoints: Iterable<number>): string {
  const ranges = codePointRanges([...new Set(codePoints)].sort((a, b) => a - b));
  let out = "";
  let end = -2;
  for (const [i, [from, to]] of ranges.entries()) {
    out += encodeNumber(i === 0 ? from : from - end - 2) + encodeNumber(to - from);
    end = to;
  }
  return out;
}

/**
 * The code points of a code, sorted; undefined when it is not one `encodeCodePoints` writes (no two spellings) or
 * holds more than `max`.
 */
export function decodeCodePoints(code: string, max = maxSubsetCodePoints): number[] | undefined {
  const numbers: number[] = [];
  let n = 0;
  for (const ch of code) {
    const lead = leadDigits.indexOf(ch);
    if (lead >= 0) {
      // A leading zero would be a second spelling of the same number.
      if (n === 0 && lead === 0) return undefined;
      n = n * 16 + lead;
      if (n > 0x10ffff) return undefined;
      continue;
    }
    const last = lastDigits.indexOf(ch);
    if (last < 0) return undefined;
    numbers.push(n * 16 + last);
    n = 0;
  }
  if (n !== 0 || numbers.length === 0 || numbers.length % 2 !== 0) return undefined;
  const codePoints: number[] = [];
  let end = -2;
  for (let i = 0; i < numbers.length; i += 2) {
    const from = i === 0 ? numbers[0]! : end + 2 + numbers[i]!;
    const to = from + numbers[i + 1]!;
    if (to > 0x10ffff || codePoints.length + (to - from + 1) > max) return undefined;
    for (let cp = from; cp <= to; cp++) codePoints.push(cp);
    end = to;
  }
  return codePoints;
}

const namePattern = /^([a-z0-9-]+\.[0-9a-f]{10})\.w([1-9])([1-9])\.s([0-9a-v]+)\.woff2$/;

/** A range of the `wght` axis in hundreds: [4, 7] is 400–700. */
export type WeightRange = readonly [number, number];
const wholeAxis: WeightRange = [1, 9];

/**
 * The served name of a subset of a base file (a hashed name from font-files.generated.ts) holding these code
 * points and weights, or undefined when the code would be too long or hold too many (then the page links the base
 * file).
 */
export function subsetFontName(
  baseName: string,
  codePoints: Iterable<number>,
  [minWeight, maxWeight]: WeightRange = wholeAxis,
): string | undefined {
  const distinct = new Set(codePoints);
  if (distinct.size === 0 || distinct.size > maxSubsetCodePoints) return undefined;
  const code = encodeCodePoints(distinct);
  if (code.length > maxSubsetCodeLength) return undefined;
  return `${baseName.replace(/\.woff2$/, "")}.w${minWeight}${maxWeight}.s${code}.woff2`;
}

/**
 * Past this many parts, a file's characters are linked as the whole file: each part is a request of its own, and
 * the whole file costs less than four parts.
 */
export const maxSubsetParts = 3;

/** One subset of a base file: its served name and the code points it holds. */
export interface SubsetPart {
  name: string;
  codePoints: number[];
}

/**
 * The subsets of a base file that together hold these code points: one when its code fits a name, else the code
 * points cut in order into parts that each fit (a long page may use more of a script's letters than one name can
 * hold). Empty when more
 * than `maxSubsetParts` parts would be needed, or there is nothing to hold: the page links the base file.
 */
export function subsetFontNames(
  baseName: string,
  codePoints: Iterable<number>,
  weights: WeightRange = wholeAxis,
): SubsetPart[] {
  const parts: SubsetPart[] = [];
  let part: number[] = [];
  let name: string | undefined;
  for (const cp of [...new Set(codePoints)].sort((a, b) => a - b)) {
    const longer = subsetFontName(baseName, [...part, cp], weights);
    if (longer) {
      part.push(cp);
      name = longer;
      continue;
    }
    if (!name || parts.length === maxSubsetParts - 1) return [];
    parts.push({ name, codePoints: part });
    part = [cp];
    name = subsetFontName(baseName, part, weights);
  }
  if (name) parts.push({ name, codePoints: part });
  return parts;
}

/** A subset request: its base file, the weights kept (hundreds) and the code points. */
export interface SubsetRequestName {
  baseName: string;
  weights: WeightRange;
  codePoints: number[];
}

/** A subset name taken apart (undefined for anything `subsetFontName` cannot write). */
export function parseSubsetFontName(name: string): SubsetRequestName | undefined {
  const match = namePattern.exec(name);
  if (!match || match[4]!.length > maxSubsetCodeLength) return undefined;
  const weights = [Number(match[2]), Number(match[3])] as const;
  if (weights[0] > weights[1]) return undefined;
  const codePoints = decodeCodePoints(match[4]!);
  if (!codePoints) return undefined;
  return { baseName: `${match[1]}.woff2`, weights, codePoints };
}

/** The code points a CSS `unicode-range` list covers, as ranges (`U+0600-06FF,U+200C,U+1EE2?` style). */
export function parseUnicodeRange(unicodeRange: string): [number, number][] {
  return unicodeRange.split(",").map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-") as [string, string?];
    if (from.includes("?")) return [parseInt(from.replace(/\?/g, "0"), 16), parseInt(from.replace(/\?/g, "f"), 16)];
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

/** A `unicode-range` value of exactly these code points. */
export function unicodeRangeOf(codePoints: Iterable<number>): string {
  const hex = (cp: number) => cp.toString(16).toUpperCase();
  return codePointRanges([...new Set(codePoints)].sort((a, b) => a - b))
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(",");
}

/** A `unicode-range` list less some code points (an empty string when none is left). */
export function unicodeRangeWithout(unicodeRange: string, removed: ReadonlySet<number>): string {
  if (removed.size === 0) return unicodeRange;
  const cut = [...removed].sort((a, b) => a - b);
  const hex = (cp: number) => cp.toString(16).toUpperCase();
  const parts: string[] = [];
  for (const [from, to] of parseUnicodeRange(unicodeRange)) {
    let start = from;
    for (const cp of cut) {
      if (cp < start || cp > to) continue;
      if (cp > start) parts.push(cp - 1 === start ? `U+${hex(start)}` : `U+${hex(start)}-${hex(cp - 1)}`);
      start = cp + 1;
    }
    if (start <= to) parts.push(start === to ? `U+${hex(start)}` : `U+${hex(start)}-${hex(to)}`);
  }
  return parts.join(",");
}

/** The `wght` axis of a file in hundreds ("100 900" → [1, 9]; a static "400" → [4, 4]). */
export function weightAxisOf(weight: string): WeightRange {
  const [min = 400, max = min] = weight.split(" ").map(Number);
  return [Math.round(min / 100), Math.round(max / 100)];
}

let subsettable: Map<string, { ranges: [number, number][]; axis: WeightRange }> | undefined;

/** The base files that may be subset, with the ranges and weights each covers (the server checks a request). */
export function subsettableFiles(): ReadonlyMap<string, { ranges: [number, number][]; axis: WeightRange }> {
  if (subsettable) return subsettable;
  const served = fontFileIndex();
  subsettable = new Map();
  // The Arabic and Devanagari faces, and each Latin family's basic Latin slice (a page in another script draws
  // only a few of its letters: font-css.ts).
  const latinIds = fontFamilies.filter((f) => f.script === "latin").map((f) => f.id);
  for (const familyId of [...subsetFamilyIds, ...latinIds]) {
    for (const subset of fontSubsets(familyId)) {
      if (!subsetFamilyIds.includes(familyId) && subset.subset !== "latin") continue;
      for (const file of subset.files) {
        if (!served.has(file.name)) continue;
        subsettable.set(file.name, { ranges: parseUnicodeRange(subset.unicodeRange), axis: weightAxisOf(file.weight) });
      }
    }
  }
  return subsettable;
}

/**
 * A subset name taken apart and checked: a base file that may be subset, weights inside its axis and code points
 * all inside its ranges.
 * Undefined otherwise, so a made-up name is refused before any work is done.
 */
export function validSubsetRequest(name: string): SubsetRequestName | undefined {
  const parsed = parseSubsetFontName(name);
  if (!parsed) return undefined;
  const file = subsettableFiles().get(parsed.baseName);
  if (!file) return undefined;
  const [min, max] = parsed.weights;
  if (min < file.axis[0] || max > file.axis[1]) return undefined;
  const inside = (cp: number) => file.ranges.some(([from, to]) => cp >= from && cp <= to);
  return parsed.codePoints.every(inside) ? parsed : undefined;
}
