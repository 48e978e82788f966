import { type LanguageCode, type PortfolioContent } from "@foliocraft/schemas";
import type { GeneratedFontSubset } from "./font-file-types";
import {
  cjkFamilyIds,
  emojiFamilyId,
  fontSubsets,
  getFontFamily,
  scriptFamilyIds,
  type CjkFamilyId,
  type FontPairing,
  type FontScript,
} from "./font-registry";
import {
  parseUnicodeRange,
  subsetFamilyIds,
  subsetFontNames,
  unicodeRangeOf,
  unicodeRangeWithout,
  weightAxisOf,
} from "./font-subset-name";
import { pageWeightRange } from "./font-weights";
import { hasWholeFaces, wholeFaceSubsets } from "./whole-face-subset";
import { cjkStandInCovers, cjkStandInFamily, cjkStandInUrl } from "./cjk-stand-in";

/** The font part of a page's stylesheet and the files it needs. */
export interface FontPlan {
  /** `@font-face` rules (one per unicode-range subset) and the `--font-heading` / `--font-body` variables. */
  css: string;
  /**
   * Every file the CSS references, as it links them: a hashed name, or for a CJK subset its name and the query that
   * says what it holds (whole-face-subset.ts). What the ZIP and deploys bundle under `fonts/` (by name).
   */
  files: string[];
  /**
   * The files to preload, so the first paint uses them: the body face of the page's main script (its subset, when
   * there is one; for CJK the regular and bold subsets), then on a page whose main script is not Latin the Latin body
   * face as well: its names, digits and links are drawn in it, and found only by the first layout it came after the
   * first paint and moved the text (dark-minimal's Hindi ZIP: a layout shift of 0.2).
   */
  preloads: string[];
  /**
   * The CJK stand-in's `data:` URL, when the page declares it: preloaded too, since a `data:` font named only in
   * CSS is decoded after the first layout (Chromium), which then moves the text as the stand-in was meant not to.
   */
  standInPreload?: string;
}

// Ranges that mark text of a script the Latin faces cannot draw.
const scriptPatterns: Record<Exclude<FontScript, "latin">, RegExp> = {
  arabic: /\p{Script=Arabic}/u,
  devanagari: /\p{Script=Devanagari}/u,
  cjk: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u,
};

const scriptOfLanguage: Partial<Record<LanguageCode, Exclude<FontScript, "latin">>> = {
  ar: "arabic",
  hi: "devanagari",
  zh: "cjk",
  ja: "cjk",
};

/**
 * An emoji as people type it: a character drawn as a picture by default (👋, 🚀, a flag's letters), or any
 * pictographic character asked to be one (❤️, with U+FE0F); then its skin tone, keycap or tag marks and the
 * characters joined to it (👩🏾‍💻 is four code points). Pictographs without U+FE0F (© ™ ↗) are text, drawn by the
 * text faces.
 */
const emojiSequence =
  /(?:\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F)(?:[\u{1F3FB}-\u{1F3FF}\u{E0020}-\u{E007F}]|\uFE0F|\u20E3|\u200D\p{Extended_Pictographic}\uFE0F?)*/gu;

/** The code points of the emoji a text holds, with the marks and joiners their pictures are made of. */
export function emojiCodePoints(text: string): Set<number> {
  const found = new Set<number>();
  for (const [sequence] of text.matchAll(emojiSequence)) for (const ch of sequence) found.add(ch.codePointAt(0)!);
  return found;
}

// Kana is written in Japanese alone; Han characters are shared by Chinese and Japanese.
const kanaPattern = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

function collectText(value: unknown, out: string[]): void {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const item of value) collectText(item, out);
  else if (value && typeof value === "object") for (const item of Object.values(value)) collectText(item, out);
}

function allText(content: PortfolioContent): string {
  const texts: string[] = [];
  collectText(content, texts);
  return texts.join("\n");
}

function scriptsOfText(language: LanguageCode, text: string): FontScript[] {
  const scripts = new Set<FontScript>(["latin"]);
  const own = scriptOfLanguage[language];
  if (own) scripts.add(own);
  for (const [script, pattern] of Object.entries(scriptPatterns)) {
    if (pattern.test(text)) scripts.add(script as FontScript);
  }
  return [...scripts];
}

