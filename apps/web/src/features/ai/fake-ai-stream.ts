import type { AiStreamEvent } from "@foliocraft/schemas";
import { http } from "msw";
import { apiError } from "../../test/fake-api";
import { recordSent, server } from "../../testing/msw";
import type { SentRequest } from "../../testing/msw";

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
      if (!split) controller.enqueue(encoder.encode(text));
      else {
        const half = Math.floor(text.length / 2);
        controller.enqueue(encoder.encode(text.slice(0, half)));
        controller.enqueue(encoder.encode(text.slice(half)));
      }
      // The server ends the answer after its last event, as the AI route does.
      if (event.type === "done" || event.type === "error") controller.close();
    },
    end: () => controller.close(),
    response: new Response(body, { status: 200, headers: { "content-type": "text/event-stream; charset=utf-8" } }),
  };
}

/**
 * Answers POST /api/ai/write on the network fake (testing/msw.ts): each request gets the next answer from `answer`,
 * given the request's abort signal. Returns the requests as they are sent.
 */
export function serveAiWrite(answer: (signal: AbortSignal) => Response | Promise<Response>): SentRequest[] {
  const requests = recordSent();
  server.use(http.post("/api/ai/write", ({ request }) => answer(request.signal)));
  return requests;
}

/** The JSON body sent with the `call`-th request. */
export function sentBody(requests: SentRequest[], call = 0): Record<string, unknown> {
  return requests[call]?.body as Record<string, unknown>;
}

/** The server's 429 for a free account that used up its AI writes for the day. */
export const freeQuotaUsedUp = () =>
  apiError(429, "resource-exhausted", "Used up", {
    reason: "ai-quota",
    plan: "free",
    limit: 5,
    resetAt: "2026-03-02T00:00:00.000Z",
    upgrade: true,
  });

/** A quota as the server reports it in `done`. */
export const quotaLeft = (remaining: number) => ({
  plan: "free" as const,
  limit: 5,
  used: 5 - remaining,
  remaining,
  resetAt: "2026-03-02T00:00:00.000Z",
});
