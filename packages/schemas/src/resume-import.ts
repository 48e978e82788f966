import { z } from "zod";
import { importSections } from "./json-resume";
import { portfolioContentSchema } from "./portfolio";

/** The most a résumé file sent to the import may weigh (a PDF, a Word .docx file or a LinkedIn export ZIP). */
export const resumeImportMaxBytes = 10 * 1024 * 1024;

const noteSchema = z.object({
  path: z.string(),
  action: z.enum(["shortened", "leftOut"]),
  reason: z.enum([
    "tooLong",
    "tooMany",
    "invalidLink",
    "insecureImage",
    "invalidEmail",
    "invalidPhone",
    "invalidDate",
    "invalidData",
    "duplicate",
  ]),
  limit: z.number().optional(),
});

/**
 * What `POST /api/resume-import` read from a file: the same shape as a JSON Resume read in the browser (content,
 * sections with item counts, notes), plus where it came from, the files it did not read and, for a PDF or Word
 * résumé, how it was structured and the lines it could not place. Nothing is saved: the
 * builder's review step applies it.
 */
export const resumeImportResultSchema = z.object({
  source: z.enum(["linkedin", "pdf", "docx"]),
  /** How a PDF or Word résumé was structured: by the configured AI provider, or by the rule-based parser. */
  extractedBy: z.enum(["ai", "rules"]).optional(),
  content: portfolioContentSchema,
  sections: z.partialRecord(z.enum(importSections), z.number().int().min(0)),
  notes: z.array(noteSchema),
  ignoredFiles: z.array(z.string()),
  /** Lines of a PDF or Word résumé the parser could not place in any section, for the person to copy by hand. */
  unreadLines: z.array(z.string()).optional(),
});

/** A résumé file read by the server. */
export type ResumeImportResult = z.infer<typeof resumeImportResultSchema>;
