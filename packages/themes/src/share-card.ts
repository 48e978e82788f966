import { rtlLanguages, type PortfolioContent, type ThemeId } from "@foliocraft/schemas";
import { fontNeedsOf } from "./fonts/font-css";
import { generatedFontFiles } from "./fonts/font-files.generated";
import { findFontPairing, fontSubsets, scriptFamilyIds } from "./fonts/font-registry";
import { resolveThemeId } from "./catalog";
import type { Palette } from "./theme-module";
import { portfolioPalette } from "./styling/portfolio-look";
import { resolveFontPairingId } from "./styling/theme-styles";

/** The size of a share image (Open Graph's and X's large card). */
export const shareCardSize = { width: 1200, height: 630 } as const;

/** A stretch of text drawn with one font file. */
export interface FontRun {
  text: string;
  /** Hashed name of the WOFF2 file (fontFileIndex) whose unicode-range holds every character of the run. */
  file: string;
}

/** What a share image draws, in the look of the portfolio's page: its palette, fonts, language and direction. */
export interface ShareCardDesign {
  palette: Palette;
  lang: string;
  dir: "ltr" | "rtl";
  /** Families in order of preference for the name (the pairing's heading face, then the scripts' faces). */
  headingFamilies: string[];
  /** Families in order of preference for the title and the address. */
  bodyFamilies: string[];
  /** The name's weight: bold, or 400 for a display face drawn in one weight only. */
  headingWeight: 400 | 700;
}

/**
 * The design of a portfolio's share image: the palette its page opens with (theme, chosen scheme, readable accent)
 * and the font families of its pairing, followed by the faces of every script its text uses.
 */
export function shareCardDesign(content: PortfolioContent, theme: ThemeId | string): ShareCardDesign {
  const themeId = resolveThemeId(theme);
  const pairing = findFontPairing(resolveFontPairingId(themeId, content.style.fontPairing));
  if (!pairing) throw new Error(`Theme ${themeId} has no font pairing`);
  const needs = fontNeedsOf(content);
  const scriptIds = needs.scripts.flatMap((s) =>
    s === "latin" ? [] : [s === "cjk" ? (needs.cjkFamily ?? scriptFamilyIds.cjk) : scriptFamilyIds[s]],
  );
  return {
    palette: portfolioPalette(content, themeId),
    lang: content.language,
    dir: rtlLanguages.includes(content.language) ? "rtl" : "ltr",
    headingFamilies: [pairing.heading, ...scriptIds],
    bodyFamilies: [pairing.body, ...scriptIds],
    headingWeight: fontSubsets(pairing.heading)[0]?.files[0]?.weight.includes(" ") ? 700 : 400,
  };
}

type Range = [number, number];

const rangeCache = new Map<string, Range[]>();

/** `U+0000-00FF,U+0131,U+4??` → code point intervals. */
function parseUnicodeRange(value: string): Range[] {
  let ranges = rangeCache.get(value);
  if (ranges) return ranges;
  ranges = value.split(",").flatMap((part): Range[] => {
    const m = /^\s*U\+([0-9A-F?]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
    if (!m?.[1]) return [];
    if (m[1].includes("?")) return [[parseInt(m[1].replace(/\?/g, "0"), 16), parseInt(m[1].replace(/\?/g, "F"), 16)]];
    const start = parseInt(m[1], 16);
    return [[start, m[2] ? parseInt(m[2], 16) : start]];
  });
  rangeCache.set(value, ranges);
  return ranges;
}

/** The file of `familyId` whose unicode-range holds every code point of `cluster`, if any. */
function fileFor(familyId: string, cluster: string): string | undefined {
  const points = [...cluster].map((ch) => ch.codePointAt(0) ?? 0);
  for (const subset of fontSubsets(familyId)) {
    const ranges = parseUnicodeRange(subset.unicodeRange);
    if (points.every((p) => ranges.some(([a, b]) => p >= a && p <= b))) return subset.files[0]?.name;
  }
  return undefined;
}

// Characters that take the font of the text around them rather than starting a run of their own (spaces, joiners,
// marks): a space between two Devanagari words must not force a switch when the Devanagari face has one.
const neutral = /^[\s\u200c\u200d\p{M}]+$/u;

/**
 * Splits text into runs, each drawable by one font file: every grapheme takes the first family (in `families`
 * order) that has a file covering it, as a browser does with a font stack and unicode-range. Graphemes no family
 * covers (emoji, rare scripts) are left out rather than drawn as empty boxes.
 */
export function fontRuns(text: string, families: readonly string[]): FontRun[] {
  const runs: FontRun[] = [];
  const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
  for (const { segment } of segmenter.segment(text)) {
    const last = runs.at(-1);
    if (last && neutral.test(segment) && fileInFamilyOf(last.file, segment)) {
      last.text += segment;
      continue;
    }
    let file: string | undefined;
    for (const id of families) {
      file = fileFor(id, segment);
      if (file) break;
    }
    if (!file) continue;
    if (last?.file === file) last.text += segment;
    else runs.push({ text: segment, file });
  }
  return runs;
}

// Which family each served file belongs to.
const familyOfFile = new Map(
  Object.entries(generatedFontFiles).flatMap(([id, entry]) =>
    entry.subsets.flatMap((subset) => subset.files.map((file) => [file.name, id] as const)),
  ),
);

/** True when `file` is the file its own family would draw `segment` with. */
function fileInFamilyOf(file: string, segment: string): boolean {
  const family = familyOfFile.get(file);
  return !!family && fileFor(family, segment) === file;
}
