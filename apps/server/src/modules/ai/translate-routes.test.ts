import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import {
  fullPortfolioFixture,
  graphemeLength,
  textFingerprint,
  type AiTranslateEvent,
  type AiTranslateRequest,
} from "@foliocraft/schemas";
import { startFakeOpenAi, type FakeOpenAi, type FakeOpenAiRequest } from "../../testing/fake-openai";
import { createTestApp } from "../../testing/test-app";
import { nextTestAddress, signUpTestUser, type TestUser } from "../../testing/test-users";

// Translate with AI end to end: the route, the service, the protected-terms pass and the client, over real HTTP to
// the fake provider; on PGlite, and once more on PostgreSQL when DATABASE_URL is set (the quota is in the database).

let fake: FakeOpenAi;
let app: FastifyInstance;
let close: () => Promise<void>;
let user: TestUser;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  ({ app, close } = await createTestApp({
    ai: { baseUrl: fake.baseUrl, apiKey: fake.apiKey, model: "fake-model", timeoutMs: 15_000 },
  }));
  // Starting an app (migrations, a PostgreSQL copy) is slow on a machine shared by several test runs.
}, 180_000);
afterAll(async () => {
  await close();
  await fake.close();
});

/** The text the prompt asks to translate (inside its data block), as the model would read it. */
function askedText(body: FakeOpenAiRequest["body"]): string {
  const user = body.messages?.find((m) => m.role === "user")?.content ?? "";
  const json = /<portfolio_text>\n([\s\S]*)\n<\/portfolio_text>/u.exec(user)?.[1] ?? "{}";
  return (JSON.parse(json) as { text: string }).text;
}

// A "translation" that keeps every token where it was, as a good model does.
const frenchOf = (text: string) => `(fr) ${text}`;

beforeEach(async () => {
  user = await signUpTestUser(app);
  fake.requests.length = 0;
  fake.state.mode = "stream";
  fake.state.chunks = 4;
  fake.state.replyFor = (body) => frenchOf(askedText(body));
});

const request = (over: Partial<AiTranslateRequest> = {}): AiTranslateRequest => ({
  language: "fr",
  paths: ["personal.bio"],
  content: fullPortfolioFixture(),
  ...over,
});

function translate(body: unknown, cookie = user.cookie) {
  return app.inject({
    method: "POST",
    url: "/api/ai/translate",
    remoteAddress: nextTestAddress(),
    headers: { cookie },
    payload: body as object,
  });
}

function events(res: LightMyRequestResponse): AiTranslateEvent[] {
  expect(res.headers["content-type"]).toMatch(/^text\/event-stream/);
  return res.body
    .split("\n\n")
    .filter((block) => block.startsWith("data: "))
    .map((block) => JSON.parse(block.slice(6)) as AiTranslateEvent);
}

const translatedOf = (list: AiTranslateEvent[]) =>
  Object.fromEntries(list.flatMap((e) => (e.type === "translated" ? [[e.path, e.text]] : [])));

async function usedToday(): Promise<number> {
  const res = await app.inject({ method: "GET", url: "/api/ai/usage", headers: { cookie: user.cookie } });
  return (res.json() as { quota: { used: number } }).quota.used;
}

