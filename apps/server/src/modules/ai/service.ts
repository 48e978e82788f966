import {
  apiMessage,
  type AiAdminUsage,
  type AiEngine,
  type AiStreamEvent,
  type AiUsage,
  type AiWriteInput,
} from "@foliocraft/schemas";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../errors";
import { writeWithBuiltIn } from "./builtin-writer/write";
import { cleanAnswer, createDeltaCleaner } from "./plain-text";
import { buildPrompt, maxTokensFor, temperatureFor } from "./prompt";
import type { ProviderClient } from "./provider-client";
import { nextUtcMidnight, utcDay, type AiQuotaService, type TakenWrite } from "./quota";
import type { AiUsageRepository } from "./repository";

/** Dependencies of the AI service; `provider` is absent when AI_* is not configured. */
export interface AiServiceDeps {
  quota: AiQuotaService;
  usage: AiUsageRepository;
  provider?: ProviderClient | undefined;
  log: FastifyBaseLogger;
  /** Pause between the built-in writer's chunks, so its text arrives like typing (0 in tests). */
  builtInPaceMs?: number;
  now?: () => Date;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Splits text into chunks of a few words (or characters, for Chinese and Japanese), keeping every character. */
function typingChunks(text: string): string[] {
  const pieces = text.match(/\S+\s*|\s+/gu) ?? [];
  const out: string[] = [];
  for (let i = 0; i < pieces.length; i += 3) out.push(pieces.slice(i, i + 3).join(""));
  return out.flatMap((p) => (p.length > 24 ? (p.match(/[\s\S]{1,12}/gu) ?? []) : [p]));
}

/** The AI writing assistant: quota, then the configured provider or the built-in writer. */
export function createAiService(deps: AiServiceDeps) {
  const engine: AiEngine = deps.provider ? { kind: "provider", model: deps.provider.model } : { kind: "built-in" };
  const pace = deps.builtInPaceMs ?? 30;
  const now = deps.now ?? (() => new Date());

  async function* builtIn(input: AiWriteInput, taken: TakenWrite, signal: AbortSignal): AsyncGenerator<AiStreamEvent> {
    const text = writeWithBuiltIn(input);
    for (const piece of typingChunks(text)) {
      if (signal.aborted) return;
      yield { type: "delta", text: piece };
      if (pace > 0) await sleep(pace);
    }
    yield { type: "done", text, engine, quota: taken.quota };
  }

  async function* fromProvider(
    first: IteratorResult<string>,
    rest: AsyncIterator<string>,
    input: AiWriteInput,
    taken: TakenWrite,
    signal: AbortSignal,
  ): AsyncGenerator<AiStreamEvent> {
    const cleaner = createDeltaCleaner(input.field);
    let raw = "";
    try {
      for (let next = first; !next.done; next = await rest.next()) {
        raw += next.value;
        const text = cleaner.push(next.value);
        if (text) yield { type: "delta", text };
        // Bounded output: stop the provider once the field is full.
        if (cleaner.full) break;
      }
      const tail = cleaner.flush();
      if (tail) yield { type: "delta", text: tail };
      const text = cleanAnswer(raw, input.field);
      if (text === "") throw new AppError("unavailable", apiMessage("aiEmptyAnswer"));
      yield { type: "done", text, engine, quota: taken.quota };
    } catch (error) {
      // The user stopped or left: what they saw stays theirs, and the write counts like any other.
      if (signal.aborted) return;
      // Nothing is kept after a failure midway: the page restores the field, and the write is not counted.
      await taken.giveBack();
      const appError = error instanceof AppError ? error : new AppError("internal", apiMessage("aiWriteFailed"));
      if (!(error instanceof AppError)) deps.log.error({ err: error }, "AI stream failed");
      else deps.log.warn({ code: appError.code, details: appError.details }, appError.message);
      // Like a JSON error answer: the English text, and the catalog id and parameters the page translates it by.
      yield {
        type: "error",
        error: {
          code: appError.code,
          message: appError.message,
          ...(appError.messageId ? { messageId: appError.messageId } : {}),
          ...(appError.params && Object.keys(appError.params).length > 0 ? { params: appError.params } : {}),
          details: appError.details,
        },
      };
    } finally {
      // Stops the provider when the text is full, the user left, or the answer failed.
      await rest.return?.().catch(() => undefined);
    }
  }

  return {
    engine,

    /** The engine in use and the user's allowance today. */
    async usage(userId: string): Promise<AiUsage> {
      return { engine, quota: await deps.quota.status(userId) };
    },

    /**
     * Starts a write. Everything that can fail before any text exists (quota, the provider refusing or not
     * answering in time) is thrown here, so the route answers with a plain JSON error; the events that follow are
     * the text as it is written, then `done` or `error`.
     */
    async start(userId: string, input: AiWriteInput, signal: AbortSignal): Promise<AsyncGenerator<AiStreamEvent>> {
      const taken = await deps.quota.take(userId);
      if (!deps.provider) return builtIn(input, taken, signal);
      try {
        const stream = await deps.provider.complete(buildPrompt(input), {
          maxTokens: maxTokensFor(input.field),
          temperature: temperatureFor(input),
          signal,
        });
        const iterator = stream[Symbol.asyncIterator]();
        // Wait for the first piece of text, so a provider that fails at once is still a JSON error.
        const first = await iterator.next();
        return fromProvider(first, iterator, input, taken, signal);
      } catch (error) {
        await taken.giveBack();
        if (error instanceof AppError) deps.log.warn({ code: error.code, details: error.details }, error.message);
        throw error;
      }
    },

    /** AI writes per day and the heaviest users over the last `days` days (the route admits administrators only). */
    async adminUsage(days: number): Promise<AiAdminUsage> {
      const today = now();
      const to = utcDay(today);
      const from = utcDay(new Date(nextUtcMidnight(today).getTime() - days * 24 * 60 * 60 * 1000));
      const { byDay, topUsers } = await deps.usage.summary(from, to);
      return { from, to, total: byDay.reduce((sum, d) => sum + d.writes, 0), byDay, topUsers };
    },
  };
}

/** The AI writing assistant. */
export type AiService = ReturnType<typeof createAiService>;
