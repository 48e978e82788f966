import type { ResumeText } from "./resume-text/parse-resume-text";

/** What a parser read from a file: a JSON Resume document, and the parts of the file it did not read. */
export interface ParsedResume {
  /** Where the résumé came from, for the review step. */
  source: "linkedin";
  /** A JSON Resume document (https://jsonresume.org/schema): the shared import turns it into portfolio content. */
  resume: Record<string, unknown>;
  /** Files (or parts) of the upload that were not read, by name. */
  ignored: string[];
}

/**
 * One importer per structured file kind, all behind this interface: `matches` looks at the bytes (never trusting
 * the name alone), `parse` reads them or throws an AppError with a person-readable message.
 */
export interface ResumeParser {
  readonly id: ParsedResume["source"];
  matches(file: { name: string; bytes: Uint8Array }): boolean;
  parse(bytes: Uint8Array): ParsedResume;
}

/**
 * One reader per document kind (PDF, Word): it only extracts the text; the service then structures it (AI provider
 * or rules). `extract` throws an AppError with a person-readable message for a file it cannot read.
 */
export interface ResumeTextReader {
  readonly id: "pdf" | "docx";
  matches(file: { name: string; bytes: Uint8Array }): boolean;
  extract(bytes: Uint8Array): Promise<ResumeText>;
}