function cjkFamilyOfText(language: LanguageCode, text: string): CjkFamilyId {
  if (language === "ja") return cjkFamilyIds.japanese;
  if (language === "zh") return cjkFamilyIds.chinese;
  // A page in another language: Han alone could be either and is drawn as Chinese; kana means Japanese text.
  return kanaPattern.test(text) ? cjkFamilyIds.japanese : cjkFamilyIds.chinese;
}

/**
 * The scripts a page needs: Latin always (names, links, the renderer's own texts), the portfolio language's script,
 * and any other script its text uses. Only their faces are declared, so a Latin portfolio's CSS and ZIP carry no
 * Arabic, Devanagari or CJK file at all.
 */
export function scriptsOfContent(content: PortfolioContent): FontScript[] {
  return scriptsOfText(content.language, allText(content));
}

/**
 * Which family draws a page's CJK text: Japanese glyph shapes for a Japanese portfolio, Chinese (SC) for a Chinese
 * one; in any other language Chinese, unless the text has kana (then it is Japanese text).
 */
export function cjkFamilyOf(content: PortfolioContent): CjkFamilyId {
  return cjkFamilyOfText(content.language, allText(content));
}

/** The page's main script (the one its body font preload is for), from the portfolio language. */
export function mainScriptOf(language: LanguageCode): FontScript {
  return scriptOfLanguage[language] ?? "latin";
}

/**
 * What a portfolio asks of the fonts: its scripts, its main script and its CJK family (one pass over its text).
 * `alsoDrawn` is text the page draws beyond the content: the language switcher names each version in its own
 * language ("العربية" on an English page), which must not fall to whatever fonts the visitor's machine has.
 */
export function fontNeedsOf(content: PortfolioContent, alsoDrawn = ""): FontPlanOptions & { scripts: FontScript[] } {
  const text = alsoDrawn ? `${allText(content)}\n${alsoDrawn}` : allText(content);
  emojiSequence.lastIndex = 0;
  return {
    scripts: scriptsOfText(content.language, text),
    mainScript: mainScriptOf(content.language),
    cjkFamily: cjkFamilyOfText(content.language, text),
    emoji: emojiSequence.test(text),
  };
}

/** The choices of a font plan beyond the scripts. */
export interface FontPlanOptions {
  /** The page's main script: the body face's file for it is preloaded (Latin by default). */
  mainScript?: FontScript;
  /** The family that draws CJK text (the Chinese one by default). */
  cjkFamily?: CjkFamilyId;
  /** Whether the content has emoji: the bundled emoji face is declared behind the others (off by default). */
  emoji?: boolean;
  /**
   * Everything the page may draw (its body HTML: the content and the renderer's own texts, attributes included;
   * the theme's CSS, for its generated content and the weights it uses).
   * With it, the Arabic and Devanagari faces are linked as a subset of exactly the characters of theirs it holds
   * (font-subset-name.ts), made by the server; without it (the live preview) as the whole files.
   */
  pageText?: string;
}

const quote = (name: string) => `"${name}"`;

const faceRule = (family: string, weight: string, url: string, unicodeRange: string) =>
  `@font-face{font-family:${quote(family)};font-style:normal;font-weight:${weight};font-display:swap;src:url(${url}) format("woff2");unicode-range:${unicodeRange}}`;

/**
 * A family's faces, one per file. `claimed`: code points a page's script subset draws, left out of this family's
 * slices other than the basic Latin one. A Hindi page's ₹ lies in both Inter's Latin Extended slice and the
 * Devanagari range; the Latin face comes first in the stack, so it alone would fetch the 86 KB Latin Extended file.
 */
function faceRules(
  familyId: string,
  fontBase: string,
  files: string[],
  only?: string,
  claimed: ReadonlySet<number> = new Set(),
): string[] {
  const family = getFontFamily(familyId);
  const subsets = fontSubsets(familyId).filter((s) => !only || s.subset === only);
  return subsets.flatMap((subset) => {
    const range = subset.subset === "latin" ? subset.unicodeRange : unicodeRangeWithout(subset.unicodeRange, claimed);
    if (!range) return [];
    return subset.files.map((file) => {
      files.push(file.name);
      return faceRule(family.name, file.weight, fontBase + file.name, range);
    });
  });
}

