import { fullPortfolioFixture, type AiWriteRequest } from "@foliocraft/schemas";
import { describe, expect, it } from "vitest";
import { apiErrorText } from "../../i18n/api-messages";
import { changeLanguage, i18n } from "../../i18n/i18n";
import { ApiError } from "../../lib/api-client";
import { streamAiWrite } from "./ai-stream";
import { fakeAiStream, freeQuotaUsedUp, serveAiWrite, quotaLeft, sentBody } from "./fake-ai-stream";

const request: AiWriteRequest = {
  field: "bio",
  action: "generate",
  language: "en",
  text: "",
  content: fullPortfolioFixture(),
};

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("streamAiWrite", () => {
  it("passes each delta on as it arrives, even split across chunks, and resolves with done", async () => {
    const stream = fakeAiStream();
    const requests = serveAiWrite(() => stream.response);
    const deltas: string[] = [];
    const result = streamAiWrite(request, { signal: new AbortController().signal, onDelta: (t) => deltas.push(t) });
    stream.send({ type: "delta", text: "I'm " });
    stream.send({ type: "delta", text: "Ama." }, true);
    stream.send({ type: "done", text: "I'm Ama.", engine: { kind: "built-in" }, quota: quotaLeft(4) }, true);
    await expect(result).resolves.toMatchObject({ type: "done", text: "I'm Ama.", engine: { kind: "built-in" } });
    expect(deltas).toEqual(["I'm ", "Ama."]);
    expect(requests[0]?.url).toBe("/api/ai/write");
    expect(requests[0]).toMatchObject({ method: "POST", credentials: "same-origin" });
    expect(sentBody(requests)).toMatchObject({
      field: "bio",
      language: "en",
      content: { skills: ["TypeScript", "React", "PostgreSQL", "Node.js"] },
    });
  });

  it("rejects with the server's code and details for a JSON error answer", async () => {
    serveAiWrite(() => freeQuotaUsedUp());
    const error = await rejection(streamAiWrite(request, { signal: new AbortController().signal, onDelta: () => {} }));
    expect(error).toMatchObject({ code: "resource-exhausted", status: 429, details: { reason: "ai-quota" } });
  });

  it("rejects on an error event and on a stream that ends without done", async () => {
    const failing = fakeAiStream();
    serveAiWrite(() => failing.response);
    const first = streamAiWrite(request, { signal: new AbortController().signal, onDelta: () => {} });
    failing.send({ type: "delta", text: "Half" });
    failing.send({
      type: "error",
      error: { code: "unavailable", message: "Cut", details: { reason: "provider-malformed" } },
    });
    expect(await rejection(first)).toMatchObject({ code: "unavailable", details: { reason: "provider-malformed" } });

    const cut = fakeAiStream();
    serveAiWrite(() => cut.response);
    const second = streamAiWrite(request, { signal: new AbortController().signal, onDelta: () => {} });
    cut.send({ type: "delta", text: "Half" });
    cut.end();
    expect((await rejection(second)).code).toBe("unavailable");
  });

  it("carries an error event's catalog id and parameters, so the message shows in the interface language", async () => {
    const failing = fakeAiStream();
    serveAiWrite(() => failing.response);
    const result = streamAiWrite(request, { signal: new AbortController().signal, onDelta: () => {} });
    failing.send({ type: "delta", text: "Half" });
    failing.send({
      type: "error",
      error: {
        code: "deadline-exceeded",
        message: "The AI service did not answer within 30 seconds. Nothing was changed; please try again.",
        messageId: "aiProviderTimeout",
        params: { seconds: 30 },
        details: { reason: "provider-timeout" },
      },
    });
    const error = await rejection(result);
    expect(error).toMatchObject({ messageId: "aiProviderTimeout", params: { seconds: 30 } });
    await changeLanguage("es");
    expect(apiErrorText(i18n.t, error)).toBe(
      "El servicio de IA no respondió en 30 segundos. No se ha cambiado nada; vuelve a intentarlo.",
    );
  });

  it("lets Stop through as an AbortError", async () => {
    serveAiWrite((signal) => fakeAiStream(signal).response);
    const stop = new AbortController();
    const result = streamAiWrite(request, { signal: stop.signal, onDelta: () => {} });
    await Promise.resolve();
    // As a browser's abort(): the fetch rejects with an AbortError DOMException.
    stop.abort(new DOMException("The operation was aborted.", "AbortError"));
    await expect(result).rejects.toMatchObject({ name: "AbortError" });
  });

  it("reads the event-stream format as the standard has it: CR and CRLF line endings, comments, split data", async () => {
    const done = { type: "done", text: "Hi", engine: { kind: "built-in" }, quota: quotaLeft(3) };
    const wire = [
      ": keep-alive\r\n\r\n",
      'data: {"type":"delta",\r\ndata: "text":"H"}\r\n\r\n',
      'event: delta\rdata: {"type":"delta","text":"i"}\r\r',
      `data: ${JSON.stringify(done)}\n\n`,
    ].join("");
    const bytes = new TextEncoder().encode(wire);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        // One byte a read: every boundary, including inside a CRLF, falls between two reads somewhere.
        for (const byte of bytes) controller.enqueue(Uint8Array.of(byte));
        controller.close();
      },
    });
    serveAiWrite(() => new Response(body, { headers: { "content-type": "text/event-stream" } }));
    const deltas: string[] = [];
    const result = await streamAiWrite(request, {
      signal: new AbortController().signal,
      onDelta: (t) => deltas.push(t),
    });
    expect(deltas).toEqual(["H", "i"]);
    expect(result).toMatchObject({ type: "done", text: "Hi" });
  });
});
