import type { PdfTextItem } from "./pdf-actual-text";

/** A line of a page: its text and where it sits (PDF user space, y up), for matching link rectangles. */
export interface PdfLine {
  text: string;
  left: number;
  right: number;
  bottom: number;
  top: number;
}

/**
 * Where a page's items come from, which says how they are joined: `pdfjs` trusts pdf.js's line ends; `pdfjs-rtl`
 * (pdf.js on a page with right-to-left text) and `measured` (read by pdf-actual-text.ts) group by baseline only,
 * since pdf.js marks a line end wherever the pen moves left, which right-to-left runs do within one line.
 */
export type LineMode = "pdfjs" | "pdfjs-rtl" | "measured";

const rtlScripts = String.raw`\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}`;
const rtlLetter = new RegExp(`[${rtlScripts}]`, "gu");
const ltrLetter = new RegExp(`(?![${rtlScripts}])\\p{L}`, "gu");
const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
type Direction = "rtl" | "ltr" | undefined;
const directionOf = (text: string): Direction =>
  count(text, rtlLetter) > 0 ? "rtl" : count(text, ltrLetter) > 0 ? "ltr" : undefined;

/**
 * pdf.js's right-to-left text after reversing a run drawn in visual order: a run that starts with a combining mark
 * had the mark before its letter (shadda before waw), and a lam–alef ligature after the article came out as
 * "األ" for "الأ". Both are put back in logical order.
 */
export function logicalRtl(text: string): string {
  return text.replace(/^(\p{M}+)(\P{M})/u, "$2$1").replace(/ا([أإآ])ل/gu, "ال$1");
}

const centre = (i: PdfTextItem) => i.x + i.width / 2;

/**
 * A line with right-to-left text in reading order: by position in the paragraph's direction, each run in the other
 * direction turned back (an Arabic city in a Latin line). Items without letters (spaces, numbers) go with the runs
 * on both sides of them, else with the paragraph; a separator ("·") goes with the paragraph, since the parts it
 * separates were laid out one by one (an Arabic contact line lists its Latin links right to left).
 */
function bidiOrder(items: PdfTextItem[], paragraph: "rtl" | "ltr"): PdfTextItem[] {
  const sorted = [...items].sort((a, b) => (paragraph === "rtl" ? centre(b) - centre(a) : centre(a) - centre(b)));
  const strong = sorted.map((i) => directionOf(i.str));
  const resolved = strong.map((d, index) => {
    if (d) return d;
    if (/[·|•]/u.test(sorted[index]!.str)) return paragraph;
    const before = strong.slice(0, index).reverse().find(Boolean);
    const after = strong.slice(index + 1).find(Boolean);
    return before && before === after ? before : paragraph;
  });
  const out: PdfTextItem[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j < sorted.length && resolved[j] === resolved[i]) j++;
    const run = sorted.slice(i, j);
    out.push(...(resolved[i] === paragraph ? run : run.reverse()));
    i = j;
  }
  return out;
}

/**
 * A cluster's mark drawn on its own (a shadda) whose text repeats what its letter's run already holds ("وّ" next to
 * "مطوّ", or pdf.js giving the same mark twice): a narrow item with a mark, contained in a neighbour's text.
 */
function isEcho(items: PdfTextItem[], index: number): boolean {
  const item = items[index]!;
  if (Math.abs(item.width) >= item.fontSize * 0.15 || !/\p{M}/u.test(item.str)) return false;
  return items.some(
    (other, j) =>
      j !== index &&
      other.str.includes(item.str) &&
      (other.str !== item.str || j < index) &&
      Math.min(other.x, other.x + other.width) <= item.x + item.fontSize * 0.5 &&
      item.x <= Math.max(other.x, other.x + other.width) + item.fontSize * 0.5,
  );
}

/** Joins one line's items, keeping far-apart parts (a title and its right-aligned period) apart by a wide gap. */
function joinLine(group: PdfTextItem[], mode: LineMode, pageRtl: boolean): PdfLine {
  let items = group;
  const hasRtl = mode !== "pdfjs" && group.some((i) => count(i.str, rtlLetter) > 0);
  if (hasRtl) {
    const cleaned = group
      .filter((i) => i.str !== "")
      .map((i) => (mode === "pdfjs-rtl" ? { ...i, str: logicalRtl(i.str) } : i));
    items = bidiOrder(
      cleaned.filter((_, index) => !isEcho(cleaned, index)),
      pageRtl ? "rtl" : "ltr",
    );
  }
  // Shaped clusters leave small gaps between measured runs that are no spaces: a space is a space glyph's width.
  const spaceGap = mode === "measured" ? 0.3 : 0.15;
  let text = "";
  let last: PdfTextItem | undefined;
  for (const item of items) {
    const gap = !last
      ? 0
      : hasRtl
        ? Math.max(item.x - (last.x + last.width), last.x - (item.x + item.width))
        : item.x - (last.x + last.width);
    if (text && gap > Math.max(item.fontSize, 6) * 2) text += "    ";
    else if (text && gap > item.fontSize * spaceGap && !/\s$/.test(text) && !/^\s/.test(item.str)) text += " ";
    text += item.str;
    if (item.str) last = item;
  }
  const placed = group.filter((i) => i.str.trim());
  return {
    text,
    left: Math.min(...placed.map((i) => Math.min(i.x, i.x + i.width))),
    right: Math.max(...placed.map((i) => Math.max(i.x, i.x + i.width))),
    bottom: Math.min(...placed.map((i) => i.y)) - Math.max(...placed.map((i) => i.fontSize)) * 0.3,
    top: Math.max(...placed.map((i) => i.y + i.fontSize)),
  };
}

/**
 * A page's text items as lines: items are joined until the baseline moves (or, in `pdfjs` mode, until pdf.js ends
 * a line); lines with right-to-left text are put in reading order, right to left on a page mostly written so.
 */
export function linesOf(items: PdfTextItem[], mode: LineMode): PdfLine[] {
  const groups: PdfTextItem[][] = [];
  let group: PdfTextItem[] = [];
  let lastY: number | undefined;
  const close = () => {
    if (group.some((i) => i.str.trim())) groups.push(group);
    group = [];
  };
  for (const item of items) {
    const moved = lastY !== undefined && Math.abs(item.y - lastY) > Math.max(2, item.fontSize * 0.6);
    if (moved && group.some((i) => i.str.trim())) close();
    group.push(item);
    if (item.str) lastY = item.y;
    if (item.hasEOL && mode === "pdfjs") close();
  }
  close();
  const all = items.map((i) => i.str).join("");
  const pageRtl = count(all, rtlLetter) > count(all, ltrLetter);
  return groups.map((g) => joinLine(g, mode, pageRtl));
}