/**
 * The distinct code points of a text from U+0600 up (where the Arabic range starts; Devanagari is at U+0900, CJK
 * higher still: the Latin letters some CJK slices also hold are drawn by the Latin faces, first in every stack).
 * A page's HTML is mostly ASCII: the regular expression skips it far faster than a loop.
 */
function distinctCodePoints(text: string): Set<number> {
  const found = new Set<number>();
  for (const [ch] of text.matchAll(/[\u0600-\u{10ffff}]/gu)) found.add(ch.codePointAt(0)!);
  // Digits a CSS counter or list marker draws in a script's own numerals (gradient-vibrant numbers an Arabic page's
  // bands with counter(band,arabic-indic)): no text holds them, and any of the ten may be drawn.
  for (const [style, zero] of counterDigits) {
    if (style.test(text)) for (let d = 0; d < 10; d++) found.add(zero + d);
  }
  return found;
}

const counterDigits: [RegExp, number][] = [
  [/[(,:\s]arabic-indic\b/, 0x660],
  [/[(,:\s](?:persian|urdu)\b/, 0x6f0],
  [/[(,:\s]devanagari\b/, 0x966],
];

/** The slice of a Latin family holding basic Latin (its other slices stay whole: few pages draw from them). */
const isLatinSlice = (slice: string) => slice === "latin";

/** The code points of a set inside a unicode-range list. */
function codePointsIn(codePoints: ReadonlySet<number>, unicodeRange: string): Set<number> {
  const ranges = parseUnicodeRange(unicodeRange);
  return new Set([...codePoints].filter((cp) => ranges.some(([from, to]) => cp >= from && cp <= to)));
}

/** The part of the `wght` axis (in hundreds) a per-page subset of a script face keeps at most. */
export const scriptWeights = [4, 7] as const;

/**
 * A subset family's faces for a page: the whole file under its own range, then the page's subset under exactly
 * its code points. Where ranges overlap the face declared last is tried first (CSS Fonts 4, "composite fonts"), so
 * the page's characters come from the subset and the whole file is fetched only for a character the subset lacks
 * (a visitor typing in the contact form): a safety net that costs nothing otherwise (tests/e2e/bundled-fonts.spec.ts
 * checks Chromium fetches the subset alone; declared the other way round, it fetches both). `subsets` gets, per
 * file, its (first) subset's name.
 */
function subsetFaceRules(
  familyId: string,
  fontBase: string,
  files: string[],
  drawn: { codePoints: ReadonlySet<number>; weights: readonly [number, number]; slices?: (slice: string) => boolean },
  subsets: Map<string, string>,
  claimed: Set<number> | undefined,
  otherSlices: (subset: GeneratedFontSubset) => string[],
): string[] {
  const family = getFontFamily(familyId);
  const [minWeight, maxWeight] = drawn.weights;
  return fontSubsets(familyId).flatMap((subset) => {
    if (drawn.slices && !drawn.slices(subset.subset)) return otherSlices(subset);
    return subset.files.flatMap((file) => {
      const codePoints = codePointsIn(drawn.codePoints, subset.unicodeRange);
      files.push(file.name);
      const whole = faceRule(family.name, file.weight, fontBase + file.name, subset.unicodeRange);
      const [axisMin, axisMax] = weightAxisOf(file.weight);
      // The face keeps the whole file's weight descriptor: faces of one family with equal descriptors form one
      // composite font, within which unicode-range picks the file (a narrower one would be a separate face, and
      // Chromium would draw with one or the other, never falling back between them).
      const weights = [
        Math.max(axisMin, Math.min(minWeight, axisMax)),
        Math.min(axisMax, Math.max(maxWeight, axisMin)),
      ] as const;
      const parts = subsetFontNames(file.name, codePoints, weights);
      if (!parts.length) return [whole];
      files.push(...parts.map((part) => part.name));
      subsets.set(file.name, parts[0]!.name);
      if (claimed) for (const cp of codePoints) claimed.add(cp);
      return [
        whole,
        ...parts.map((part) =>
          faceRule(family.name, file.weight, fontBase + part.name, unicodeRangeOf(part.codePoints)),
        ),
      ];
    });
  });
}

/** The weights a script face's subset keeps: the page's, within regular and bold. */
function scriptWeightsOf(pageText: string): [number, number] {
  // The script's letters are drawn between regular and bold: a light 300 or a heavy 800 asked of Arabic or Devanagari
  // text is drawn at 400 or 700 (the subset's axis ends there). Each master beyond costs a third of the file: neon's
  // Hindi subset is 48 KB at 400–700 against 66 KB at 300–800, the difference between a Lighthouse 99 and 100.
  const [pageMin, pageMax] = pageWeightRange(pageText);
  return [Math.max(pageMin, scriptWeights[0]), Math.min(pageMax, scriptWeights[1])];
}

/** CSS string escapes (`"\2014"`) as the characters they draw. */
const cssUnescape = (value: string) =>
  value.replace(/\\([0-9a-fA-F]{1,6})\s?|\\(.)/g, (_, hex: string | undefined, ch: string | undefined) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : (ch ?? ""),
  );

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', nbsp: "\u00a0" };
const htmlUnescape = (value: string) =>
  value.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(\w+));/gi, (whole, dec?: string, hex?: string, name?: string) =>
    dec
      ? String.fromCodePoint(Number(dec))
      : hex
        ? String.fromCodePoint(parseInt(hex, 16))
        : (entities[name!] ?? whole),
  );

/**
 * Characters a page may draw without writing them: list and counter numbers, case changed by `text-transform`,
 * quotation marks, a hyphen where a word breaks, an ellipsis where a line is cut.
 */
const drawnUnwritten = "0123456789.,:;!?-()/%+#&'\"“”‘’–—…·•";

/**
 * The characters a page's text draws, as the Latin faces see them: its text and the attributes that are drawn
 * (placeholders, values, a picture's alt text if it fails, the form's messages in data-*), the strings its CSS
 * draws (`content`), each letter in both cases and `drawnUnwritten`. Markup, class names and the rest of the CSS
 * are left out: counted as text they would bring every letter in. A character missed here is still drawn, by the
 * whole file declared under the subset (fetched then).
 */
export function drawnTextCodePoints(pageText: string): Set<number> {
  const found = new Set<number>();
  const add = (text: string) => {
    for (const ch of text) found.add(ch.codePointAt(0)!);
  };
  const html = pageText
    .replace(/<style[^>]*>([\s\S]*?)<\/style>/g, (_, css: string) => {
      for (const [, value] of css.matchAll(/content:\s*([^;}]*)/g)) {
        for (const m of value!.matchAll(/"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'/g))
          add(cssUnescape(m[1] ?? m[2] ?? ""));
      }
      return " ";
    })
    .replace(/<script[^>]*>[\s\S]*?<\/script>/g, " ");
  for (const [, value] of html.matchAll(/\s(?:placeholder|value|alt|label|data-[\w-]+)="([^"]*)"/g))
    add(htmlUnescape(value!));
  add(htmlUnescape(html.replace(/<[^>]*>/g, " ")));
  for (const cp of [...found]) {
    const ch = String.fromCodePoint(cp);
    for (const other of [ch.toUpperCase(), ch.toLowerCase()]) if ([...other].length === 1) add(other);
  }
  add(drawnUnwritten);
  return found;
}

/**
 * A CJK family's faces for a page: its regular and bold subsets of the page's characters, cut from the whole faces
 * (whole-face-subset.ts). Only the page's own characters are declared: the hundred slices as a safety net were
 * 100 KB of the page's CSS, there only for a character a visitor might type, which a visitor writing Chinese or
 * Japanese has fonts for. `preloads` gets the subsets' references.
 */
function wholeFaceRules(
  familyId: string,
  fontBase: string,
  files: string[],
  codePoints: Iterable<number>,
  { preloads, claimed, weight }: { preloads?: string[]; claimed?: Set<number>; weight?: string } = {},
): string[] {
  const family = getFontFamily(familyId);
  return wholeFaceSubsets(familyId, codePoints).map((subset) => {
    files.push(subset.reference);
    preloads?.push(subset.reference);
    if (claimed) for (const cp of subset.codePoints) claimed.add(cp);
    const faceWeight = weight ?? String(subset.weight);
    return faceRule(family.name, faceWeight, fontBase + subset.reference, unicodeRangeOf(subset.codePoints));
  });
}

/**
 * The colour emoji fonts of Apple, Windows, and Android / ChromeOS / most Linux desktops, named in every stack of a
 * page with emoji before the bundled face: a visitor sees the emoji their own messages show, and the bundled face is
 * fetched only where none of them is installed (a browser downloads a face only for a character the ones before it
 * lack). Colour emoji cannot be bundled small: HarfBuzz's WebAssembly build (subset-font) drops the COLR and SVG
 * tables, and fontsource's colour slices are 20 KB to 1.2 MB each.
 */
const systemEmojiFonts = ["Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji"];

/**
 * The bundled emoji face of a page with emoji, declared last: one subset of the page's emoji cut from the whole
 * face (a few KB), or without the page's text (the live preview) fontsource's slices, of which the browser fetches
 * those holding the emoji shown. Not preloaded: it is a last resort. One face covers every weight, so a bold
 * heading's emoji is not smeared by a synthesised bold.
 */
function emojiRules(fontBase: string, files: string[], pageText: string | undefined): string[] {
  const family = getFontFamily(emojiFamilyId);
  if (pageText === undefined)
    return fontSubsets(emojiFamilyId).flatMap((subset) =>
      subset.files.map((file) => {
        files.push(file.name);
        return faceRule(family.name, "100 900", fontBase + file.name, subset.unicodeRange);
      }),
    );
  // wholeFaceSubsets keeps only what the face draws.
  return wholeFaceRules(emojiFamilyId, fontBase, files, emojiCodePoints(pageText), { weight: "100 900" });
}

/**
 * The @font-face rules and font variables of a pairing for the given scripts. `fontBase` is where the files are:
 * `fonts/` beside index.html (ZIP, deploys) or `/fonts/` on this server (the public page, the preview).
 * Every subset carries fontsource's unicode-range, so the browser fetches a file only when the page has a
 * character in it (a Latin page downloads the Latin file of each face it draws, nothing else).
 */
export function fontPlan(
  pairing: FontPairing,
  scripts: readonly FontScript[],
  fontBase: string,
  { mainScript = "latin", cjkFamily = cjkFamilyIds.chinese, emoji = false, pageText }: FontPlanOptions = {},
): FontPlan {
  const files: string[] = [];
  const subsetNames = new Map<string, string>();
  const latinIds = [...new Set([pairing.heading, pairing.body])];
  const familyOf = (s: Exclude<FontScript, "latin">) => (s === "cjk" ? cjkFamily : scriptFamilyIds[s]);
  const scriptIds = scripts.filter((s): s is Exclude<FontScript, "latin"> => s !== "latin").map(familyOf);
  // The script faces first, so the Latin ones know what the page's subsets draw; files stay in the CSS's order.
  const scriptFiles: string[] = [];
  const claimed = new Set<number>();
  const cjkPreloads: string[] = [];
  const scriptRules = scriptIds.flatMap((id) => {
    if (pageText === undefined) return faceRules(id, fontBase, scriptFiles);
    if (hasWholeFaces(id))
      return wholeFaceRules(id, fontBase, scriptFiles, distinctCodePoints(pageText), {
        preloads: cjkPreloads,
        claimed,
      });
    if (subsetFamilyIds.includes(id)) {
      const drawn = { codePoints: distinctCodePoints(pageText), weights: scriptWeightsOf(pageText) };
      return subsetFaceRules(id, fontBase, scriptFiles, drawn, subsetNames, claimed, () => []);
    }
    return faceRules(id, fontBase, scriptFiles);
  });
  // The page's CJK characters are drawn in a blank stand-in of the CJK faces' metrics until those arrive
  // (cjk-stand-in.ts): only where the page's subsets are known, and only for their characters.
  const cjkCodePoints = scriptIds.includes(cjkFamily) && pageText !== undefined ? cjkCodePointsOf(claimed) : [];
  const standIn = cjkCodePoints.length
    ? [
        `@font-face{font-family:${quote(cjkStandInFamily)};font-style:normal;font-weight:100 900;src:url(${cjkStandInUrl()}) format("truetype");unicode-range:${unicodeRangeOf(cjkCodePoints)}}`,
      ]
    : [];
  // On a page in another script the Latin faces draw only its names, links and digits: their Latin slice is linked
  // as the page's subset as well (a Japanese page's Inter: 12 KB of its 49), under the whole file as a safety net.
  // A Latin page keeps the whole files, which most of its text needs anyway.
  const latinDrawn =
    pageText !== undefined && mainScript !== "latin"
      ? { codePoints: drawnTextCodePoints(pageText), weights: pageWeightRange(pageText), slices: isLatinSlice }
      : undefined;
  const latinRules = (id: string) =>
    latinDrawn
      ? subsetFaceRules(id, fontBase, files, latinDrawn, subsetNames, undefined, (slice) =>
          faceRules(id, fontBase, files, slice.subset, claimed),
        )
      : faceRules(id, fontBase, files, undefined, claimed);
  const emojiFaces = emoji ? emojiRules(fontBase, scriptFiles, pageText) : [];
  const rules = [...latinIds.flatMap(latinRules), ...scriptRules, ...standIn, ...emojiFaces];
  files.push(...scriptFiles);
  const stack = (id: string) => {
    const family = getFontFamily(id);
    const names = scriptIds.flatMap((s) =>
      s === cjkFamily && standIn.length ? [getFontFamily(s).name, cjkStandInFamily] : [getFontFamily(s).name],
    );
    const emojiNames = emojiFaces.length ? [...systemEmojiFonts, getFontFamily(emojiFamilyId).name] : [];
    return (
      [family.name, ...names].map(quote).join(",") +
      `,${family.fallback}` +
      emojiNames.map((n) => `,${quote(n)}`).join("")
    );
  };
  const heading = getFontFamily(pairing.heading);
  // A display face with one weight is drawn as designed: a synthesised bold of it looks smeared.
  const singleWeight =
    fontSubsets(heading.id)[0]?.files.length === 1 && !fontSubsets(heading.id)[0]?.files[0]?.weight.includes(" ");
  const vars = `:root{--font-heading:${stack(pairing.heading)};--font-body:${stack(pairing.body)};--font:var(--font-body)}`;
  const headings = `h1,h2,h3{font-family:var(--font-heading)${singleWeight ? ";font-weight:400" : ""}}`;
  const preload = preloadFile(pairing, mainScript);
  const mainPreloads = mainScript === "cjk" ? cjkPreloads : preload ? [subsetNames.get(preload) ?? preload] : [];
  const latinFile = mainScript !== "latin" ? preloadFile(pairing, "latin") : undefined;
  const latinPreload = latinFile && (subsetNames.get(latinFile) ?? latinFile);
  return {
    css: [...rules, vars, headings].join("\n"),
    files,
    preloads: [...mainPreloads, ...(latinPreload ? [latinPreload] : [])],
    ...(standIn.length ? { standInPreload: cjkStandInUrl() } : {}),
  };
}

/** The code points the CJK subsets draw (`claimed` also holds the Arabic and Devanagari ones). */
function cjkCodePointsOf(claimed: ReadonlySet<number>): number[] {
  return [...claimed].filter((cp) => cjkStandInCovers(cp)).sort((a, b) => a - b);
}

function preloadFile(pairing: FontPairing, mainScript: FontScript): string | undefined {
  // A CJK page preloads its subsets (above); without the page's text (the live preview) its slices are not known.
  if (mainScript === "cjk") return undefined;
  const familyId = mainScript === "latin" ? pairing.body : scriptFamilyIds[mainScript];
  const wanted = mainScript === "latin" ? "latin" : mainScript;
  return fontSubsets(familyId).find((s) => s.subset === wanted)?.files[0]?.name;
}

/**
 * Only the @font-face rules of some families' Latin files, nothing that styles a page: the builder uses it to draw
 * each pairing's names in its own faces.
 */
export function latinFontFaceCss(familyIds: readonly string[], fontBase: string): string {
  const files: string[] = [];
  return [...new Set(familyIds)].flatMap((id) => faceRules(id, fontBase, files, "latin")).join("\n");
}
