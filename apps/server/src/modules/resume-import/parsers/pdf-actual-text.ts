import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFPage } from "pdf-lib";
import { ContentReader, textOf, type PdfValue } from "./pdf-content-reader";
import { codeOf, fontInfo, streamText, UnsupportedPage, type FontInfo } from "./pdf-fonts";

// pdf.js reads a page's text from its glyphs and ignores the /ActualText a marked-content span gives for them. Some
// writers (Typst among them) draw shaped scripts (Devanagari…) as glyphs whose own text is wrong or missing, with
// the real text in the span around them; pdf.js then also measures those glyphs as zero wide and fills the gaps
// with spaces that are not there. For such a page this reads the text itself: each span's ActualText, each other
// run's characters through its font's ToUnicode map, placed and measured with the font's widths.

/** A run of text on a page, in PDF user space (y up), as the line builder takes it. */
export interface PdfTextItem {
  str: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
  hasEOL: boolean;
}

type Matrix = [number, number, number, number, number, number];

const identity: Matrix = [1, 0, 0, 1, 0, 0];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];
const apply = (m: Matrix, x: number, y: number) => ({ x: x * m[0] + y * m[2] + m[4], y: x * m[1] + y * m[3] + m[5] });

interface TextState {
  ctm: Matrix;
  font?: FontInfo;
  fontSize: number;
  charSpacing: number;
  wordSpacing: number;
  scale: number;
  leading: number;
  rise: number;
}

/** A marked-content span being read: its ActualText and the extent of the glyphs drawn inside it. */
interface OpenSpan {
  actualText?: string;
  /** /ReversedChars: the glyphs are drawn in visual order, right to left text is read backwards. */
  reversed?: boolean;
  start?: { x: number; y: number; fontSize: number };
  right: number;
}

