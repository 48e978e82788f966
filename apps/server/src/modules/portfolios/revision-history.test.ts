import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import {
  emptyPortfolioContent,
  fullPortfolioFixture,
  portfolioRevisionLimit,
  type PortfolioContent,
  type PortfolioRevisionSummary,
} from "@foliocraft/schemas";
import { portfolioRevisions } from "../../db/schema";
import { createTestApp } from "../../testing/test-app";
import { signUpTestUser, type TestUser } from "../../testing/test-users";

// Issue 20 item 3: named and published versions, retention that never drops them, restoring one section.
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
});
afterAll(() => close());

type Method = "GET" | "POST" | "PUT" | "PATCH";
const call = (user: TestUser | null, method: Method, url: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    ...(user ? { headers: { cookie: user.cookie } } : {}),
    ...(payload === undefined
      ? {}
      : typeof payload === "string"
        ? { payload, headers: { ...(user ? { cookie: user.cookie } : {}), "content-type": "application/json" } }
        : { payload: payload as object }),
  });

async function portfolioOf(user: TestUser, content: PortfolioContent) {
  const res = await call(user, "POST", "/api/portfolios", { name: "Main", content });
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: string }).id;
}

async function save(user: TestUser, id: string, baseVersion: number, content: PortfolioContent) {
  const res = await call(user, "PUT", `/api/portfolios/${id}`, { baseVersion, content });
  expect(res.statusCode).toBe(200);
  return (res.json() as { version: number }).version;
}

const revisionsOf = async (user: TestUser, id: string) =>
  (await call(user, "GET", `/api/portfolios/${id}/revisions`)).json().revisions as PortfolioRevisionSummary[];

const withSkill = (skill: string): PortfolioContent => ({ ...emptyPortfolioContent(), skills: [skill] });

