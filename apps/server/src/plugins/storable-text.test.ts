import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { fullPortfolioFixture, initialOf, type PortfolioContent } from "@foliocraft/schemas";
import { createTestApp } from "../testing/test-app";
import { signUpTestUser, type TestUser } from "../testing/test-users";

// Issue 18 item 1: text is text, whatever its characters. Astral names publish and render; a lone surrogate or a
// NUL anywhere is a 400 naming the field; a broken id or URL is a 400; nothing of it is ever a 500.

let app: FastifyInstance;
let close: () => Promise<void>;
let owner: TestUser;
let portfolioId: string;
let version: number;

const json = (method: "GET" | "POST" | "PUT", url: string, payload?: string | object, user: TestUser | null = owner) =>
  app.inject({
    method,
    url,
    headers: {
      ...(user ? { cookie: user.cookie } : {}),
      ...(typeof payload === "string" ? { "content-type": "application/json" } : {}),
    },
    ...(payload === undefined ? {} : { payload }),
  });

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  owner = await signUpTestUser(app);
  const created = await json("POST", "/api/portfolios", { content: fullPortfolioFixture() });
  expect(created.statusCode).toBe(201);
  ({ id: portfolioId, version } = created.json<{ id: string; version: number }>());
  expect((await json("PUT", "/api/profile/username", { username: "astral-owner" })).statusCode).toBe(200);
});
afterAll(async () => close());

async function save(content: PortfolioContent) {
  const res = await json("PUT", `/api/portfolios/${portfolioId}`, { baseVersion: version, content });
  if (res.statusCode === 200) version = res.json<{ version: number }>().version;
  return res;
}

async function publishAndFetch() {
  const published = await json("POST", `/api/portfolios/${portfolioId}/publish`);
  expect(published.statusCode).toBe(200);
  return app.inject({ method: "GET", url: "/p/astral-owner" });
}

describe("astral characters publish and render", () => {
  for (const fullName of ["😀 Ama", "𝓐ma Mensah", "𠀀 Li", "🇬🇭 Kofi", "👨‍👩‍👧 Family", "\u200fمرحبا", "e\u0301mile"]) {
    it(`the full name ${JSON.stringify(fullName)} is saved, published and served`, async () => {
      const content = fullPortfolioFixture();
      content.personal.fullName = fullName;
      content.personal.about = `${"🇬🇭".repeat(200)}`;
      expect((await save(content)).statusCode).toBe(200);
      // Another process may have served the previous snapshot from its cache until the change notice arrives.
      const page = await vi.waitFor(async () => {
        const served = await publishAndFetch();
        expect(served.statusCode).toBe(200);
        expect(served.body).toContain(fullName);
        return served;
      });
      // The favicon's initial is the whole first character (a data: URL in the page).
      const favicon = /data:image\/svg\+xml,([^"]+)"/.exec(page.body)?.[1] ?? "";
      const initial = /<text[^>]*>([^<]*)<\/text>/.exec(decodeURIComponent(favicon.replaceAll("&amp;", "&")))?.[1];
      expect(initial).toBe(initialOf(fullName).toUpperCase());
      expect(initial).not.toMatch(/^[\s\p{Cf}]*$/u);
    });
  }

  it("any well-formed text in any field saves (or is a 400 about its length or form), and the page never fails", async () => {
    const leaves: [Exclude<keyof PortfolioContent["personal"], "profilePictureFocus" | "locationDetail">][] = [
      ["fullName"],
      ["title"],
      ["bio"],
      ["location"],
    ];
    const unicode = fc
      .array(fc.oneof(fc.constantFrom("😀", "𝓐", "🇬🇭", "👍🏾", "e\u0301", "\u200f", "\u200d", "مر"), fc.string()), {
        maxLength: 8,
      })
      .map((parts) => parts.join(""));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...leaves), unicode, async ([field], text) => {
        const content = fullPortfolioFixture();
        content.personal[field] = text;
        const saved = await save(content);
        expect([200, 400]).toContain(saved.statusCode);
        const page = await publishAndFetch();
        expect(page.statusCode).toBe(200);
      }),
      { numRuns: 12 },
    );
  }, 60_000);
});

