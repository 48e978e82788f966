import { errorCodes, type AiStreamEvent, type ErrorCode } from "@foliocraft/schemas";
import { createParser } from "eventsource-parser";
import { ApiError, errorFromResponse } from "../../lib/api-client";

/** The `error` event's body, the same in every AI stream (the translate stream reuses the write stream's). */
type StreamError = Extract<AiStreamEvent, { type: "error" }>["error"];

/** What reads one event's JSON: a zod schema of the stream's events. */
interface EventSchema<E> {
  safeParse(value: unknown): { success: boolean; data?: E };
}

/** The events a caller follows as they arrive: all but the stream's `done` and `error` ends. */
export type ProgressEvent<E> = Exclude<E, { type: "done" | "error" }>;

const asCode = (code: string): ErrorCode =>
  (errorCodes as readonly string[]).includes(code) ? (code as ErrorCode) : "internal";

/** The stream event carried by one server-sent event's data, or undefined for data that is not one. */
function eventOf<E>(data: string, schema: EventSchema<E>): E | undefined {
  try {
    const parsed = schema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POST `body` as JSON to `url` and read its `text/event-stream` answer as it arrives: `onEvent` gets each event
 * but the last, in order; resolves with the `done` event. Rejects with an ApiError (branch on `code`) for an error
 * answer, an `error` event or a stream that ends early; with an AbortError when `signal` stops it.
 */
export async function postEventStream<E extends { type: string }>(
  url: string,
  body: unknown,
  schema: EventSchema<E>,
  options: { signal: AbortSignal; onEvent: (event: ProgressEvent<E>) => void },
): Promise<Extract<E, { type: "done" }>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError("internal", error instanceof Error ? error.message : "Network request failed", 0);
  }
  if (!response.ok) throw await errorFromResponse(response);
  if (!response.body) throw new ApiError("internal", "The answer was empty.", response.status);

  // eventsource-parser reads the `text/event-stream` format (line endings, multi-line data, comments); the events
  // are handled after each network read, in order.
  const arrived: E[] = [];
  const parser = createParser({
    onEvent: (message) => {
      const event = eventOf(message.data, schema);
      if (event) arrived.push(event);
    },
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      parser.feed(decoder.decode(value, { stream: !done }));
      for (const event of arrived.splice(0)) {
        // The generic E cannot narrow on `type`; the schemas give `done` and `error` these shapes.
        if (event.type === "done") return event as Extract<E, { type: "done" }>;
        if (event.type === "error") {
          const { code, message, details, messageId, params } = (event as unknown as { error: StreamError }).error;
          throw new ApiError(asCode(code), message, response.status, details, { messageId, params });
        }
        options.onEvent(event as ProgressEvent<E>);
      }
      if (done) break;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  throw new ApiError("unavailable", "The answer was cut off.", response.status, { reason: "provider-malformed" });
}
