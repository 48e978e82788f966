import { apiMessage, readJsonResume, type ResumeImportResult } from "@foliocraft/schemas";
import { AppError } from "../../errors";
import { linkedinParser } from "./parsers/linkedin";
import type { ResumeParser } from "./parsers/types";

/** The importers, tried in order: the first whose `matches` accepts the bytes reads them. */
const parsers: readonly ResumeParser[] = [linkedinParser];

/**
 * Résumé import: finds the importer for a file by its bytes, reads it into a JSON Resume document and maps that onto
 * portfolio content with the shared JSON Resume import (the same limits, grapheme-safe shortening and notes as a
 * resume.json read in the browser). Stores nothing: the builder's review step applies the result.
 */
export function createResumeImportService() {
  return {
    read(file: { name: string; bytes: Uint8Array }): ResumeImportResult {
      const parser = parsers.find((p) => p.matches(file));
      if (!parser) throw new AppError("invalid-argument", apiMessage("resumeImportUnknownType"));
      const parsed = parser.parse(file.bytes);
      const imported = readJsonResume(parsed.resume);
      return { source: parsed.source, ...imported, ignoredFiles: parsed.ignored };
    },
  };
}

/** The résumé import service. */
export type ResumeImportService = ReturnType<typeof createResumeImportService>;
