import { apiMessage, type AiProviderFailureReason, type ApiMessage } from "@foliocraft/schemas";
import type { AiProviderConfig } from "../../config";
import { AppError } from "../../errors";
import { readEventData } from "./sse-reader";

/** One chat message (contracts.md §5). */
export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

/** An OpenAI-compatible chat-completions client. */
export interface ProviderClient {
  model: string;
  /**
   * Asks for a completion. Resolves once the provider has accepted the request (so a refusal is an ordinary error),
   * with the text as it arrives. Every failure is an AppError whose `details.reason` says what went wrong.
   */
  complete(
    messages: ChatMessage[],
    options: { maxTokens: number; temperature?: number; signal?: AbortSignal },
  ): Promise<AsyncIterable<string>>;
}

type ErrorCode = ConstructorParameters<typeof AppError>[0];

function failure(code: ErrorCode, reason: AiProviderFailureReason, message: ApiMessage, extra: object = {}): AppError {
  return new AppError(code, message, { reason, ...extra });
}

const timeoutError = (seconds: number) =>
  failure("deadline-exceeded", "provider-timeout", apiMessage("aiProviderTimeout", { seconds }));

const cutError = () => failure("unavailable", "provider-malformed", apiMessage("aiProviderCutOff"));

/** Seconds from a Retry-After header: a number of seconds or an HTTP date. */
export function retryAfterSeconds(header: string | null, now: Date = new Date()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now.getTime()) / 1000));
}

function statusError(response: Response): AppError {
  const { status } = response;
  if (status === 401 || status === 403) {
    return failure("unavailable", "provider-auth", apiMessage("aiProviderKeyRefused"), { status });
  }
  if (status === 429) {
    const wait = retryAfterSeconds(response.headers.get("retry-after"));
    return failure(
      "unavailable",
      "provider-busy",
      wait === undefined ? apiMessage("aiProviderBusy") : apiMessage("aiProviderBusyFor", { seconds: wait }),
      wait === undefined ? { status } : { status, retryAfterSeconds: wait },
    );
  }
  return failure("unavailable", "provider-error", apiMessage("aiProviderFailed", { status }), { status });
}

/** The text of a streamed chunk, or undefined for chunks without any (role-only, usage-only). */
function chunkText(data: string): { text?: string; finished: boolean } {
  const chunk = JSON.parse(data) as { choices?: { delta?: { content?: unknown }; finish_reason?: unknown }[] };
  if (typeof chunk !== "object" || chunk === null) throw new Error("chunk is not an object");
  const choice = chunk.choices?.[0];
  const content = choice?.delta?.content;
  return {
    ...(typeof content === "string" && content !== "" ? { text: content } : {}),
    finished: typeof choice?.finish_reason === "string",
  };
}

/** Creates a client for the configured provider. `fetch` is injectable for tests of odd transports. */
export function createProviderClient(config: AiProviderConfig, deps: { fetch?: typeof fetch } = {}): ProviderClient {
  const doFetch = deps.fetch ?? fetch;
  const seconds = Math.round(config.timeoutMs / 1000);

  return {
    model: config.model,
    async complete(messages, { maxTokens, temperature = 0.7, signal }) {
      // One deadline for the whole answer, streamed or not; the caller's signal (the user left) stops it too.
      const deadline = new AbortController();
      const timer = setTimeout(() => deadline.abort(), config.timeoutMs);
      const combined = signal ? AbortSignal.any([deadline.signal, signal]) : deadline.signal;
      const translate = (error: unknown): unknown => {
        if (error instanceof AppError) return error;
        if (deadline.signal.aborted) return timeoutError(seconds);
        if (signal?.aborted) return error;
        return undefined;
      };

      let response: Response;
      try {
        response = await doFetch(`${config.baseUrl}/chat/completions`, {
          method: "POST",
          headers: {
            authorization: `Bearer ${config.apiKey}`,
            "content-type": "application/json",
            accept: "text/event-stream, application/json",
          },
          body: JSON.stringify({
            model: config.model,
            messages,
            stream: true,
            max_tokens: maxTokens,
            temperature,
          }),
          signal: combined,
        });
      } catch (error) {
        clearTimeout(timer);
        throw translate(error) ?? failure("unavailable", "provider-error", apiMessage("aiProviderUnreachable"));
      }
      if (!response.ok) {
        clearTimeout(timer);
        await response.body?.cancel().catch(() => undefined);
        throw statusError(response);
      }

      const streamed = (response.headers.get("content-type") ?? "").includes("text/event-stream");
      async function* text(): AsyncGenerator<string> {
        try {
          if (!streamed) {
            // A provider (or proxy) that ignores `stream: true` answers one chat.completion object.
            const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
            const content = body.choices?.[0]?.message?.content;
            if (typeof content !== "string") throw cutError();
            yield content;
            return;
          }
          if (!response.body) throw cutError();
          let complete = false;
          for await (const data of readEventData(response.body)) {
            if (data.trim() === "[DONE]") {
              complete = true;
              break;
            }
            const chunk = chunkText(data);
            if (chunk.text !== undefined) yield chunk.text;
            if (chunk.finished) complete = true;
          }
          // A stream that ends without a finish reason or [DONE] was cut: what arrived is not the whole answer.
          if (!complete) throw cutError();
        } catch (error) {
          throw translate(error) ?? cutError();
        } finally {
          clearTimeout(timer);
        }
      }
      return text();
    },
  };
}
