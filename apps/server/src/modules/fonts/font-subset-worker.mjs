// Makes one font subset on a worker thread (font-subsetter.ts runs it through a Piscina pool): HarfBuzz's subsetter
// (subset-font) takes 20–40 ms for an Arabic or Devanagari page and 0.3–0.9 s for a CJK page's subset of a whole
// 5–10 MB face, which on the main thread would hold every other request that long.
import { readFile } from "node:fs/promises";
import subsetFont from "subset-font";
import { decompress } from "wawoff2";

// The source faces as TrueType, read once per thread (HarfBuzz reads TrueType, fontsource ships WOFF2).
const sources = new Map();

function sfntOf(path) {
  let pending = sources.get(path);
  if (!pending) {
    pending = readFile(path).then(async (bytes) =>
      path.endsWith(".woff2") ? Buffer.from(await decompress(bytes)) : bytes,
    );
    // A failed read is tried again next time rather than remembered.
    pending.catch(() => sources.delete(path));
    sources.set(path, pending);
  }
  return pending;
}

/**
 * The WOFF2 subset of the face at `path` holding `text`, its `wght` axis cut to `weights` (hundreds) and its layout
 * features to `features` if given (all of them otherwise).
 */
export default async function subset({ path, text, weights, features }) {
  const sfnt = await sfntOf(path);
  const bytes = await subsetFont(sfnt, text, {
    targetFormat: "woff2",
    ...(features ? { keepFeatures: features } : {}),
    ...(weights ? { variationAxes: { wght: { min: weights[0] * 100, max: weights[1] * 100 } } } : {}),
  });
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
