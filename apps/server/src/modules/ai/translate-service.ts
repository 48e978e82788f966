import {
  apiMessage,
  graphemeLength,
  portfolioContentSchema,
  primaryTextAt,
  schemaAtPattern,
  textFingerprint,
  translatablePatternOf,
  truncateGraphemes,
  type AiEngine,
  type AiTranslateEvent,
  type AiTranslateInput,
  type ApiMessage,
} from "@foliocraft/schemas";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import { AppError } from "../../errors";
import { maskProtectedTerms, previewOf, protectedTermsOf, restoreProtectedTerms } from "./protected-terms";
import type { ProviderClient } from "./provider-client";
import type { AiQuotaService, TakenWrite } from "./quota";
import { buildTranslatePrompt } from "./translate-prompt";

/** Dependencies of "Translate with AI"; without a provider it explains what to configure. */
export interface AiTranslateDeps {
  quota: AiQuotaService;
  provider?: ProviderClient | undefined;
  log: FastifyBaseLogger;
}

// A field whose answer lost a name or link is asked again this many times in all before it is skipped.
const attemptsPerField = 3;

/** Text a translation may keep: no tags, no wrapping quotes, no surrounding space, line ends as "\n". */
function cleanTranslation(raw: string): string {
  let text = raw
    .replace(/<\/?[a-z][^<>]*>/giu, "")
    .replace(/\r\n?/gu, "\n")
    .trim();
  const quoted = /^(["“«「『])([\s\S]*)(["”»」』])$/u.exec(text);
  if (quoted?.[2] && !/["“”«»「」『』]/u.test(quoted[2])) text = quoted[2].trim();
  return text;
}

/** The longest number of characters (graphemes) a field's schema accepts, found by asking the schema itself. */
function graphemeLimit(schema: z.ZodType, text: string): number {
  let lo = 0;
  let hi = graphemeLength(text);
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (schema.safeParse(truncateGraphemes(text, mid)).success) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * The translation within the field's own limit: as it is when it fits, else cut by grapheme at the last sentence
 * end (or word) that fits. Undefined when even that loses one of the protected terms: then nothing is kept.
 */
export function fitTranslation(
  text: string,
  schema: z.ZodType | undefined,
  terms: readonly string[],
): { text: string } | { max: number } {
  if (!schema || schema.safeParse(text).success) return { text };
  const max = graphemeLimit(schema, text);
  const cut = truncateGraphemes(text, max);
  const end = Math.max(...[".", "!", "?", "。", "！", "？", "।", "؟"].map((p) => cut.lastIndexOf(p)));
  const space = cut.lastIndexOf(" ");
  const shortened =
    end > cut.length / 2
      ? cut.slice(0, end + 1)
      : `${(space > cut.length / 2 ? cut.slice(0, space) : truncateGraphemes(cut, Math.max(0, max - 1))).trimEnd()}…`;
  const kept = terms.every((term) => shortened.includes(term));
  return kept && schema.safeParse(shortened).success ? { text: shortened } : { max };
}

/** The stream's form of an error, like a JSON error answer: English text, catalog id and parameters, details. */
function errorBody(error: AppError) {
  return {
    code: error.code,
    message: error.message,
    ...(error.messageId ? { messageId: error.messageId } : {}),
    ...(error.params && Object.keys(error.params).length > 0 ? { params: error.params } : {}),
    ...(error.details === undefined ? {} : { details: error.details }),
  };
}

const fieldError = (message: ApiMessage, details: object) => new AppError("aborted", message, details);

/**
 * Translate with AI (issue 21): the given fields of the builder's content, one after the other, from the primary
 * language into `input.language`, streamed. Each field translated counts as one AI write of the daily quota.
 */
export function createAiTranslateService(deps: AiTranslateDeps) {
  const engine: AiEngine | undefined = deps.provider ? { kind: "provider", model: deps.provider.model } : undefined;

  async function* translate(
    provider: ProviderClient,
    userId: string,
    input: AiTranslateInput,
    reserved: TakenWrite,
    signal: AbortSignal,
  ): AsyncGenerator<AiTranslateEvent> {
    const terms = protectedTermsOf(input.content);
    let spare: TakenWrite | undefined = reserved;
    let translated = 0;
    // The write taken for the field under way, given back if that field ends without a translation.
    let current: TakenWrite | undefined;
    try {
      for (const path of input.paths) {
        if (signal.aborted) return;
        const source = primaryTextAt(input.content, path) ?? "";
        const masked = maskProtectedTerms(source, terms);
        const schema = schemaAtPattern(portfolioContentSchema, translatablePatternOf(path) ?? "");
        const sourceHash = textFingerprint(source);
        // Nothing but names and links (a company's name, a tag): it reads the same in every language.
        if (!/\p{L}/u.test(masked.text.replace(/\{\{T\d+\}\}/gu, ""))) {
          yield { type: "field", path, attempt: 1 };
          yield { type: "translated", path, text: source, sourceHash };
          translated++;
          continue;
        }
        const taken = spare ?? (await deps.quota.take(userId));
        spare = undefined;
        current = taken;
        const maxLength = schema ? graphemeLimit(schema, "x".repeat(20_000)) : undefined;
        let failure: AppError | undefined;
        let result: string | undefined;
        for (let attempt = 1; attempt <= attemptsPerField && result === undefined; attempt++) {
          yield { type: "field", path, attempt };
          const stream = await provider.complete(
            buildTranslatePrompt({
              from: input.content.language,
              to: input.language,
              path,
              text: masked.text,
              tokens: masked.terms.length,
              maxLength,
            }),
            // Low temperature: a translation has one right answer; a retry strays a little further.
            {
              maxTokens: Math.min(2400, Math.ceil((maxLength ?? 1000) * 0.8) + 60),
              temperature: 0.2 * attempt,
              signal,
            },
          );
          let raw = "";
          let shown = "";
          for await (const piece of stream) {
            raw += piece;
            const preview = previewOf(cleanTranslation(raw), masked.terms);
            if (preview.length > shown.length && preview.startsWith(shown)) {
              yield { type: "delta", path, text: preview.slice(shown.length) };
              shown = preview;
            }
          }
          const restored = restoreProtectedTerms(cleanTranslation(raw), masked.terms);
          if (!restored.ok) {
            failure = fieldError(apiMessage("aiTranslateLostTerm", { term: restored.term }), {
              reason: "lost-term",
              term: restored.term,
            });
            continue;
          }
          if (restored.text === "") {
            failure = new AppError("unavailable", apiMessage("aiEmptyAnswer"));
            continue;
          }
          const fitted = fitTranslation(restored.text, schema, masked.terms);
          if ("max" in fitted) {
            failure = fieldError(apiMessage("aiTranslateTooLong", { count: fitted.max }), {
              reason: "too-long",
              max: fitted.max,
            });
            continue;
          }
          result = fitted.text;
        }
        if (result === undefined) {
          // Nothing kept for this field, so it does not count; the next field follows.
          await taken.giveBack();
          current = undefined;
          const error = failure ?? new AppError("internal", apiMessage("aiWriteFailed"));
          deps.log.warn({ path, details: error.details }, error.message);
          yield { type: "skipped", path, error: errorBody(error) };
          continue;
        }
        current = undefined;
        translated++;
        yield { type: "translated", path, text: result, sourceHash };
      }
      yield { type: "done", engine: engine!, quota: await deps.quota.status(userId), translated };
    } catch (error) {
      // The user stopped or left: what was translated stays theirs, and the field under way counts.
      if (signal.aborted) return;
      const appError = error instanceof AppError ? error : new AppError("internal", apiMessage("aiWriteFailed"));
      if (!(error instanceof AppError)) deps.log.error({ err: error }, "AI translation failed");
      else deps.log.warn({ code: appError.code, details: appError.details }, appError.message);
      // The field under way was not finished: it does not count.
      await current?.giveBack();
      yield { type: "error", error: errorBody(appError) };
    } finally {
      await spare?.giveBack();
    }
  }

  return {
    /**
     * Starts a translation. Refused at once (a JSON error) without a provider, or when the quota has no write left;
     * the events that follow are the fields as they are translated, then `done` or `error`.
     */
    async start(userId: string, input: AiTranslateInput, signal: AbortSignal) {
      const provider = deps.provider;
      if (!provider) {
        throw new AppError("unimplemented", apiMessage("aiTranslateNeedsProvider"), { reason: "no-provider" });
      }
      const reserved = await deps.quota.take(userId);
      return translate(provider, userId, input, reserved, signal);
    },
  };
}

/** Translate with AI. */
export type AiTranslateService = ReturnType<typeof createAiTranslateService>;
