import { apiMessage, readJsonResume, type ResumeImportResult } from "@foliocraft/schemas";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../errors";
import type { ProviderClient } from "../ai/provider-client";
import { extractWithAi } from "./ai-extract";
import { isDocx, readDocxText } from "./parsers/docx-text";
import { linkedinParser } from "./parsers/linkedin";
import { isPdf, readPdfText } from "./parsers/pdf-text";
import { parseResumeText } from "./parsers/resume-text/parse-resume-text";
import type { ResumeParser, ResumeTextReader } from "./parsers/types";

/** Document readers, tried first: a Word document is a ZIP too, so it is told apart before the LinkedIn export. */
const textReaders: readonly ResumeTextReader[] = [
  { id: "pdf", matches: ({ bytes }) => isPdf(bytes), extract: readPdfText },
  { id: "docx", matches: isDocx, extract: readDocxText },
];

/** The structured importers, tried in order: the first whose `matches` accepts the bytes reads them. */
const parsers: readonly ResumeParser[] = [linkedinParser];

/** Dependencies of the import: the AI provider when one is configured (AI_*), and a logger for its failures. */
export interface ResumeImportDeps {
  provider?: ProviderClient | undefined;
  log?: Pick<FastifyBaseLogger, "warn">;
}

const silent = { warn: () => undefined };

/**
 * Résumé import: finds the importer for a file by its bytes, reads it into a JSON Resume document and maps that onto
 * portfolio content with the shared JSON Resume import (the same limits, grapheme-safe shortening and notes as a
 * resume.json read in the browser). A PDF or Word résumé is structured by the AI provider when one is configured
 * (validated, retried once), otherwise — or when the provider fails — by the rule-based parser. Stores nothing: the
 * builder's review step applies the result.
 */
export function createResumeImportService(deps: ResumeImportDeps = {}) {
  return {
    async read(file: { name: string; bytes: Uint8Array }): Promise<ResumeImportResult> {
      const reader = textReaders.find((r) => r.matches(file));
      if (reader) {
        const text = await reader.extract(file.bytes);
        const rules = parseResumeText(text);
        const ai = deps.provider ? await extractWithAi(deps.provider, text, deps.log ?? silent) : undefined;
        const imported = readJsonResume(ai ?? rules.resume);
        return {
          source: reader.id,
          extractedBy: ai ? "ai" : "rules",
          ...imported,
          ignoredFiles: [],
          unreadLines: ai ? [] : rules.unread,
        };
      }
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