describe("named versions", () => {
  it("names a version, lists its name, clears it with an empty name", async () => {
    const user = await signUpTestUser(app);
    const id = await portfolioOf(user, emptyPortfolioContent());
    await save(user, id, 1, withSkill("Figma"));
    const named = await call(user, "PATCH", `/api/portfolios/${id}/revisions/1`, { label: "  Before Figma 🎨 " });
    expect(named.statusCode).toBe(200);
    expect(named.json()).toMatchObject({ version: 1, label: "Before Figma 🎨", kind: "autosave" });
    expect((await revisionsOf(user, id)).map((r) => [r.version, r.label])).toEqual([
      [2, null],
      [1, "Before Figma 🎨"],
    ]);
    const cleared = await call(user, "PATCH", `/api/portfolios/${id}/revisions/1`, { label: "" });
    expect(cleared.json()).toMatchObject({ version: 1, label: null });
  });

  it("refuses names that are too long or hold unstorable characters, with the field named", async () => {
    const user = await signUpTestUser(app);
    const id = await portfolioOf(user, emptyPortfolioContent());
    const long = await call(user, "PATCH", `/api/portfolios/${id}/revisions/1`, { label: "x".repeat(61) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toContain("Version name must be at most 60 characters");
    // 60 emoji are 60 characters, however many code units they take.
    const emoji = await call(user, "PATCH", `/api/portfolios/${id}/revisions/1`, { label: "👩‍👩‍👧".repeat(60) });
    expect(emoji.statusCode).toBe(200);
    for (const raw of ['{"label":"bad \\ud800"}', '{"label":"nul \\u0000"}']) {
      const res = await call(user, "PATCH", `/api/portfolios/${id}/revisions/1`, raw);
      expect(res.statusCode, raw).toBe(400);
      expect(res.json().error.code).toBe("invalid-argument");
    }
    const missing = await call(user, "PATCH", `/api/portfolios/${id}/revisions/99`, { label: "Gone" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.messageId).toBe("portfolioVersionGone");
  });

  it("never lets another user read, name or restore a version", async () => {
    const owner = await signUpTestUser(app);
    const other = await signUpTestUser(app);
    const id = await portfolioOf(owner, fullPortfolioFixture());
    for (const [method, url, body] of [
      ["PATCH", `/api/portfolios/${id}/revisions/1`, { label: "Mine now" }],
      ["POST", `/api/portfolios/${id}/revisions/1/restore`, { baseVersion: 1, section: "projects" }],
      ["PATCH", `/api/portfolios/${id}/revisions/1`, { label: "x" }],
    ] as const) {
      const res = await call(other, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error.messageId).toBe("portfolioNotFound");
    }
    expect((await call(null, "PATCH", `/api/portfolios/${id}/revisions/1`, { label: "x" })).statusCode).toBe(401);
    expect((await revisionsOf(owner, id))[0]?.label).toBeNull();
  });
});

describe("retention", () => {
  it("keeps named and published versions however many saves follow, and 50 unnamed ones", async () => {
    const user = await signUpTestUser(app);
    await call(user, "PUT", "/api/profile/username", { username: `hist-${user.userId.slice(0, 8).toLowerCase()}` });
    const id = await portfolioOf(user, withSkill("v1"));
    let version = await save(user, id, 1, withSkill("v2"));
    expect((await call(user, "PATCH", `/api/portfolios/${id}/revisions/2`, { label: "Named" })).statusCode).toBe(200);
    version = await save(user, id, version, withSkill("v3"));
    const published = await call(user, "POST", `/api/portfolios/${id}/publish`);
    expect(published.statusCode).toBe(200);
    for (let i = 0; i < 60; i++) version = await save(user, id, version, withSkill(`later ${i}`));

    const revisions = await revisionsOf(user, id);
    const kept = revisions.filter((r) => r.label !== null || r.kind === "publish");
    expect(kept.map((r) => [r.version, r.kind, r.label])).toEqual([
      [3, "publish", null],
      [2, "autosave", "Named"],
    ]);
    const unnamed = revisions.filter((r) => r.label === null && r.kind !== "publish");
    expect(unnamed).toHaveLength(portfolioRevisionLimit);
    expect(unnamed[0]?.version).toBe(version);
    expect(unnamed.at(-1)?.version).toBe(version - portfolioRevisionLimit + 1);
    expect((await call(user, "GET", `/api/portfolios/${id}/revisions/3`)).json().content.skills).toEqual(["v3"]);
    expect((await call(user, "GET", `/api/portfolios/${id}/revisions/1`)).statusCode).toBe(404);

    // Removing the name makes it an ordinary old save again: the next save prunes it.
    await call(user, "PATCH", `/api/portfolios/${id}/revisions/2`, { label: "" });
    await save(user, id, version, withSkill("one more"));
    expect((await revisionsOf(user, id)).some((r) => r.version === 2)).toBe(false);
  });
});

describe("restoring", () => {
  it("restores one section as a new version, leaving the others as they are", async () => {
    const user = await signUpTestUser(app);
    const full = fullPortfolioFixture();
    const id = await portfolioOf(user, full);
    const edited = structuredClone(full);
    edited.projects = edited.projects.slice(1);
    edited.personal.title = "Changed title";
    const v2 = await save(user, id, 1, edited);

    const stale = await call(user, "POST", `/api/portfolios/${id}/revisions/1/restore`, {
      baseVersion: 1,
      section: "projects",
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe("aborted");

    const unknown = await call(user, "POST", `/api/portfolios/${id}/revisions/1/restore`, {
      baseVersion: v2,
      section: "nonsense",
    });
    expect(unknown.statusCode).toBe(400);

    const res = await call(user, "POST", `/api/portfolios/${id}/revisions/1/restore`, {
      baseVersion: v2,
      section: "projects",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().version).toBe(3);
    expect(res.json().content.projects).toEqual(full.projects);
    expect(res.json().content.personal.title).toBe("Changed title");
    const [newest] = await revisionsOf(user, id);
    expect(newest).toMatchObject({ version: 3, kind: "restore", sourceVersion: 1, section: "projects" });

    // Undo: restoring version 2 brings the edit back, itself a new version.
    const undo = await call(user, "POST", `/api/portfolios/${id}/revisions/2/restore`, { baseVersion: 3 });
    expect(undo.json()).toMatchObject({ version: 4, content: { projects: edited.projects } });
    const [whole] = await revisionsOf(user, id);
    expect(whole).toMatchObject({ version: 4, kind: "restore", sourceVersion: 2, section: null });
    const rows = await app.database.db.select().from(portfolioRevisions).where(eq(portfolioRevisions.portfolioId, id));
    expect(rows).toHaveLength(4);
  });
});
