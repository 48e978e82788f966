import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { inflateSync } from "node:zlib";

const run = promisify(execFile);

/** What poppler-utils (Debian's poppler-utils: pdfinfo, pdffonts, pdftotext) read from a PDF. */
export interface PopplerReport {
  /** pdfinfo's fields ("Tagged", "Pages", "Page size", "Title"…). */
  info: Record<string, string>;
  /** pdffonts' rows: each font's name and whether it is embedded. */
  fonts: { name: string; embedded: boolean }[];
  /** pdfinfo -url: the link targets. */
  urls: string[];
  /** pdftotext's text layer. */
  text: string;
}

/** Reads a PDF with poppler's tools, as a person's viewer or an applicant-tracking system would. */
export async function readWithPoppler(pdf: Uint8Array): Promise<PopplerReport> {
  const dir = await mkdtemp(join(tmpdir(), "foliocraft-pdf-"));
  try {
    const file = join(dir, "resume.pdf");
    await writeFile(file, pdf);
    const [info, fonts, urls, text] = await Promise.all([
      run("pdfinfo", [file]),
      run("pdffonts", [file]),
      run("pdfinfo", ["-url", file]),
      run("pdftotext", ["-enc", "UTF-8", file, "-"]),
    ]);
    return {
      info: Object.fromEntries(
        info.stdout
          .split("\n")
          .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
          .flatMap((m) => (m?.[1] && m[2] !== undefined ? [[m[1], m[2].trim()] as const] : [])),
      ),
      fonts: fonts.stdout
        .split("\n")
        .slice(2)
        .filter((line) => line.trim())
        .map((line) => {
          const columns = line.trim().split(/\s+/);
          // name, type…, encoding, emb, sub, uni, object, id: "emb" is the fifth column from the end.
          return { name: columns[0] ?? "", embedded: columns.at(-5) === "yes" };
        }),
      urls: urls.stdout
        .split("\n")
        .slice(1)
        .map((line) => line.trim().split(/\s+/).at(-1) ?? "")
        .filter(Boolean),
      text: text.stdout,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The PDF's objects as text with every Flate stream inflated (object streams included), to find entries poppler
 * does not print: the structure tree's /Alt, the catalogue's /Lang.
 */
export function pdfObjectsText(pdf: Uint8Array): string {
  const bytes = Buffer.from(pdf);
  const parts = [bytes.toString("latin1")];
  let at = 0;
  for (;;) {
    const start = bytes.indexOf("stream", at);
    if (start < 0) break;
    const dataStart = bytes[start + 6] === 0x0d ? start + 8 : start + 7;
    const end = bytes.indexOf("endstream", dataStart);
    if (end < 0) break;
    try {
      parts.push(inflateSync(bytes.subarray(dataStart, end)).toString("latin1"));
    } catch {
      // Not a Flate stream (an image, a font program): nothing to read in it.
    }
    at = end + 9;
  }
  return parts.join("\n");
}
