// Reads a `text/event-stream` body (the HTML Living Standard's format) into the data of each event. Used for the
// provider's streamed chat completions (contracts.md §5: `data: {…}` events, then `data: [DONE]`).

/** The `data` of each event in a stream, in order (multi-line data joined with "\n", comments skipped). */
export async function* readEventData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  const reader = body.getReader();
  let buffer = "";
  let data: string[] = [];
  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      let newline: number;
      while ((newline = buffer.search(/\r\n|\r|\n/u)) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + (buffer.startsWith("\r\n", newline) ? 2 : 1));
        if (line === "") {
          if (data.length > 0) yield data.join("\n");
          data = [];
        } else if (line.startsWith("data:")) {
          data.push(line.slice(line.startsWith("data: ") ? 6 : 5));
        }
        // Other fields (event:, id:, retry:) and comments (": keep-alive") carry nothing we use.
      }
      if (done) break;
    }
    // A last event without its blank line still counts: some servers close right after it.
    if (buffer.startsWith("data:")) data.push(buffer.slice(buffer.startsWith("data: ") ? 6 : 5));
    if (data.length > 0) yield data.join("\n");
  } finally {
    // Stops the download when the reader is abandoned early (the user pressed Stop, or the text hit its limit).
    await reader.cancel().catch(() => undefined);
  }
}
