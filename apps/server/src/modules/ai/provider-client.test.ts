import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AppError } from "../../errors";
import { startFakeOpenAi, type FakeOpenAi } from "../../testing/fake-openai";
import { createProviderClient, retryAfterSeconds, type ProviderClient } from "./provider-client";

let fake: FakeOpenAi;
let client: ProviderClient;
const messages = [
  { role: "system" as const, content: "Write a bio." },
  { role: "user" as const, content: "<portfolio_data>{}</portfolio_data>" },
];

beforeAll(async () => {
  fake = await startFakeOpenAi();
  client = createProviderClient({ baseUrl: fake.baseUrl, apiKey: fake.apiKey, model: "fake-model", timeoutMs: 400 });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.state.mode = "stream";
  fake.state.reply = "I'm Ama Mensah, a Full-stack Developer.";
  fake.state.chunkDelayMs = 0;
});

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const piece of stream) out.push(piece);
  return out;
}

async function failure(run: () => Promise<unknown>): Promise<AppError> {
  const error = await run().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("provider client against the fake OpenAI-compatible server", () => {
  it("streams the answer piece by piece and sends the contract's request", async () => {
    const pieces = await collect(await client.complete(messages, { maxTokens: 200 }));
    expect(pieces.length).toBe(4);
    expect(pieces.join("")).toBe("I'm Ama Mensah, a Full-stack Developer.");
    const [request] = fake.requests;
    expect(request).toMatchObject({
      path: "/v1/chat/completions",
      authorization: `Bearer ${fake.apiKey}`,
      body: { model: "fake-model", stream: true, max_tokens: 200, messages },
    });
  });

  it("falls back to a non-streaming answer when the provider ignores stream: true", async () => {
    fake.state.mode = "ok";
    expect(await collect(await client.complete(messages, { maxTokens: 50 }))).toEqual([fake.state.reply]);
  });

  it("turns 401 into a clear error before any text", async () => {
    fake.state.mode = "401";
    const error = await failure(() => client.complete(messages, { maxTokens: 50 }));
    expect(error.code).toBe("unavailable");
    expect(error.details).toMatchObject({ reason: "provider-auth", status: 401 });
    expect(error.message).toMatch(/refused this server's API key/);
    expect(error.messageId).toBe("aiProviderKeyRefused");
  });

  it("turns 429 into a busy error carrying Retry-After", async () => {
    fake.state.mode = "429";
    const error = await failure(() => client.complete(messages, { maxTokens: 50 }));
    expect(error.details).toMatchObject({ reason: "provider-busy", retryAfterSeconds: 7 });
    expect(error.message).toContain("7 seconds");
    expect(error).toMatchObject({ messageId: "aiProviderBusyFor", params: { seconds: 7 } });
  });

  it("turns 500 into a provider error", async () => {
    fake.state.mode = "500";
    const error = await failure(() => client.complete(messages, { maxTokens: 50 }));
    expect(error).toMatchObject({
      code: "unavailable",
      messageId: "aiProviderFailed",
      params: { status: 500 },
      details: { reason: "provider-error", status: 500 },
    });
  });

  it("reports a stream cut midway as malformed, after the pieces that did arrive", async () => {
    fake.state.mode = "cut";
    const pieces: string[] = [];
    const error = await failure(async () => {
      for await (const piece of await client.complete(messages, { maxTokens: 50 })) pieces.push(piece);
    });
    expect(pieces.length).toBe(2);
    expect(error).toMatchObject({ code: "unavailable", details: { reason: "provider-malformed" } });
  });

  it("reports a line that is not JSON as malformed", async () => {
    fake.state.mode = "malformed";
    const error = await failure(async () => collect(await client.complete(messages, { maxTokens: 50 })));
    expect(error.details).toMatchObject({ reason: "provider-malformed" });
  });

  it("gives up when the provider does not answer in time", async () => {
    fake.state.mode = "hang";
    const started = Date.now();
    const error = await failure(() => client.complete(messages, { maxTokens: 50 }));
    expect(error).toMatchObject({ code: "deadline-exceeded", details: { reason: "provider-timeout" } });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("gives up when a stream goes silent midway", async () => {
    fake.state.mode = "stall";
    const error = await failure(async () => collect(await client.complete(messages, { maxTokens: 50 })));
    expect(error.code).toBe("deadline-exceeded");
  });

  it("reports an unreachable provider", async () => {
    const nowhere = createProviderClient({
      baseUrl: "http://127.0.0.1:9/v1",
      apiKey: "k",
      model: "m",
      timeoutMs: 2000,
    });
    const error = await failure(() => nowhere.complete(messages, { maxTokens: 50 }));
    expect(error.details).toMatchObject({ reason: "provider-error" });
  });
});

describe("retryAfterSeconds", () => {
  it("reads seconds and HTTP dates", () => {
    expect(retryAfterSeconds("12")).toBe(12);
    expect(retryAfterSeconds("Wed, 21 Oct 2015 07:28:30 GMT", new Date("2015-10-21T07:28:00Z"))).toBe(30);
    expect(retryAfterSeconds(null)).toBeUndefined();
    expect(retryAfterSeconds("soon")).toBeUndefined();
  });
});
