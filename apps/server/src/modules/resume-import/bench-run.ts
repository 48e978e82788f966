import type { PortfolioContent } from "@foliocraft/schemas";
import { resumeFontFiles } from "../resume-pdf/resume-fonts";
import { createTypstRenderer } from "../resume-pdf/typst-renderer";
import { createProviderClient } from "../ai/provider-client";
import { expectedFieldsOf, fieldRecovery, resumeDocuments, type ResumeDocument } from "../../testing/resume-documents";
import { startFakeOpenAi } from "../../testing/fake-openai";
import { fakeResumeReply } from "../../testing/fake-resume-model";
import { createResumeImportService, type ResumeImportService } from "./service";

/** How one pass (rules, or the AI provider) did on one résumé file. */
export interface ResumeImportBenchScore {
  found: number;
  total: number;
  percent: number;
  missed: string[];
  ms: number;
  /** What structured the résumé: "ai" unless the AI pass fell back to the rules. */
  extractedBy: "ai" | "rules";
}

/** One row of bench/resume-import.mjs: a résumé file and the share of its fields each pass recovered. */
export interface ResumeImportBenchRow {
  id: string;
  language: string;
  rules: ResumeImportBenchScore;
  ai: ResumeImportBenchScore;
}

async function score(service: ResumeImportService, doc: ResumeDocument, bytes: Uint8Array) {
  const started = performance.now();
  const result = await service.read({ name: `${doc.id}.${doc.kind}`, bytes });
  const ms = performance.now() - started;
  const recovery = fieldRecovery(expectedFieldsOf(doc.content), result.content as PortfolioContent);
  const missed = Object.entries(recovery.score)
    .filter(([, [f, t]]) => f < t)
    .map(([field, [f, t]]) => `${field} ${f}/${t}`);
  const { found, total, percent } = recovery;
  return { found, total, percent, missed, ms, extractedBy: result.extractedBy ?? "rules" } as const;
}

/**
 * Reads every bench résumé (PDF and Word, ten languages, several layouts) through the import service twice: with
 * the rules only, and with the fake OpenAI-compatible provider over real HTTP (the route's AI path), and scores each.
 */
export async function runResumeImportBench(): Promise<ResumeImportBenchRow[]> {
  const renderer = createTypstRenderer({ fontFiles: resumeFontFiles });
  const fake = await startFakeOpenAi();
  fake.state.replyFor = fakeResumeReply;
  const provider = createProviderClient({
    baseUrl: fake.baseUrl,
    apiKey: fake.apiKey,
    model: "fake-model",
    timeoutMs: 30_000,
  });
  const warnings: unknown[] = [];
  const rulesService = createResumeImportService();
  const aiService = createResumeImportService({ provider, log: { warn: (o: unknown) => void warnings.push(o) } });
  const rows: ResumeImportBenchRow[] = [];
  try {
    for (const doc of resumeDocuments()) {
      const bytes = await doc.bytes(renderer);
      const rules = await score(rulesService, doc, bytes);
      const ai = await score(aiService, doc, bytes);
      rows.push({ id: doc.id, language: doc.language, rules, ai });
    }
  } finally {
    await renderer.close();
    await fake.close();
  }
  if (warnings.length) console.warn(warnings);
  return rows;
}
