import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { PortfolioContent } from "@foliocraft/schemas";
import { cjkFamilyIds, fontNeedsOf, scriptFamilyIds } from "@foliocraft/themes";

const require = createRequire(import.meta.url);

/** A TrueType family from npm (Typst reads TTF/OTF, not the WOFF2 the pages use): its name and two weights. */
interface PdfFontFamily {
  name: string;
  files: string[];
}

function expoFamily(pkg: string, name: string, prefix: string): PdfFontFamily {
  const root = dirname(require.resolve(`@expo-google-fonts/${pkg}/package.json`));
  return {
    name,
    files: ["400Regular", "700Bold"].map((weight) => join(root, weight, `${prefix}_${weight}.ttf`)),
  };
}

/**
 * The PDF face of each script the pages know (the family ids of the themes' font registry, so the same decision —
 * which scripts a portfolio uses, Japanese or Chinese glyphs for Han — is made in one place, fontNeedsOf).
 * Arabic is drawn in Vazirmatn rather than the pages' Noto Sans Arabic: Noto builds letters from a base and
 * separate dot glyphs, and a PDF maps each glyph of a cluster to the cluster's text, so copied or indexed Arabic
 * came back with doubled letters; Vazirmatn draws each letter form as one glyph and its text layer is exact.
 */
const scriptFaces: Record<string, PdfFontFamily> = {
  [scriptFamilyIds.arabic]: expoFamily("vazirmatn", "Vazirmatn", "Vazirmatn"),
  [scriptFamilyIds.devanagari]: expoFamily("noto-sans-devanagari", "Noto Sans Devanagari", "NotoSansDevanagari"),
  [cjkFamilyIds.chinese]: expoFamily("noto-sans-sc", "Noto Sans SC", "NotoSansSC"),
  [cjkFamilyIds.japanese]: expoFamily("noto-sans-jp", "Noto Sans JP", "NotoSansJP"),
};

/** Latin, Greek, Cyrillic and Vietnamese: names, links and product names in every résumé. */
const latinFace = expoFamily("noto-sans", "Noto Sans", "NotoSans");

/** Every font file a résumé may use: the compiler is given all of them once and loads a file when it is used. */
export const resumeFontFiles: readonly string[] = [latinFace, ...Object.values(scriptFaces)].flatMap((f) => f.files);

/**
 * The font stack of a portfolio's résumé: the Latin face first (so digits and Latin names inside Arabic or Chinese
 * text keep one look), then the face of each other script its text uses.
 */
export function resumeFontStack(content: PortfolioContent): string[] {
  const needs = fontNeedsOf(content);
  const families = needs.scripts.flatMap((script) => {
    if (script === "latin") return [];
    const id = script === "cjk" ? (needs.cjkFamily ?? cjkFamilyIds.chinese) : scriptFamilyIds[script];
    const face = scriptFaces[id];
    return face ? [face.name] : [];
  });
  return [latinFace.name, ...families];
}
