import type { AiStreamEvent } from "@foliocraft/schemas";
import { vi } from "vitest";

// Test helper: a fake POST /api/ai/write whose text/event-stream answer the test writes event by event, the way
// the server streams it, so a test can look at the field between two pieces of text.

/** A streamed answer the test controls. */
export interface FakeAiStream {
  /** Sends one event (optionally split across two network chunks, as TCP may deliver it). */
  send(event: AiStreamEvent, split?: boolean): void;
  /** Ends the stream without a done event (a connection cut midway). */
  end(): void;
  response: Response;
}

/** A stream that fails with an AbortError when `signal` aborts, like a real fetch body. */
export function fakeAiStream(signal?: AbortSignal | null): FakeAiStream {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  signal?.addEventListener("abort", () =>
    controller.error(new DOMException("The operation was aborted.", "AbortError")),
  );
  return {
    send(event, split = false) {
      const text = `data: ${JSON.stringify(event)}\n\n`;
      if (!split) return controller.enqueue(encoder.encode(text));
      const half = Math.floor(text.length / 2);
      controller.enqueue(encoder.encode(text.slice(0, half)));
      controller.enqueue(encoder.encode(text.slice(half)));
    },
    end: () => controller.close(),
    response: new Response(body, { status: 200, headers: { "content-type": "text/event-stream; charset=utf-8" } }),
  };
}

/** Replaces fetch: each call to /api/ai/write gets the next answer from `answer`; the calls are recorded. */
export function installAiFetch(answer: (signal: AbortSignal | null | undefined) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => answer(init?.signal));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The JSON body sent in a recorded call. */
export function sentBody(fetchMock: ReturnType<typeof installAiFetch>, call = 0): Record<string, unknown> {
  const init = fetchMock.mock.calls[call]?.[1];
  return JSON.parse(String(init?.body)) as Record<string, unknown>;
}

/** A quota as the server reports it in `done`. */
export const quotaLeft = (remaining: number) => ({
  plan: "free" as const,
  limit: 5,
  used: 5 - remaining,
  remaining,
  resetAt: "2026-03-02T00:00:00.000Z",
});
