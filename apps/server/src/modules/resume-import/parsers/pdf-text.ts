import { getDocumentProxy } from "unpdf";
import { apiMessage } from "@foliocraft/schemas";
import { AppError } from "../../../errors";
import type { ResumeText } from "./resume-text/parse-resume-text";
import { actualTextPages, type PdfTextItem } from "./pdf-actual-text";
import { linesOf, type PdfLine } from "./pdf-lines";

/** "%PDF-": a PDF's header, within its first kilobyte as readers allow. */
export const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 1024)).toString("latin1").includes("%PDF-");

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;
type PdfPage = Awaited<ReturnType<PdfDocument["getPage"]>>;

/** The most pages read: a résumé is a few pages; a long file is not one and would only cost time. */
const maxPages = 20;

/** pdf.js's text items of a page as the line builder takes them (y up, as link rectangles are). */
export function pdfJsItems(content: Awaited<ReturnType<PdfPage["getTextContent"]>>): PdfTextItem[] {
  return content.items.flatMap((item) => {
    if (!("str" in item)) return [];
    const [, , c = 0, d = 0, x = 0, y = 0] = item.transform as number[];
    return [{ str: item.str, x, y, width: item.width, fontSize: Math.hypot(c, d), hasEOL: item.hasEOL }];
  });
}

/** The line a link's rectangle sits on: the one its middle is in, the nearest by height when several overlap. */
function lineUnder(lines: PdfLine[], rect: number[]): PdfLine | undefined {
  const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = rect;
  const middle = (y1 + y2) / 2;
  const [left, right] = [Math.min(x1, x2), Math.max(x1, x2)];
  const distance = (line: PdfLine) => Math.abs((line.bottom + line.top) / 2 - middle);
  return lines
    .filter((line) => line.bottom <= middle && middle <= line.top && line.left < right && left < line.right)
    .sort((a, b) => distance(a) - distance(b))[0];
}

/** One page read: its lines, and each link annotation with the line it sits on. */
async function readPage(page: PdfPage, ownItems: PdfTextItem[] | null) {
  const [content, annotations] = await Promise.all([ownItems ? null : page.getTextContent(), page.getAnnotations()]);
  const rtl = content?.items.some((item) => "dir" in item && item.dir === "rtl");
  const lines = content
    ? linesOf(pdfJsItems(content), rtl ? "pdfjs-rtl" : "pdfjs")
    : linesOf(ownItems ?? [], "measured");
  const links = (annotations as { subtype?: string; url?: string; rect?: number[] }[]).flatMap((a) =>
    a.subtype === "Link" && a.url ? [{ url: a.url, line: lineUnder(lines, a.rect ?? [])?.text }] : [],
  );
  return { lines: lines.map((line) => line.text), links };
}

/**
 * The text layer of a PDF (pdf.js through unpdf; ActualText spans read by pdf-actual-text.ts): lines in reading
 * order, the link targets, and each link with the line it sits on. Refused with a clear 400: a file pdf.js cannot
 * open, a password-protected one, and one without any text (a scan: pictures of pages).
 */
export async function readPdfText(bytes: Uint8Array): Promise<ResumeText> {
  let doc: PdfDocument;
  try {
    // pdf.js takes ownership of the buffer it is given: hand it a copy.
    doc = await getDocumentProxy(new Uint8Array(bytes), { stopAtErrors: false });
  } catch (error) {
    if ((error as { name?: string }).name === "PasswordException") {
      throw new AppError("invalid-argument", apiMessage("resumeImportPdfEncrypted"));
    }
    throw new AppError("invalid-argument", apiMessage("resumeImportPdfUnreadable"));
  }
  try {
    if (doc.numPages > maxPages) {
      throw new AppError("invalid-argument", apiMessage("resumeImportTooManyPages", { pages: maxPages }));
    }
    const ownItems = await actualTextPages(bytes, doc.numPages);
    const pages = [];
    for (let number = 1; number <= doc.numPages; number++) {
      pages.push(await readPage(await doc.getPage(number), ownItems[number - 1] ?? null));
    }
    const lines = pages.flatMap((page) => page.lines);
    const links = pages.flatMap((page) => page.links);
    if (!lines.some((line) => /[\p{L}\p{N}]/u.test(line))) {
      throw new AppError("invalid-argument", apiMessage("resumeImportPdfNoText"));
    }
    // Each page repeats a header's links; a link is listed once.
    // A link is often drawn as several rectangles (one per glyph run) over the same line: it is listed once.
    const placed = new Map(links.flatMap(({ url, line }) => (line ? [[`${url}\n${line}`, { url, line }]] : [])));
    const lineLinks = [...placed.values()];
    return { lines, links: [...new Set(links.map((link) => link.url))], lineLinks };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("invalid-argument", apiMessage("resumeImportPdfUnreadable"));
  } finally {
    await (doc as { destroy?: () => Promise<void> }).destroy?.();
  }
}
