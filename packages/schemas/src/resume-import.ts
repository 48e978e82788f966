import { z } from "zod";
import { importSections } from "./json-resume";
import { portfolioContentSchema } from "./portfolio";

/** The most a résumé file sent to the import may weigh (a LinkedIn export ZIP, later a PDF or Word file). */
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
 * sections with item counts, notes), plus where it came from and the files it did not read. Nothing is saved: the
 * builder's review step applies it.
 */
export const resumeImportResultSchema = z.object({
  source: z.enum(["linkedin"]),
  content: portfolioContentSchema,
  sections: z.partialRecord(z.enum(importSections), z.number().int().min(0)),
  notes: z.array(noteSchema),
  ignoredFiles: z.array(z.string()),
});

/** A résumé file read by the server. */
export type ResumeImportResult = z.infer<typeof resumeImportResultSchema>;
