import { z } from "zod";
import { schemaMessage } from "./api-messages/schema-message";

/**
 * The designs of the generated PDF résumé (issue 23): one column that applicant-tracking systems read in order, a
 * sidebar beside the main column, and a compact one that fits more on a page.
 */
export const resumeDesigns = ["single-column", "two-column", "compact"] as const;
/** A résumé design. */
export type ResumeDesign = (typeof resumeDesigns)[number];

/** The paper sizes a résumé is laid out for. */
export const resumePaperSizes = ["a4", "letter"] as const;
/** A paper size. */
export type ResumePaperSize = (typeof resumePaperSizes)[number];

/** Which file the public "Resume download" section offers: the uploaded/linked one or the generated PDF. */
export const resumeSources = ["link", "generated"] as const;
/** Where the offered résumé comes from. */
export type ResumeSource = (typeof resumeSources)[number];

/** How the owner wants the generated résumé laid out. */
export const resumePdfOptionsSchema = z.object({
  design: z.enum(resumeDesigns, { error: schemaMessage("resumeDesignChoice") }),
  paper: z.enum(resumePaperSizes, { error: schemaMessage("paperSizeChoice") }),
  /** Whether the profile photo is printed (when there is one that decodes). */
  photo: z.boolean({ error: schemaMessage("resumePhotoOnOff") }),
});

/** The layout of a generated résumé. */
export type ResumePdfOptions = z.infer<typeof resumePdfOptionsSchema>;

/** The layout a portfolio gets before its owner chose one. */
export function defaultResumePdfOptions(): ResumePdfOptions {
  return { design: "single-column", paper: "a4", photo: true };
}
