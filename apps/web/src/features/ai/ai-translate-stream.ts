import { aiTranslateEventSchema, type AiTranslateEvent, type AiTranslateRequest } from "@foliocraft/schemas";
import { postEventStream, type ProgressEvent } from "./post-event-stream";

/** The last event of a finished translation: the engine, the quota left and how many fields were translated. */
export type AiTranslateDone = Extract<AiTranslateEvent, { type: "done" }>;

/** The events a page follows while fields are translated (everything but the stream's end). */
export type AiTranslateProgress = ProgressEvent<AiTranslateEvent>;

/**
 * POST /api/ai/translate and read its `text/event-stream` answer as it arrives: `onEvent` gets each field's start,
 * its pieces of text, and its translation or why it was skipped, in order; resolves with the `done` event. Rejects
 * with an ApiError (branch on `code`) for an error answer, an error event or a stream that ends early (what was
 * translated before stays good); with an AbortError when stopped.
 */
export function streamAiTranslate(
  request: AiTranslateRequest,
  options: { signal: AbortSignal; onEvent: (event: AiTranslateProgress) => void },
): Promise<AiTranslateDone> {
  return postEventStream("/api/ai/translate", request, aiTranslateEventSchema, options);
}
