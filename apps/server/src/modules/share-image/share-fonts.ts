import { mkdir, rename, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { decompress } from "wawoff2";
import type { FontStore } from "../fonts/font-store";
import { renameFontFamily } from "./sfnt-family";

/** The family name a served font file is drawn under in share images: unique per file (its content hash). */
export function shareFontFamily(file: string): string {
  const hash = /\.([0-9a-f]{6,})\.woff2$/.exec(file)?.[1];
  return `fc-${hash ?? file.replace(/[^A-Za-z0-9]+/g, "-").slice(0, 50)}`;
}

/**
 * The self-hosted WOFF2 files as TrueType files on disk, for the SVG renderer (it reads TrueType and OpenType
 * from paths, not WOFF2): decompressed once per file, renamed to `shareFontFamily(file)`, written under a
 * folder of this process's temporary directory. Names carry the content hash, so several servers can share it.
 */
export function createShareFonts(store: FontStore, folder = join(tmpdir(), "foliocraft-share-fonts")) {
  const ready = new Map<string, Promise<string>>();

  async function prepare(file: string): Promise<string> {
    const path = join(folder, `${shareFontFamily(file)}.ttf`);
    const exists = await stat(path).then(
      (s) => s.size > 0,
      () => false,
    );
    if (exists) return path;
    const woff2 = await store.read(file);
    if (!woff2) throw new Error(`Not a served font file: ${file}`);
    const ttf = renameFontFamily(await decompress(new Uint8Array(woff2)), shareFontFamily(file));
    await mkdir(folder, { recursive: true, mode: 0o700 });
    // Written beside and renamed: a reader never sees half a file.
    const partial = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.part`;
    await writeFile(partial, ttf, { mode: 0o600 });
    await rename(partial, path);
    return path;
  }

  return {
    /** Paths of the TrueType files of these served font files (prepared on first use, then remembered). */
    paths(files: readonly string[]): Promise<string[]> {
      return Promise.all(
        files.map((file) => {
          let pending = ready.get(file);
          if (!pending) {
            pending = prepare(file);
            pending.catch(() => ready.delete(file));
            ready.set(file, pending);
          }
          return pending;
        }),
      );
    },
  };
}

/** Font files for share images. */
export type ShareFonts = ReturnType<typeof createShareFonts>;
