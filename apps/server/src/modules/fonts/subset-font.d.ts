declare module "subset-font" {
  /** A subset of a font holding the glyphs `text` needs (HarfBuzz's subsetter, with its layout closure). */
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: { targetFormat?: "sfnt" | "woff" | "woff2"; variationAxes?: Record<string, unknown> },
  ): Promise<Buffer>;
}