/** Reads one page's text runs, spans' ActualText in place of their glyphs. */
function pageItems(page: PDFPage, content: string): PdfTextItem[] {
  const resources = page.node.Resources();
  const fonts = resources?.lookup(PDFName.of("Font"));
  const xObjects = resources?.lookup(PDFName.of("XObject"));
  const fontCache = new Map<string, FontInfo>();
  const fontNamed = (name: string) => {
    if (!fontCache.has(name)) {
      const dict = fonts instanceof PDFDict ? fonts.lookup(PDFName.of(name)) : undefined;
      if (!(dict instanceof PDFDict)) throw new UnsupportedPage();
      fontCache.set(name, fontInfo(dict));
    }
    return fontCache.get(name)!;
  };

  const items: PdfTextItem[] = [];
  const spans: OpenSpan[] = [];
  const stack: TextState[] = [];
  let state: TextState = { ctm: identity, fontSize: 0, charSpacing: 0, wordSpacing: 0, scale: 1, leading: 0, rise: 0 };
  let tm: Matrix = identity;
  let tlm: Matrix = identity;

  const show = (raw: PdfValue[]) => {
    const font = state.font;
    if (!font) return;
    const span = spans.find((s) => s.actualText !== undefined);
    // Without a ToUnicode map the glyphs' text is in the font's encoding, which pdf.js reads and this does not.
    if (!span && font.toUnicode.size === 0) throw new UnsupportedPage();
    const textSpace = (): Matrix => multiply(tm, state.ctm);
    const origin = apply(textSpace(), 0, state.rise);
    const rendering = multiply([state.fontSize * state.scale, 0, 0, state.fontSize, 0, 0], textSpace());
    const fontSize = Math.hypot(rendering[2], rendering[3]);
    const glyphs: string[] = [];
    for (const part of raw) {
      if (typeof part === "number") {
        tm = multiply([1, 0, 0, 1, (-part / 1000) * state.fontSize * state.scale, 0], tm);
        continue;
      }
      if (typeof part !== "string") continue;
      for (let i = 0; i + font.bytesPerCode <= part.length; i += font.bytesPerCode) {
        const code = codeOf(part.slice(i, i + font.bytesPerCode));
        const width = font.widths.get(code) ?? font.defaultWidth;
        const spacing = state.charSpacing + (font.bytesPerCode === 1 && code === 32 ? state.wordSpacing : 0);
        tm = multiply([1, 0, 0, 1, ((width / 1000) * state.fontSize + spacing) * state.scale, 0], tm);
        glyphs.push(font.toUnicode.get(code) ?? "");
      }
    }
    // Reversed glyph by glyph, so a ligature's characters (lam–alef) keep their order.
    const text = (spans.some((s) => s.reversed) ? glyphs.reverse() : glyphs).join("");
    const end = apply(textSpace(), 0, state.rise);
    if (span) {
      span.start ??= { x: origin.x, y: origin.y, fontSize };
      span.right = Math.max(span.right, end.x, origin.x);
      span.start.x = Math.min(span.start.x, origin.x, end.x);
    } else if (text) {
      items.push({ str: text, x: origin.x, y: origin.y, width: end.x - origin.x, fontSize, hasEOL: false });
    }
  };

  const reader = new ContentReader(content);
  let operands: PdfValue[] = [];
  const num = (i: number) => (typeof operands[i] === "number" ? (operands[i] as number) : 0);
  const matrixOf = (): Matrix => [num(0), num(1), num(2), num(3), num(4), num(5)];
  for (const operation of reader.operations()) {
    operands = operation.operands;
    switch (operation.op) {
      case "q":
        stack.push({ ...state });
        break;
      case "Q":
        state = stack.pop() ?? state;
        break;
      case "cm":
        state.ctm = multiply(matrixOf(), state.ctm);
        break;
      case "BT":
        tm = tlm = identity;
        break;
      case "Tm":
        tm = tlm = matrixOf();
        break;
      case "Td":
      case "TD":
        if (operation.op === "TD") state.leading = -num(1);
        tm = tlm = multiply([1, 0, 0, 1, num(0), num(1)], tlm);
        break;
      case "T*":
        tm = tlm = multiply([1, 0, 0, 1, 0, -state.leading], tlm);
        break;
      case "Tf": {
        const name = operands[0];
        state.font = typeof name === "object" && name && "name" in name ? fontNamed(name.name) : undefined;
        state.fontSize = num(1);
        break;
      }
      case "Tc":
        state.charSpacing = num(0);
        break;
      case "Tw":
        state.wordSpacing = num(0);
        break;
      case "Tz":
        state.scale = num(0) / 100;
        break;
      case "TL":
        state.leading = num(0);
        break;
      case "Ts":
        state.rise = num(0);
        break;
      case "Tj":
        show(operands.slice(0, 1));
        break;
      case "TJ":
        show(Array.isArray(operands[0]) ? operands[0] : []);
        break;
      case "'":
      case '"':
        tm = tlm = multiply([1, 0, 0, 1, 0, -state.leading], tlm);
        if (operation.op === '"') [state.wordSpacing, state.charSpacing] = [num(0), num(1)];
        show(operands.slice(-1));
        break;
      case "BMC":
        {
          const tag = operands[0];
          spans.push({
            right: 0,
            reversed: typeof tag === "object" && tag !== null && "name" in tag && tag.name === "ReversedChars",
          });
          break;
        }
        break;
      case "BDC": {
        const props = operands.at(-1);
        const actual = props instanceof Map ? props.get("ActualText") : undefined;
        const tag = operands[0];
        const reversed = typeof tag === "object" && tag !== null && "name" in tag && tag.name === "ReversedChars";
        spans.push({ right: 0, reversed, ...(typeof actual === "string" ? { actualText: textOf(actual) } : {}) });
        break;
      }
      case "EMC": {
        const span = spans.pop();
        if (span?.actualText !== undefined && span.start && span.actualText.trim()) {
          const { x, y, fontSize } = span.start;
          items.push({ str: span.actualText, x, y, width: span.right - x, fontSize, hasEOL: false });
        }
        break;
      }
      case "Do": {
        // Text drawn inside a form is not followed here: leave such a page to pdf.js.
        const name = operands[0];
        const xObject =
          xObjects instanceof PDFDict && typeof name === "object" && name && "name" in name
            ? xObjects.lookup(PDFName.of(name.name))
            : undefined;
        if (xObject instanceof PDFRawStream && xObject.dict.lookup(PDFName.of("Subtype"))?.toString() === "/Form") {
          throw new UnsupportedPage();
        }
        break;
      }
      case "ID":
        reader.skipInlineImage();
        break;
    }
  }
  return items;
}

/** A page's content streams, decoded and joined (a page may split its content over several). */
function pageContent(page: PDFPage): string {
  const contents = page.node.Contents();
  if (!contents) return "";
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  return streams.map(streamText).join("\n");
}

/**
 * For each of the first `pages` pages: its text runs read with the spans' ActualText when the page has such spans,
 * else null (pdf.js reads it). All null when the file cannot be opened this way.
 */
export async function actualTextPages(bytes: Uint8Array, pages: number): Promise<(PdfTextItem[] | null)[]> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch {
    return Array.from({ length: pages }, () => null);
  }
  return doc
    .getPages()
    .slice(0, pages)
    .map((page) => {
      try {
        const content = pageContent(page);
        return content.includes("/ActualText") ? pageItems(page, content) : null;
      } catch {
        return null;
      }
    });
}
