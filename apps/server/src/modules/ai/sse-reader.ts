import { createParser } from "eventsource-parser";

// Reads a `text/event-stream` body (the HTML Living Standard's format) into the data of each event, with
// eventsource-parser doing the parsing. Used for the provider's streamed chat completions (contracts.md §5:
// `data: {…}` events, then `data: [DONE]`).

/** The `data` of each event in a stream, in order (multi-line data joined with "\n", comments skipped). */
export async function* readEventData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const arrived: string[] = [];
  // Other fields (event:, id:, retry:) and comments (": keep-alive") carry nothing we use.
  const parser = createParser({ onEvent: (event) => void arrived.push(event.data) });
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      parser.feed(decoder.decode(value, { stream: !done }));
      // A last event without its blank line still counts: some providers close right after it. The standard drops
      // such an event; ending the stream with a blank line dispatches it instead.
      if (done) parser.feed("\n\n");
      yield* arrived.splice(0);
      if (done) return;
    }
  } finally {
    // Stops the download when the reader is abandoned early (the user pressed Stop, or the text hit its limit).
    await reader.cancel().catch(() => undefined);
  }
}
