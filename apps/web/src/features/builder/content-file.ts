import {
  applyResumeImport,
  cleanText,
  cleanTextDeep,
  isJsonResume,
  jsonResumeFromPortfolioContent,
  portfolioContentSchema,
  readJsonResume,
} from "@foliocraft/schemas";
import type { PortfolioContent, ResumeImport } from "@foliocraft/schemas";

/** The `format` tag of an exported content file; `version` changes only if the content model breaks. */
export const contentFileFormat = "foliocraft-portfolio";
const contentFileVersion = 1;

/** What an imported file turned out to be. */
export type ImportedFile =
  | { kind: "foliocraft"; name: string; content: PortfolioContent }
  /** `content`: every section replaced; `imported`: what the review step shows and applies section by section. */
  | { kind: "json-resume"; content: PortfolioContent; imported: ResumeImport }
  | { kind: "invalid" };

/**
 * The portfolio's content as a JSON file that imports back to exactly the same content: the schema's parsed
 * form (trimmed, defaults applied), so a round trip changes nothing.
 */
export function contentFileText(name: string, content: PortfolioContent): string {
  const parsed = portfolioContentSchema.safeParse(content);
  const body = {
    format: contentFileFormat,
    version: contentFileVersion,
    name,
    content: parsed.success ? parsed.data : content,
  };
  return `${JSON.stringify(body, null, 2)}\n`;
}

/** A file name for the export: "ada-lovelace-portfolio.json". */
export function contentFileName(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${slug || "portfolio"}-content.json`;
}

/**
 * Reads an imported file: a Foliocraft content file (checked against the content schema) or a JSON Resume
 * (mapped onto `base`, keeping what a resume does not hold). Anything else is `invalid`.
 */
export function readImportedFile(text: string, base: PortfolioContent): ImportedFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { kind: "invalid" };
  }
  const file = data as { format?: unknown; name?: unknown; content?: unknown } | null;
  if (file && typeof file === "object" && file.format === contentFileFormat) {
    // An import cleans what a form would refuse (a lone surrogate, a NUL) instead of refusing the whole file.
    const parsed = portfolioContentSchema.safeParse(cleanTextDeep(file.content));
    if (!parsed.success) return { kind: "invalid" };
    return {
      kind: "foliocraft",
      name: typeof file.name === "string" ? cleanText(file.name) : "",
      content: parsed.data,
    };
  }
  if (isJsonResume(data)) {
    const imported = readJsonResume(data);
    return { kind: "json-resume", content: applyResumeImport(base, imported), imported };
  }
  return { kind: "invalid" };
}

/** The portfolio as a JSON Resume document (`resume.json`), which the official schema accepts and imports back. */
export function resumeFileText(content: PortfolioContent): string {
  return `${JSON.stringify(jsonResumeFromPortfolioContent(content), null, 2)}\n`;
}
