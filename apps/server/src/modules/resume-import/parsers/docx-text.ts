import mammoth from "mammoth";
import { unzipSync, zipSync } from "fflate";
import { apiMessage } from "@foliocraft/schemas";
import { AppError } from "../../../errors";
import { isZip, readZip, type ZipLimits } from "./safe-zip";
import type { ResumeText } from "./resume-text/parse-resume-text";

/** What a Word document may unpack to: its XML is small; pictures are the heavy part, and are not read. */
export const docxZipLimits: ZipLimits = {
  fileBytes: 20 * 1024 * 1024,
  totalBytes: 40 * 1024 * 1024,
  files: 1000,
  ratio: 100,
};

/** The names in a ZIP, read from its directory without unpacking anything; [] when it is not a readable ZIP. */
function zipNames(bytes: Uint8Array): string[] {
  const names: string[] = [];
  try {
    unzipSync(bytes, {
      filter(file) {
        names.push(file.name);
        return false;
      },
    });
  } catch {
    return [];
  }
  return names;
}

/** A Word document: a ZIP holding word/document.xml (or, when damaged, at least named .docx). */
export const isDocx = (file: { name: string; bytes: Uint8Array }) =>
  isZip(file.bytes) && (/\.docx$/i.test(file.name) || zipNames(file.bytes).includes("word/document.xml"));

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'" };

/** HTML from mammoth as lines: one per paragraph, heading, list item or table cell; list items keep a bullet. */
function linesOfHtml(html: string): string[] {
  return html
    .replace(/<li[^>]*>/g, "\n• ")
    .replace(/<\/(p|h[1-6]|li|td|th|tr)>|<br\s*\/?>/g, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, name: string) => entities[name] ?? "")
    .split("\n");
}

/**
 * The text of a Word (.docx) document, with mammoth. The ZIP is checked first (paths leaving the archive, a "ZIP
 * bomb" whose entries unpack to far more than they weigh) and only the checked entries are handed to mammoth, so it
 * never inflates anything unchecked.
 */
export async function readDocxText(bytes: Uint8Array): Promise<ResumeText> {
  let entries: Map<string, Uint8Array>;
  try {
    entries = readZip(bytes, docxZipLimits);
  } catch (error) {
    if (error instanceof AppError && error.messageId === "resumeImportZipUnreadable") {
      throw new AppError("invalid-argument", apiMessage("resumeImportDocxUnreadable"));
    }
    throw error;
  }
  if (!entries.has("word/document.xml")) {
    throw new AppError("invalid-argument", apiMessage("resumeImportDocxUnreadable"));
  }
  // Pictures and fonts are left out: only the text is read.
  const textParts = Object.fromEntries([...entries].filter(([name]) => !/^word\/(media|fonts)\//.test(name)));
  let html: string;
  try {
    ({ value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(zipSync(textParts, { level: 0 })) }));
  } catch {
    throw new AppError("invalid-argument", apiMessage("resumeImportDocxUnreadable"));
  }
  const links = [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) =>
    (m[1] ?? "").replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, name: string) => entities[name] ?? ""),
  );
  const lines = linesOfHtml(html);
  if (!lines.some((line) => /[\p{L}\p{N}]/u.test(line))) {
    throw new AppError("invalid-argument", apiMessage("resumeImportNoText"));
  }
  return { lines, links };
}
