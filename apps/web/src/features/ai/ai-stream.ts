import {
  aiStreamEventSchema,
  errorCodes,
  type AiStreamEvent,
  type AiWriteRequest,
  type ErrorCode,
} from "@foliocraft/schemas";
import { ApiError, errorFromResponse } from "../../lib/api-client";

/** The last event of a successful write: the whole text, the engine that wrote it and the quota left. */
export type AiDone = Extract<AiStreamEvent, { type: "done" }>;

const asCode = (code: string): ErrorCode =>
  (errorCodes as readonly string[]).includes(code) ? (code as ErrorCode) : "internal";

/** The events in one `data:` block of the stream (blocks are separated by a blank line). */
function eventOf(block: string): AiStreamEvent | undefined {
  const data = block
    .split(/\r?\n/u)
    .filter((line) => line.startsWith("data:"))
    .map((line) => line.slice(line.startsWith("data: ") ? 6 : 5))
    .join("\n");
  if (!data) return undefined;
  try {
    const parsed = aiStreamEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POST /api/ai/write and read its `text/event-stream` answer as it arrives: `onDelta` gets each piece of text in
 * order; resolves with the `done` event. Rejects with an ApiError (branch on `code`) for an error answer, an error
 * event or a stream that ends early; with an AbortError when `signal` stops it.
 */
export async function streamAiWrite(
  request: AiWriteRequest,
  options: { signal: AbortSignal; onDelta: (text: string) => void },
): Promise<AiDone> {
  let response: Response;
  try {
    response = await fetch("/api/ai/write", {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify(request),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError("internal", error instanceof Error ? error.message : "Network request failed", 0);
  }
  if (!response.ok) throw await errorFromResponse(response);
  if (!response.body) throw new ApiError("internal", "The answer was empty.", response.status);

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.search(/\r?\n\r?\n/u)) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end).replace(/^\r?\n\r?\n/u, "");
        const event = eventOf(block);
        if (event?.type === "delta") options.onDelta(event.text);
        else if (event?.type === "done") return event;
        else if (event?.type === "error") {
          const { code, message, details, messageId, params } = event.error;
          throw new ApiError(asCode(code), message, response.status, details, { messageId, params });
        }
      }
      if (done) break;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  throw new ApiError("unavailable", "The answer was cut off.", response.status, { reason: "provider-malformed" });
}
