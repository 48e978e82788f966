import { generatedFontFiles } from "./font-files.generated";
import type { GeneratedFontFile, GeneratedFontSubset } from "./font-file-types";

/** The writing systems of the ten languages (packages/schemas constants): each has its own font files. */
export const fontScripts = ["latin", "arabic", "devanagari", "cjk"] as const;
export type FontScript = (typeof fontScripts)[number];

/** One self-hosted family: its CSS name, what kind of face it is, and the generic fallback behind it. */
export interface FontFamily {
  id: string;
  /** The `font-family` name the stylesheets declare and use. */
  name: string;
  category: "sans" | "serif" | "display" | "mono" | "emoji";
  /** The writing system it draws; emoji are drawn in any of them, behind the script faces (font-css.ts). */
  script: FontScript | "emoji";
  /** System faces tried while the file loads (font-display: swap) or when a glyph is not in the file. */
  fallback: string;
}

const sans = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const serif = 'Georgia, "Times New Roman", serif';
const mono = 'ui-monospace, Menlo, Consolas, "Liberation Mono", monospace';

/** Every family we serve (files: font-files.generated.ts, from the @fontsource packages). */
export const fontFamilies: readonly FontFamily[] = [
  { id: "inter", name: "Inter", category: "sans", script: "latin", fallback: sans },
  { id: "manrope", name: "Manrope", category: "sans", script: "latin", fallback: sans },
  { id: "space-grotesk", name: "Space Grotesk", category: "display", script: "latin", fallback: sans },
  { id: "sora", name: "Sora", category: "display", script: "latin", fallback: sans },
  { id: "fraunces", name: "Fraunces", category: "serif", script: "latin", fallback: serif },
  { id: "playfair-display", name: "Playfair Display", category: "serif", script: "latin", fallback: serif },
  { id: "dm-serif-display", name: "DM Serif Display", category: "serif", script: "latin", fallback: serif },
  { id: "source-serif-4", name: "Source Serif 4", category: "serif", script: "latin", fallback: serif },
  { id: "jetbrains-mono", name: "JetBrains Mono", category: "mono", script: "latin", fallback: mono },
  { id: "ibm-plex-mono", name: "IBM Plex Mono", category: "mono", script: "latin", fallback: mono },
  { id: "noto-sans-arabic", name: "Noto Sans Arabic", category: "sans", script: "arabic", fallback: sans },
  { id: "noto-sans-devanagari", name: "Noto Sans Devanagari", category: "sans", script: "devanagari", fallback: sans },
  // Han characters are drawn differently in China and Japan (骨, 直, 今…): one family for each, chosen by the page's
  // language (font-css.ts cjkFamilyOf). Both carry kana.
  { id: "noto-sans-sc", name: "Noto Sans SC", category: "sans", script: "cjk", fallback: sans },
  { id: "noto-sans-jp", name: "Noto Sans JP", category: "sans", script: "cjk", fallback: sans },
  // Emoji drawn as outlines in the text's colour: the last resort behind the visitor's own colour emoji
  // (font-css.ts `systemEmojiFonts`), so a "👋" in a bio is never a box on a machine that has none.
  { id: "noto-emoji", name: "Noto Emoji", category: "emoji", script: "emoji", fallback: sans },
];

/** The family that draws emoji where the visitor's machine has no emoji font. */
export const emojiFamilyId = "noto-emoji";

/** The two families that draw CJK text: Simplified Chinese glyph shapes, or Japanese ones. */
export const cjkFamilyIds = { chinese: "noto-sans-sc", japanese: "noto-sans-jp" } as const;
export type CjkFamilyId = (typeof cjkFamilyIds)[keyof typeof cjkFamilyIds];

/**
 * The family that draws a non-Latin script, behind whichever Latin pairing the theme uses. For CJK this is the
 * Chinese family; a Japanese page uses `cjkFamilyIds.japanese` instead.
 */
export const scriptFamilyIds: Record<Exclude<FontScript, "latin">, string> = {
  arabic: "noto-sans-arabic",
  devanagari: "noto-sans-devanagari",
  cjk: cjkFamilyIds.chinese,
};

/** A curated heading + body combination; the id is stored in portfolios, so it never changes. */
export interface FontPairing {
  id: string;
  heading: string;
  body: string;
}

const pair = (id: string, heading: string, body = heading): FontPairing => ({ id, heading, body });

/**
 * The pairings a portfolio can choose (each theme allows a few: styling/theme-styles.ts). Each keeps a Latin page
 * to two or three WOFF2 files and within the 100 KB page budget (font-registry.test.ts adds them up).
 */
export const fontPairings: readonly FontPairing[] = [
  pair("inter", "inter"),
  pair("manrope", "manrope"),
  pair("sora", "sora"),
  pair("source-serif", "source-serif-4"),
  pair("jetbrains-mono", "jetbrains-mono"),
  pair("space-grotesk-manrope", "space-grotesk", "manrope"),
  pair("sora-manrope", "sora", "manrope"),
  pair("fraunces-manrope", "fraunces", "manrope"),
  pair("playfair-manrope", "playfair-display", "manrope"),
  pair("dm-serif-manrope", "dm-serif-display", "manrope"),
  pair("dm-serif-inter", "dm-serif-display", "inter"),
  pair("space-grotesk-jetbrains-mono", "space-grotesk", "jetbrains-mono"),
  pair("ibm-plex-mono", "ibm-plex-mono"),
  pair("ibm-plex-mono-manrope", "ibm-plex-mono", "manrope"),
];

/** A family by id (throws on an unknown id: the tables are ours, so that is a bug). */
export function getFontFamily(id: string): FontFamily {
  const family = fontFamilies.find((f) => f.id === id);
  if (!family) throw new Error(`Unknown font family: ${id}`);
  return family;
}

/** A pairing by id, or undefined for an id we do not (or no longer) offer. */
export function findFontPairing(id: string | undefined): FontPairing | undefined {
  return fontPairings.find((p) => p.id === id);
}

/** The subsets (unicode-range slices) and files of a family. */
export function fontSubsets(familyId: string): readonly GeneratedFontSubset[] {
  const entry = generatedFontFiles[familyId];
  if (!entry) throw new Error(`No font files for: ${familyId}`);
  return entry.subsets;
}

/** Every served file by its hashed name, with the package and file it comes from (the server's lookup). */
export function fontFileIndex(): Map<string, GeneratedFontFile & { package: string }> {
  const index = new Map<string, GeneratedFontFile & { package: string }>();
  for (const entry of Object.values(generatedFontFiles)) {
    for (const subset of entry.subsets) {
      for (const file of subset.files) index.set(file.name, { ...file, package: entry.package });
    }
  }
  return index;
}
