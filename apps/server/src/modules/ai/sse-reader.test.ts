import { describe, expect, it } from "vitest";
import { readEventData } from "./sse-reader";

/** A body that delivers `chunks` one network read each (strings are UTF-8 encoded, byte arrays passed as they are). */
function body(chunks: (string | Uint8Array)[], onCancel?: () => void): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const queue = [...chunks];
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = queue.shift();
      if (next === undefined) return controller.close();
      controller.enqueue(typeof next === "string" ? encoder.encode(next) : next);
    },
    cancel: () => onCancel?.(),
  });
}

async function all(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const out: string[] = [];
  for await (const data of readEventData(stream)) out.push(data);
  return out;
}

describe("readEventData", () => {
  it("yields each event's data across chunk boundaries and all three line endings", async () => {
    const events = await all(body(['data: {"a"', ":1}\n\ndata: two\r\n\r", "\ndata: three\r\rdata: [DONE]\n\n"]));
    expect(events).toEqual(['{"a":1}', "two", "three", "[DONE]"]);
  });

  it("joins multi-line data with a newline and skips comments and other fields", async () => {
    const events = await all(body([": keep-alive\n\nevent: chunk\nid: 7\nretry: 10\ndata: one\ndata:two\n\n"]));
    expect(events).toEqual(["one\ntwo"]);
  });

  it("keeps a character whose bytes arrive in two reads whole", async () => {
    const bytes = new TextEncoder().encode("data: é\n\n");
    const events = await all(body([bytes.slice(0, 7), bytes.slice(7)]));
    expect(events).toEqual(["é"]);
  });

  it("counts a last event the server closed without its blank line", async () => {
    expect(await all(body(["data: first\n\ndata: last"]))).toEqual(["first", "last"]);
    expect(await all(body(["data: first\n\ndata: last\n"]))).toEqual(["first", "last"]);
  });

  it("cancels the download when the reader stops early", async () => {
    let cancelled = false;
    const stream = body(["data: one\n\n", "data: two\n\n", "data: three\n\n"], () => (cancelled = true));
    for await (const data of readEventData(stream)) {
      expect(data).toBe("one");
      break;
    }
    expect(cancelled).toBe(true);
  });
});
