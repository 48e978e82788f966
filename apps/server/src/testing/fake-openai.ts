import http from "node:http";
import type { AddressInfo, Socket } from "node:net";

/**
 * How the fake answers the next requests (contracts.md §5):
 * - `ok`: one non-streaming `chat.completion` object (a provider that ignores `stream: true`);
 * - `stream`: `text/event-stream` chunks, a finish reason and `data: [DONE]`;
 * - `401`, `500`: the documented error body with that status; `429`: the same with `Retry-After`;
 * - `cut`: a streamed answer whose connection is dropped midway;
 * - `malformed`: a streamed answer with a line that is not JSON;
 * - `hang`: accepts the request and never answers (for the time-out);
 * - `stall`: starts streaming, then goes silent (a time-out midway).
 */
export type FakeOpenAiMode = "ok" | "stream" | "401" | "429" | "500" | "cut" | "malformed" | "hang" | "stall";

/** A request the fake received. */
export interface FakeOpenAiRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    stream?: boolean;
    max_tokens?: number;
    temperature?: number;
  };
  /** True once the client went away before the answer was complete (the user pressed Stop). */
  closedEarly: boolean;
}

/** A local OpenAI-compatible chat-completions server over real HTTP, for tests. */
export interface FakeOpenAi {
  /** Base URL to configure as AI_BASE_URL (ends in /v1). */
  baseUrl: string;
  apiKey: string;
  requests: FakeOpenAiRequest[];
  state: {
    mode: FakeOpenAiMode;
    /** The answer's text; streamed as `chunks` pieces. */
    reply: string;
    chunks: number;
    /** Pause between streamed chunks, so a test can watch the text arrive. */
    chunkDelayMs: number;
    /** When set, the answer's text for each request (e.g. built from the prompt); `reply` otherwise. */
    replyFor?: ((body: FakeOpenAiRequest["body"], request: number) => string) | undefined;
    retryAfter: string;
  };
  close(): Promise<void>;
}

function splitInto(text: string, parts: number): string[] {
  const size = Math.max(1, Math.ceil(text.length / parts));
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

const chunk = (content: string | undefined, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: "chatcmpl-fake",
    object: "chat.completion.chunk",
    created: 1741569952,
    model: "fake-model",
    choices: [{ index: 0, delta: content === undefined ? {} : { content }, finish_reason: finish }],
  })}\n\n`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the fake on a free port of 127.0.0.1. It checks the bearer key and records every request. */
export async function startFakeOpenAi(apiKey = "sk-fake-key"): Promise<FakeOpenAi> {
  const requests: FakeOpenAiRequest[] = [];
  const sockets = new Set<Socket>();
  const state: FakeOpenAi["state"] = {
    mode: "stream",
    reply: "I'm Ama Mensah, a Full-stack Developer.",
    chunks: 4,
    chunkDelayMs: 0,
    retryAfter: "7",
  };

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => void answer(req, res, raw));
  });
  // Node closes idle keep-alive sockets after 5 s, and fetch may reuse one at that very moment ("fetch failed"): on
  // a loaded machine the gap between two translation requests hits that window. Kept open until close().
  server.keepAliveTimeout = 10 * 60 * 1000;
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });

  const error = (res: http.ServerResponse, status: number, message: string, type: string, headers = {}) => {
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(JSON.stringify({ error: { message, type, param: null, code: type } }));
  };

  async function answer(req: http.IncomingMessage, res: http.ServerResponse, raw: string) {
    const url = new URL(req.url ?? "/", "http://fake");
    let body: FakeOpenAiRequest["body"] = {};
    try {
      body = JSON.parse(raw) as FakeOpenAiRequest["body"];
    } catch {
      return error(res, 400, "We could not parse the JSON body of your request.", "invalid_request_error");
    }
    const record: FakeOpenAiRequest = {
      path: url.pathname,
      authorization: req.headers.authorization,
      body,
      closedEarly: false,
    };
    requests.push(record);
    res.on("close", () => {
      if (!res.writableEnded) record.closedEarly = true;
    });
    if (req.method !== "POST" || url.pathname !== "/v1/chat/completions")
      return error(res, 404, "Not found", "not_found");

    const mode = state.mode;
    const reply = state.replyFor ? state.replyFor(body, requests.length) : state.reply;
    if (mode === "401" || req.headers.authorization !== `Bearer ${apiKey}`) {
      return error(res, 401, "Incorrect API key provided.", "invalid_api_key");
    }
    if (mode === "429") {
      return error(res, 429, "Rate limit reached.", "rate_limit_exceeded", { "retry-after": state.retryAfter });
    }
    if (mode === "500")
      return error(res, 500, "The server had an error while processing your request.", "server_error");
    if (mode === "hang") return; // never answers; the socket is destroyed at close()
    if (mode === "ok") {
      res.writeHead(200, { "content-type": "application/json" });
      return res.end(
        JSON.stringify({
          id: "chatcmpl-fake",
          object: "chat.completion",
          created: 1741569952,
          model: body.model,
          choices: [{ index: 0, message: { role: "assistant", content: reply }, finish_reason: "stop" }],
          usage: { prompt_tokens: 19, completion_tokens: 10, total_tokens: 29 },
        }),
      );
    }

    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    res.flushHeaders();
    const pieces = splitInto(reply, state.chunks);
    res.write(
      `data: ${JSON.stringify({ object: "chat.completion.chunk", choices: [{ delta: { role: "assistant" } }] })}\n\n`,
    );
    for (const [i, piece] of pieces.entries()) {
      if (state.chunkDelayMs > 0) await sleep(state.chunkDelayMs);
      if (mode === "malformed" && i === 1) res.write("data: {not json\n\n");
      res.write(chunk(piece));
      if (mode === "cut" && i === 1) {
        // Let what was written reach the client, then drop the connection without the stream's end.
        await sleep(50);
        return res.socket?.destroy();
      }
      if (mode === "stall" && i === 0) return; // silent from here on
    }
    res.write(chunk(undefined, "stop"));
    res.end("data: [DONE]\n\n");
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    apiKey,
    requests,
    state,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
