import { parse } from "csv-parse/sync";
import { apiMessage } from "@foliocraft/schemas";
import { AppError } from "../../../errors";

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * The rows of a CSV file as objects keyed by its header, read with csv-parse. The bytes must be UTF-8 (what
 * LinkedIn writes; a byte-order mark is dropped): anything else is refused with a clear 400 naming the file rather
 * than imported as garbled text. Lines before the header (LinkedIn starts some files with "Notes:") are skipped:
 * the header is the first line holding one of `expected`.
 */
export function readCsv(name: string, bytes: Uint8Array, expected: readonly string[]): Record<string, string>[] {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new AppError("invalid-argument", apiMessage("resumeImportNotUtf8", { name }));
  }
  text = text.replace(/^\uFEFF/, "");
  const lines = text.split(/\r?\n/);
  const start = lines.findIndex((line) => expected.some((column) => line.includes(column)));
  if (start === -1) return [];
  try {
    return parse(lines.slice(start).join("\n"), {
      columns: (header: string[]) => header.map((h) => h.trim()),
      skip_empty_lines: true,
      relax_column_count: true,
      relax_quotes: true,
      trim: true,
    }) as Record<string, string>[];
  } catch {
    throw new AppError("invalid-argument", apiMessage("resumeImportCsvUnreadable", { name }));
  }
}