describe("names of emoji", () => {
  it("a portfolio named with 80 emoji saves and exports (its file name is cut between characters)", async () => {
    const name = "😀".repeat(80);
    const saved = await json("PUT", `/api/portfolios/${portfolioId}`, {
      baseVersion: version,
      name,
      content: fullPortfolioFixture(),
    });
    expect(saved.statusCode).toBe(200);
    version = saved.json<{ version: number }>().version;
    const zip = await json("GET", `/api/portfolios/${portfolioId}/export.zip`);
    expect(zip.statusCode).toBe(200);
    expect(String(zip.headers["content-disposition"])).toContain(encodeURIComponent("😀".repeat(80)));
    const copy = await json("POST", `/api/portfolios/${portfolioId}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json<{ name: string }>().name).toBe(`${"😀".repeat(73)} (copy)`);
  });
});

describe("a lone surrogate or a NUL is a 400 naming the field", () => {
  const body = (field: string, escaped: string) => {
    const content = JSON.stringify({ baseVersion: version, content: fullPortfolioFixture() });
    // Written as JSON escapes: the way a client sends them (JSON.stringify would write them the same way).
    return content.replace(`"${field}":"`, `"${field}":"${escaped}`);
  };

  for (const [what, escaped] of [
    ["a NUL", "\\u0000"],
    ["a lone high surrogate", "\\ud83d"],
    ["a lone low surrogate", "x\\ude00"],
  ] as const) {
    it(`${what} in the full name`, async () => {
      const res = await json("PUT", `/api/portfolios/${portfolioId}`, body("fullName", escaped));
      expect(res.statusCode).toBe(400);
      const { error } = res.json<{ error: { code: string; messageId: string; params: object; details: object[] } }>();
      expect(error.code).toBe("invalid-argument");
      expect(error.messageId).toBe("textUnstorable");
      expect(error.params).toEqual({ field: "Full name" });
      expect(error.details[0]).toMatchObject({ field: "content.personal.fullName" });
    });
  }

  it("in a nested field (a project's technology), by its label and path", async () => {
    const res = await json(
      "PUT",
      `/api/portfolios/${portfolioId}`,
      body("technologies", "").replace('"technologies":["', '"technologies":["\\u0000'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { messageId: "textUnstorable", params: { field: "Technology" } },
    });
    expect(res.json<{ error: { details: { field: string }[] } }>().error.details[0]?.field).toBe(
      "content.projects.0.technologies.0",
    );
  });

  it("in the portfolio's name, the profile, the contact form and a visitor's message", async () => {
    const cases: [string, string, string][] = [
      [
        "PUT",
        `/api/portfolios/${portfolioId}`,
        `{"baseVersion":${version},"name":"a\\ud800","content":${JSON.stringify(fullPortfolioFixture())}}`,
      ],
      ["PATCH", "/api/profile", `{"displayName":"Ama\\u0000"}`],
      [
        "POST",
        "/api/contact-messages",
        `{"name":"Ama","email":"a@example.com","subject":"Other","message":"hi\\udfff"}`,
      ],
      [
        "POST",
        "/api/public/portfolios/astral-owner/contact",
        `{"name":"Kofi","email":"k@example.com","message":"\\u0000"}`,
      ],
    ];
    for (const [method, url, payload] of cases) {
      const res = await app.inject({
        method: method as "PUT",
        url,
        payload,
        headers: { cookie: owner.cookie, "content-type": "application/json" },
      });
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json<{ error: { messageId: string } }>().error.messageId, url).toBe("textUnstorable");
    }
  });

  it("nothing was stored: the page still shows the last good content", async () => {
    const page = await app.inject({ method: "GET", url: "/p/astral-owner" });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain("\u0000");
  });
});

describe("broken ids and URLs are a 400, never a 500", () => {
  for (const url of [
    "/api/portfolios/%00",
    "/api/portfolios/a%00b/revisions",
    "/api/portfolios/%ED%A0%80",
    "/api/usernames/%00",
    "/p/%00",
    "/p/%E0%A4%A",
    "/p/%ED%A0%BD",
    "/p/astral-owner?x=%00",
    "/api/portfolios?x=%E0%A4%A",
    "/sitemap.xml?q=%ud83d",
  ]) {
    it(url, async () => {
      const res = await json("GET", url);
      expect(res.statusCode).toBeLessThan(500);
      // A NUL is refused wherever it is; a malformed escape in the path finds no page.
      if (url.includes("%00")) expect(res.statusCode).toBe(400);
      else if (!url.includes("?")) expect([400, 404]).toContain(res.statusCode);
    });
  }

  it("a PUT to an id holding a NUL is refused before it reaches the database", async () => {
    const res = await json("PUT", "/api/portfolios/%00", { baseVersion: 1, content: fullPortfolioFixture() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: "invalid-argument", messageId: "textUnstorable" } });
  });
});
