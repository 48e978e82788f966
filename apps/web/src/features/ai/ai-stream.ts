import { aiStreamEventSchema, type AiStreamEvent, type AiWriteRequest } from "@foliocraft/schemas";
import { postEventStream } from "./post-event-stream";

/** The last event of a successful write: the whole text, the engine that wrote it and the quota left. */
export type AiDone = Extract<AiStreamEvent, { type: "done" }>;

/**
 * POST /api/ai/write and read its `text/event-stream` answer as it arrives: `onDelta` gets each piece of text in
 * order; resolves with the `done` event. Rejects with an ApiError (branch on `code`) for an error answer, an error
 * event or a stream that ends early; with an AbortError when `signal` stops it.
 */
export function streamAiWrite(
  request: AiWriteRequest,
  options: { signal: AbortSignal; onDelta: (text: string) => void },
): Promise<AiDone> {
  return postEventStream("/api/ai/write", request, aiStreamEventSchema, {
    signal: options.signal,
    onEvent: (event) => options.onDelta(event.text),
  });
}
