import { type LanguageCode, type PortfolioContent } from "@foliocraft/schemas";
import {
  cjkFamilyIds,
  fontSubsets,
  getFontFamily,
  scriptFamilyIds,
  type CjkFamilyId,
  type FontPairing,
  type FontScript,
} from "./font-registry";

/** The font part of a page's stylesheet and the files it needs. */
export interface FontPlan {
  /** `@font-face` rules (one per unicode-range subset) and the `--font-heading` / `--font-body` variables. */
  css: string;
  /** Hashed names of every file the CSS references: exactly what the ZIP and deploys bundle under `fonts/`. */
  files: string[];
  /** The body face's file for the page's main script, preloaded so the first paint uses it. */
  preload?: string;
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

/** What a portfolio asks of the fonts: its scripts, its main script and its CJK family (one pass over its text). */
export function fontNeedsOf(content: PortfolioContent): FontPlanOptions & { scripts: FontScript[] } {
  const text = allText(content);
  return {
    scripts: scriptsOfText(content.language, text),
    mainScript: mainScriptOf(content.language),
    cjkFamily: cjkFamilyOfText(content.language, text),
  };
}

/** The choices of a font plan beyond the scripts. */
export interface FontPlanOptions {
  /** The page's main script: the body face's file for it is preloaded (Latin by default). */
  mainScript?: FontScript;
  /** The family that draws CJK text (the Chinese one by default). */
  cjkFamily?: CjkFamilyId;
}

const quote = (name: string) => `"${name}"`;

function faceRules(familyId: string, fontBase: string, files: string[], only?: string): string[] {
  const family = getFontFamily(familyId);
  const subsets = fontSubsets(familyId).filter((s) => !only || s.subset === only);
  return subsets.flatMap((subset) =>
    subset.files.map((file) => {
      files.push(file.name);
      return `@font-face{font-family:${quote(family.name)};font-style:normal;font-weight:${file.weight};font-display:swap;src:url(${fontBase}${file.name}) format("woff2");unicode-range:${subset.unicodeRange}}`;
    }),
  );
}

/**
 * The @font-face rules and font variables of a pairing for the given scripts. `fontBase` is where the files are:
 * `fonts/` beside styles.css (ZIP, deploys) or `/fonts/` on this server (the public page, the preview).
 * Every subset carries fontsource's unicode-range, so the browser fetches a file only when the page has a
 * character in it (a Latin page downloads the Latin file of each face it draws, nothing else).
 */
export function fontPlan(
  pairing: FontPairing,
  scripts: readonly FontScript[],
  fontBase: string,
  { mainScript = "latin", cjkFamily = cjkFamilyIds.chinese }: FontPlanOptions = {},
): FontPlan {
  const files: string[] = [];
  const latinIds = [...new Set([pairing.heading, pairing.body])];
  const familyOf = (s: Exclude<FontScript, "latin">) => (s === "cjk" ? cjkFamily : scriptFamilyIds[s]);
  const scriptIds = scripts.filter((s): s is Exclude<FontScript, "latin"> => s !== "latin").map(familyOf);
  const rules = [...latinIds, ...scriptIds].flatMap((id) => faceRules(id, fontBase, files));
  const stack = (id: string) => {
    const family = getFontFamily(id);
    return [family.name, ...scriptIds.map((s) => getFontFamily(s).name)].map(quote).join(",") + `,${family.fallback}`;
  };
  const heading = getFontFamily(pairing.heading);
  // A display face with one weight is drawn as designed: a synthesised bold of it looks smeared.
  const singleWeight =
    fontSubsets(heading.id)[0]?.files.length === 1 && !fontSubsets(heading.id)[0]?.files[0]?.weight.includes(" ");
  const vars = `:root{--font-heading:${stack(pairing.heading)};--font-body:${stack(pairing.body)};--font:var(--font-body)}`;
  const headings = `h1,h2,h3{font-family:var(--font-heading)${singleWeight ? ";font-weight:400" : ""}}`;
  return { css: [...rules, vars, headings].join("\n"), files, preload: preloadFile(pairing, mainScript) };
}

function preloadFile(pairing: FontPairing, mainScript: FontScript): string | undefined {
  // CJK text is spread over a hundred slices: which ones a page needs is not known here, so none is preloaded.
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
