import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fontFileIndex, splitFontReference, validSubsetRequest, validWholeFaceRequest } from "@foliocraft/themes";
import { createFontSubsetter, type RunSubset, type SubsetterLimits } from "./font-subsetter";

/**
 * The layout features a CJK subset keeps: those browsers apply to horizontal text (composition, localized forms,
 * kerning, ligatures; halt and chws for Chromium's text-spacing-trim of fullwidth punctuation; palt on request).
 * The rest (vertical forms, JIS78/83/90 variants, proportional and half-width kana, ruby, traditional forms) only
 * bring glyphs no page draws: a Japanese page's regular subset falls from 38 KB to 23 KB.
 */
const cjkFeatures = [
  "ccmp",
  "locl",
  "mark",
  "mkmk",
  "kern",
  "liga",
  "clig",
  "calt",
  "rlig",
  "rclt",
  "halt",
  "chws",
  "palt",
];

/**
 * The self-hosted font files, by the references the renderer links (packages/themes fonts/): read from their
 * @fontsource package on first use and kept in memory (all of them together are a few megabytes). Only names in
 * the generated index can be read, so a request can never reach another file. A page's subset is made from its
 * reference once it has been checked: an Arabic or Devanagari one from its name (fonts/font-subset-name.ts), a CJK
 * one from its name and query (fonts/whole-face-subset.ts).
 */
export function createFontStore(
  options: { limits?: Partial<SubsetterLimits>; aroundSubset?: (run: RunSubset) => RunSubset } = {},
) {
  const index = fontFileIndex();
  const require = createRequire(import.meta.url);
  const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));
  const loaded = new Map<string, Promise<Buffer>>();
  const subsetter = createFontSubsetter(options.limits, options.aroundSubset);

  function load(name: string): Promise<Buffer> | undefined {
    const file = index.get(name);
    if (!file) return undefined;
    let pending = loaded.get(name);
    if (!pending) {
      pending = readFile(join(packageDir(file.package), "files", file.source));
      // A failed read is tried again next time rather than remembered.
      pending.catch(() => loaded.delete(name));
      loaded.set(name, pending);
    }
    return pending;
  }

  function read(reference: string, mustRun = false): Promise<Buffer> | undefined {
    const { name, code } = splitFontReference(reference);
    if (code !== undefined) {
      const face = validWholeFaceRequest(name, code);
      if (!face) return undefined;
      const path = join(packageDir(face.package), face.source);
      return subsetter.subset({ name, codePoints: face.codePoints, path, features: cjkFeatures }, { mustRun });
    }
    const whole = load(name);
    if (whole) return whole;
    const request = validSubsetRequest(name);
    if (!request) return undefined;
    const base = index.get(request.baseName)!;
    const path = join(packageDir(base.package), "files", base.source);
    // A static face (one weight, no `wght` axis) is subset as it is.
    const weights = base.weight.includes(" ") ? request.weights : undefined;
    return subsetter.subset(
      { name, codePoints: request.codePoints, path, ...(weights ? { weights } : {}) },
      { mustRun },
    );
  }

  return {
    /**
     * The bytes of a served font file or page subset, or undefined for a reference we do not serve. A subset not
     * made yet may be refused (503) while many are being made.
     */
    read(reference: string): Promise<Buffer> | undefined {
      return read(reference);
    },

    /**
     * Starts making a rendered page's subset, whatever the queue: the page's visitors will ask for it, and a
     * refusal would leave its text to fallbacks (a CJK page's is the blank stand-in: cjk-stand-in.ts).
     */
    warm(reference: string): void {
      void read(reference, true)?.catch(() => undefined);
    },

    /** The files of a rendered site's fonts, at the paths its stylesheet links them (`fonts/{name}`). */
    async siteFiles(references: readonly string[]): Promise<{ path: string; bytes: Uint8Array }[]> {
      return Promise.all(
        references.map(async (reference) => {
          // A ZIP or deploy needs every file: its subsets wait their turn rather than being refused.
          const bytes = await read(reference, true);
          if (!bytes) throw new Error(`The renderer linked a font file that is not served: ${reference}`);
          // A static host serves the file by its name and ignores the query (a CJK subset's code).
          return { path: `fonts/${splitFontReference(reference).name}`, bytes: new Uint8Array(bytes) };
        }),
      );
    },

    /** Ends the subsetter's worker thread (server shutdown). */
    close(): Promise<void> {
      return subsetter.close();
    },
  };
}

/** The font files. */
export type FontStore = ReturnType<typeof createFontStore>;