// Each test makes several provider calls and database writes: generous limits for a loaded machine.
describe("POST /api/ai/translate", { timeout: 120_000 }, () => {
  it("needs a session and a body naming translatable fields of this content, into another language", async () => {
    expect((await translate(request(), "")).statusCode).toBe(401);
    for (const bad of [
      request({ paths: ["personal.email"] }),
      request({ paths: ["projects.99.title"] }),
      request({ paths: [] }),
      request({ language: "en" }),
      request({ language: "xx" as "fr" }),
    ]) {
      const res = await translate(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe("invalid-argument");
    }
    expect(fake.requests).toHaveLength(0);
    expect(await usedToday()).toBe(0);
  });

  it("streams each field, keeps names, links and technologies out of the model's hands, and counts each field", async () => {
    const content = fullPortfolioFixture();
    content.personal.about =
      "I work with React and Fastify at Paystack. Write to ama@example.com or see https://ama.dev.";
    const res = await translate(request({ content, paths: ["personal.about", "seo.title", "experience.0.company"] }));
    expect(res.statusCode).toBe(200);
    const list = events(res);

    // The text arrives in pieces, field after field, each ending with its whole translation.
    const aboutDeltas = list.filter((e) => e.type === "delta" && e.path === "personal.about");
    expect(aboutDeltas.length).toBeGreaterThan(1);
    const translated = translatedOf(list);
    expect(translated).toEqual({
      "personal.about": `(fr) ${content.personal.about}`,
      "seo.title": "(fr) Ama Mensah — Full-stack Developer",
      // A company's name reads the same in every language: no provider call, nothing counted.
      "experience.0.company": "Paystack",
    });
    expect(aboutDeltas.map((e) => (e.type === "delta" ? e.text : "")).join("")).toBe(translated["personal.about"]);
    const about = list.find((e) => e.type === "translated" && e.path === "personal.about");
    expect(about).toMatchObject({ sourceHash: textFingerprint(content.personal.about) });
    expect(list.at(-1)).toMatchObject({
      type: "done",
      engine: { kind: "provider", model: "fake-model" },
      translated: 3,
      quota: { used: 2 },
    });

    // The model saw tokens, never the names, links or addresses themselves.
    expect(fake.requests).toHaveLength(2);
    const asked = askedText(fake.requests[0]!.body);
    expect(asked).toMatch(
      /^I work with \{\{T\d\}\} and \{\{T\d\}\} at \{\{T\d\}\}\. Write to \{\{T2\}\} or see \{\{T1\}\}\.$/u,
    );
    const prompt = fake.requests.map((r) => JSON.stringify(r.body.messages)).join("\n");
    for (const term of ["React", "Fastify", "Paystack", "ama@example.com", "https://ama.dev", "Ama Mensah"]) {
      expect(prompt).not.toContain(term);
    }
    expect(fake.requests[0]!.body.messages?.[0]?.content).toContain("Translate from English into French");
    expect(await usedToday()).toBe(2);
  });

  it("asks again when an answer lost a protected term, and skips the field (uncounted) when it keeps losing it", async () => {
    // First answer drops the token, the second keeps it.
    fake.state.replyFor = (body, n) => (n === 1 ? "(fr) Bonjour" : frenchOf(askedText(body)));
    const res = await translate(request({ paths: ["seo.title"] }));
    const list = events(res);
    expect(list.filter((e) => e.type === "field").map((e) => (e.type === "field" ? e.attempt : 0))).toEqual([1, 2]);
    expect(translatedOf(list)).toEqual({ "seo.title": "(fr) Ama Mensah — Full-stack Developer" });
    expect(await usedToday()).toBe(1);

    // A model that always drops it: three attempts, then the field is skipped with the reason; the next goes on.
    fake.requests.length = 0;
    fake.state.replyFor = (body) => (askedText(body).includes("{{T1}}") ? "(fr) Portfolio" : frenchOf(askedText(body)));
    const again = events(await translate(request({ paths: ["seo.description", "personal.bio"] })));
    const skipped = again.find((e) => e.type === "skipped");
    expect(skipped).toMatchObject({
      path: "seo.description",
      error: { code: "aborted", messageId: "aiTranslateLostTerm", params: { term: "Ama Mensah" } },
    });
    expect(translatedOf(again)).toEqual({ "personal.bio": "(fr) I build fast, accessible web apps." });
    expect(fake.requests).toHaveLength(4);
    expect(again.at(-1)).toMatchObject({ type: "done", translated: 1 });
    expect(await usedToday()).toBe(2);
  });

  it("shortens an answer over the field's limit by grapheme, or refuses it when that would cut a name", async () => {
    // personal.title holds at most 120 characters; the answer has 200 emoji-heavy ones.
    fake.state.replyFor = () => `${"Développeuse 👩🏽‍💻 full-stack. ".repeat(8)}`;
    const list = events(await translate(request({ paths: ["personal.title"] })));
    const title = translatedOf(list)["personal.title"] as string;
    expect(graphemeLength(title)).toBeLessThanOrEqual(120);
    expect(title.endsWith(".")).toBe(true);
    expect(title.startsWith("Développeuse 👩🏽‍💻 full-stack.")).toBe(true);

    // The protected name comes after the SEO title's limit of 70: the text cannot be shortened without losing it.
    fake.state.replyFor = (body) => `${"Portfolio très long ".repeat(8)}${askedText(body)}`;
    const refused = events(await translate(request({ paths: ["seo.title"] })));
    expect(refused.find((e) => e.type === "skipped")).toMatchObject({
      error: { messageId: "aiTranslateTooLong", params: { count: 70 } },
    });
    expect(translatedOf(refused)).toEqual({});
  });

  it("counts fields against the daily quota: stops with the quota error when it runs out, then answers 429", async () => {
    const paths = [
      "services.0.title",
      "services.0.description",
      "services.1.title",
      "services.1.description",
      "services.2.title",
      "services.2.description",
      "achievements.0.title",
    ];
    const list = events(await translate(request({ paths })));
    expect(Object.keys(translatedOf(list)), JSON.stringify(list.filter((e) => e.type !== "delta"))).toEqual(
      paths.slice(0, 5),
    );
    expect(list.at(-1)).toMatchObject({
      type: "error",
      error: { code: "resource-exhausted", messageId: "aiQuotaFree", details: { reason: "ai-quota" } },
    });
    expect(await usedToday()).toBe(5);

    const refused = await translate(request());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.messageId).toBe("aiQuotaFree");
    expect(refused.headers["retry-after"]).toBeDefined();
  });

  it("ends with the provider's error and does not count the field it failed on", async () => {
    fake.state.mode = "500";
    const list = events(await translate(request({ paths: ["personal.bio", "personal.title"] })));
    expect(list.at(-1)).toMatchObject({ type: "error", error: { messageId: "aiProviderFailed" } });
    expect(translatedOf(list)).toEqual({});
    expect(await usedToday()).toBe(0);
  });
});

describe("POST /api/ai/translate without a provider", () => {
  // A second app on a loaded machine takes a while to start.
  it("explains what to configure: the built-in writer cannot translate", { timeout: 120_000 }, async () => {
    const builtIn = await createTestApp();
    try {
      const owner = await signUpTestUser(builtIn.app);
      const res = await builtIn.app.inject({
        method: "POST",
        url: "/api/ai/translate",
        remoteAddress: nextTestAddress(),
        headers: { cookie: owner.cookie },
        payload: request(),
      });
      expect(res.statusCode).toBe(501);
      expect(res.json().error).toMatchObject({ code: "unimplemented", messageId: "aiTranslateNeedsProvider" });
      expect(res.json().error.message).toContain("AI_BASE_URL");
    } finally {
      await builtIn.close();
    }
  });
});
