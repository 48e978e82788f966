import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fontFileIndex, validSubsetRequest } from "@foliocraft/themes";
import { createFontSubsetter } from "./font-subsetter";

/**
 * The self-hosted font files, by the hashed names the renderer links (packages/themes fonts/): read from their
 * @fontsource package on first use and kept in memory (all of them together are a few megabytes). Only names in
 * the generated index can be read, so a request can never reach another file. A page's subset of the Arabic or
 * Devanagari face (fonts/font-subset-name.ts) is made from its name, once it has been checked against that index.
 */
export function createFontStore() {
  const index = fontFileIndex();
  const require = createRequire(import.meta.url);
  const loaded = new Map<string, Promise<Buffer>>();
  const subsetter = createFontSubsetter();

  function load(name: string): Promise<Buffer> | undefined {
    const file = index.get(name);
    if (!file) return undefined;
    let pending = loaded.get(name);
    if (!pending) {
      const packageDir = dirname(require.resolve(`${file.package}/package.json`));
      pending = readFile(join(packageDir, "files", file.source));
      // A failed read is tried again next time rather than remembered.
      pending.catch(() => loaded.delete(name));
      loaded.set(name, pending);
    }
    return pending;
  }

  function read(name: string, mustRun = false): Promise<Buffer> | undefined {
    const whole = load(name);
    if (whole) return whole;
    const request = validSubsetRequest(name);
    if (!request) return undefined;
    const { baseName, codePoints, weights } = request;
    return subsetter.subset({ name, baseName, codePoints, weights, base: () => load(baseName)! }, { mustRun });
  }

  return {
    /**
     * The bytes of a served font file or page subset, or undefined for a name we do not serve. A subset not made
     * yet may be refused (503) while many are being made.
     */
    read(name: string): Promise<Buffer> | undefined {
      return read(name);
    },

    /** The files of a rendered site's fonts, at the paths its stylesheet links them (`fonts/{name}`). */
    async siteFiles(names: readonly string[]): Promise<{ path: string; bytes: Uint8Array }[]> {
      return Promise.all(
        names.map(async (name) => {
          // A ZIP or deploy needs every file: its subsets wait their turn rather than being refused.
          const bytes = await read(name, true);
          if (!bytes) throw new Error(`The renderer linked a font file that is not served: ${name}`);
          return { path: `fonts/${name}`, bytes: new Uint8Array(bytes) };
        }),
      );
    },
  };
}

/** The font files. */
export type FontStore = ReturnType<typeof createFontStore>;
