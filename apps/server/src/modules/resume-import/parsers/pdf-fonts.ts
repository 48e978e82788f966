import { decodePDFRawStream, PDFArray, PDFDict, PDFName, PDFNumber, PDFRawStream } from "pdf-lib";
import { ContentReader, textOf } from "./pdf-content-reader";

// What pdf-actual-text.ts needs of a page's fonts to read and measure its glyphs: code length, widths, ToUnicode.

/** A font as the page reader uses it. */
export interface FontInfo {
  bytesPerCode: 1 | 2;
  widths: Map<number, number>;
  defaultWidth: number;
  toUnicode: Map<number, string>;
}

/** The page cannot be read this way (a font or an operator this reader does not follow): keep pdf.js's reading. */
export class UnsupportedPage extends Error {}

/** A stream's decoded bytes, one latin1 character each (empty for anything that is not a stream). */
export const streamText = (stream: unknown) =>
  stream instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1") : "";

const utf16 = (raw: string) => textOf(`\xfe\xff${raw.length % 2 ? `${raw}\0` : raw}`);
/** A glyph code from its bytes (big-endian). */
export const codeOf = (raw: string) => [...raw].reduce((n, c) => n * 256 + c.charCodeAt(0), 0);

/** A ToUnicode CMap's code → text pairs (bfchar and bfrange). */
function readToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const { op, operands } of new ContentReader(cmap).operations()) {
    if (op === "endbfchar") {
      for (let i = 0; i + 1 < operands.length; i += 2) {
        const [src, dst] = [operands[i], operands[i + 1]];
        if (typeof src === "string" && typeof dst === "string") map.set(codeOf(src), utf16(dst));
      }
    } else if (op === "endbfrange") {
      for (let i = 0; i + 2 < operands.length; i += 3) {
        const [lo, hi, dst] = [operands[i], operands[i + 1], operands[i + 2]];
        if (typeof lo !== "string" || typeof hi !== "string") continue;
        for (let code = codeOf(lo); code <= codeOf(hi); code++) {
          const offset = code - codeOf(lo);
          if (Array.isArray(dst)) {
            const each = dst[offset];
            if (typeof each === "string") map.set(code, utf16(each));
          } else if (typeof dst === "string" && dst.length > 0) {
            const last = dst.charCodeAt(dst.length - 1) + offset;
            map.set(code, utf16(dst.slice(0, -1) + String.fromCharCode(last & 0xff)));
          }
        }
      }
    }
  }
  return map;
}

const numberIn = (dict: PDFDict, key: string, fallback: number) => {
  const value = dict.lookup(PDFName.of(key));
  return value instanceof PDFNumber ? value.asNumber() : fallback;
};

/** A CID font's /W widths: `c [w1 w2 …]` and `cFirst cLast w`. */
function cidWidths(w: PDFArray | undefined): Map<number, number> {
  const widths = new Map<number, number>();
  const items = w?.asArray().map((_, i) => w.lookup(i)) ?? [];
  for (let i = 0; i < items.length;) {
    const first = items[i];
    const next = items[i + 1];
    if (!(first instanceof PDFNumber)) break;
    if (next instanceof PDFArray) {
      next.asArray().forEach((_, j) => {
        const each = next.lookup(j);
        if (each instanceof PDFNumber) widths.set(first.asNumber() + j, each.asNumber());
      });
      i += 2;
    } else {
      const width = items[i + 2];
      if (!(next instanceof PDFNumber) || !(width instanceof PDFNumber)) break;
      for (let c = first.asNumber(); c <= next.asNumber(); c++) widths.set(c, width.asNumber());
      i += 3;
    }
  }
  return widths;
}

/** What the reader needs of a font: code length, widths, ToUnicode. Type0 Identity-H and simple fonts. */
export function fontInfo(font: PDFDict): FontInfo {
  const subtype = font.lookup(PDFName.of("Subtype"))?.toString();
  const toUnicode = readToUnicode(streamText(font.lookup(PDFName.of("ToUnicode"))));
  if (subtype === "/Type0") {
    if (font.lookup(PDFName.of("Encoding"))?.toString() !== "/Identity-H") throw new UnsupportedPage();
    const descendant = font.lookup(PDFName.of("DescendantFonts"), PDFArray).lookup(0, PDFDict);
    const w = descendant.lookup(PDFName.of("W"));
    return {
      bytesPerCode: 2,
      widths: cidWidths(w instanceof PDFArray ? w : undefined),
      defaultWidth: numberIn(descendant, "DW", 1000),
      toUnicode,
    };
  }
  if (subtype !== "/TrueType" && subtype !== "/Type1") throw new UnsupportedPage();
  const firstChar = numberIn(font, "FirstChar", 0);
  const list = font.lookup(PDFName.of("Widths"));
  const widths = new Map<number, number>();
  if (list instanceof PDFArray) {
    list.asArray().forEach((_, i) => {
      const each = list.lookup(i);
      if (each instanceof PDFNumber) widths.set(firstChar + i, each.asNumber());
    });
  }
  return { bytesPerCode: 1, widths, defaultWidth: 0, toUnicode };
}
