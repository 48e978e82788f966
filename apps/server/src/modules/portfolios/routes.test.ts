import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { fullPortfolioFixture, emptyPortfolioContent, type PortfolioContent } from "@foliocraft/schemas";
import { portfolioRevisions, profiles } from "../../db/schema";
import { createTestApp } from "../../testing/test-app";
import { signUpTestAdmin, signUpTestUser, type TestUser } from "../../testing/test-users";

const full = fullPortfolioFixture();
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await createTestApp({ adminEmails: ["boss@example.com"] }));
});
afterAll(() => close());

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (user: TestUser | null, method: Method, url: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    ...(user ? { headers: { cookie: user.cookie } } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function createPortfolio(user: TestUser, content: PortfolioContent = full) {
  const res = await call(user, "POST", "/api/portfolios", { name: "Main", content });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; version: number; content: PortfolioContent };
}

describe("portfolio CRUD", () => {
  it("creates, lists, reads, renames on save, duplicates and deletes the owner's portfolios", async () => {
    const user = await signUpTestUser(app);
    const created = await createPortfolio(user);
    expect(created).toMatchObject({ name: "Main", status: "draft", version: 1, hasUnpublishedChanges: false });
    expect(created.content).toEqual(full);

    const list = (await call(user, "GET", "/api/portfolios")).json();
    expect(list.portfolios).toHaveLength(1);
    expect(list.portfolios[0]).not.toHaveProperty("content");

    const saved = await call(user, "PUT", `/api/portfolios/${created.id}`, {
      baseVersion: 1,
      name: "Renamed",
      content: { ...full, theme: "neon" },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().version).toBe(2);
    const read = (await call(user, "GET", `/api/portfolios/${created.id}`)).json();
    expect(read).toMatchObject({ name: "Renamed", theme: "neon", version: 2 });

    const copy = await call(user, "POST", `/api/portfolios/${created.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ name: "Renamed (copy)", status: "draft", version: 1, theme: "neon" });

    expect((await call(user, "DELETE", `/api/portfolios/${created.id}`)).statusCode).toBe(204);
    expect((await call(user, "GET", `/api/portfolios/${created.id}`)).statusCode).toBe(404);
    expect((await call(user, "GET", "/api/portfolios")).json().portfolios).toHaveLength(1);
    const [profile] = await app.database.db.select().from(profiles).where(eq(profiles.userId, user.userId));
    expect(profile?.portfoliosCreated).toBe(2);
  });

  it("starts a new portfolio from the onboarding answers", async () => {
    const user = await signUpTestUser(app, undefined, "Kofi Boateng");
    await app.database.db
      .update(profiles)
      .set({
        onboardingData: {
          name: "Kofi B.",
          profession: "Data Scientist",
          experience: "mid",
          skills: ["Python", "SQL"],
          interests: [],
          preferredStyle: "modern",
        },
      })
      .where(eq(profiles.userId, user.userId));
    const res = await call(user, "POST", "/api/portfolios", {});
    expect(res.statusCode).toBe(201);
    const { content, name } = res.json();
    expect(name).toBe("Kofi B.'s portfolio");
    expect(content.personal).toMatchObject({ fullName: "Kofi B.", title: "Data Scientist" });
    expect(content.skills).toEqual(["Python", "SQL"]);
    expect(content.theme).toBe("dark-minimal");
    // Named in the language of the interface that asked; a language we do not speak is refused, not ignored.
    const named = async (language: string) =>
      (await call(user, "POST", "/api/portfolios", { language })).json() as { name?: string; messageId?: string };
    expect((await named("ar")).name).toBe("معرض أعمال Kofi B.");
    expect((await named("ja")).name).toBe("Kofi B.のポートフォリオ");
    expect((await named("de")).name).toBe("Portfolio von Kofi B.");
    const refused = await call(user, "POST", "/api/portfolios", { language: "xx" });
    expect(refused.statusCode).toBe(400);
  });

  it("without onboarding answers starts empty with the account name", async () => {
    const user = await signUpTestUser(app, undefined, "Esi Owusu");
    const { content } = (await call(user, "POST", "/api/portfolios", {})).json();
    expect(content).toEqual({
      ...emptyPortfolioContent(),
      personal: { ...emptyPortfolioContent().personal, fullName: "Esi Owusu" },
    });
  });

  it("rejects invalid content with field messages and keeps the stored version", async () => {
    const user = await signUpTestUser(app);
    const { id } = await createPortfolio(user);
    const bad = {
      ...full,
      projects: [{ ...full.projects[0], githubUrl: "javascript:alert(1)" }],
      testimonials: [{ ...full.testimonials[0], rating: 9 }],
    };
    const res = await call(user, "PUT", `/api/portfolios/${id}`, { baseVersion: 1, content: bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("invalid-argument");
    expect(res.json().error.details).toEqual(
      expect.arrayContaining([
        {
          field: "content.projects.0.githubUrl",
          message: "GitHub link must be a link starting with http:// or https://",
          messageId: "fieldNotLink",
          params: { field: "GitHub link" },
        },
        {
          field: "content.testimonials.0.rating",
          message: "Rating must be a whole number from 1 to 5",
          messageId: "ratingRange",
        },
      ]),
    );
    expect((await call(user, "GET", `/api/portfolios/${id}`)).json().version).toBe(1);
  });

  it("needs a session and never shows one user's portfolio to another", async () => {
    const owner = await signUpTestUser(app);
    const other = await signUpTestUser(app);
    const { id } = await createPortfolio(owner);
    expect((await call(null, "GET", "/api/portfolios")).statusCode).toBe(401);
    expect((await call(null, "GET", `/api/portfolios/${id}`)).statusCode).toBe(401);
    for (const [method, url, body] of [
      ["GET", `/api/portfolios/${id}`, undefined],
      ["PUT", `/api/portfolios/${id}`, { baseVersion: 1, content: emptyPortfolioContent() }],
      ["DELETE", `/api/portfolios/${id}`, undefined],
      ["POST", `/api/portfolios/${id}/duplicate`, undefined],
      ["GET", `/api/portfolios/${id}/revisions`, undefined],
      ["GET", `/api/portfolios/${id}/revisions/1`, undefined],
      ["POST", `/api/portfolios/${id}/revisions/1/restore`, { baseVersion: 1 }],
      ["POST", `/api/portfolios/${id}/publish`, undefined],
      ["POST", `/api/portfolios/${id}/unpublish`, undefined],
    ] as const) {
      const res = await call(other, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error).toEqual({
        code: "not-found",
        message: "Portfolio not found",
        messageId: "portfolioNotFound",
      });
    }
    expect((await call(other, "GET", "/api/portfolios")).json().portfolios).toEqual([]);
    expect((await call(owner, "GET", `/api/portfolios/${id}`)).json().content).toEqual(full);
  });
});

describe("optimistic concurrency and history", () => {
  it("refuses a save based on an old version with 409 aborted and the current copy", async () => {
    const user = await signUpTestUser(app);
    const { id } = await createPortfolio(user);
    const tabA = { ...full, skills: ["From tab A"] };
    const tabB = { ...full, skills: ["From tab B"] };
    expect((await call(user, "PUT", `/api/portfolios/${id}`, { baseVersion: 1, content: tabA })).statusCode).toBe(200);
    const stale = await call(user, "PUT", `/api/portfolios/${id}`, { baseVersion: 1, content: tabB });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe("aborted");
    expect(stale.json().error.details.current).toMatchObject({ version: 2, content: { skills: ["From tab A"] } });
    // The user chose "keep mine": saving on top of the version they were shown works.
    const kept = await call(user, "PUT", `/api/portfolios/${id}`, { baseVersion: 2, content: tabB });
    expect(kept.json().version).toBe(3);
  });

  it("lets exactly one of two racing saves win", async () => {
    const user = await signUpTestUser(app);
    const { id } = await createPortfolio(user);
    const results = await Promise.all(
      ["A", "B", "C"].map((s) =>
        call(user, "PUT", `/api/portfolios/${id}`, {
          baseVersion: 1,
          content: { ...full, skills: [s] },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it("keeps the last 50 saves, previews and restores one as a new version", async () => {
    const user = await signUpTestUser(app);
    const { id } = await createPortfolio(user, emptyPortfolioContent());
    for (let v = 1; v <= 55; v++) {
      const content = { ...emptyPortfolioContent(), skills: [`skill ${v}`] };
      const res = await call(user, "PUT", `/api/portfolios/${id}`, { baseVersion: v, content });
      expect(res.statusCode).toBe(200);
    }
    const { revisions } = (await call(user, "GET", `/api/portfolios/${id}/revisions`)).json();
    expect(revisions).toHaveLength(50);
    expect(revisions[0].version).toBe(56);
    expect(revisions.at(-1).version).toBe(7);
    expect((await call(user, "GET", `/api/portfolios/${id}/revisions/3`)).statusCode).toBe(404);

    const old = (await call(user, "GET", `/api/portfolios/${id}/revisions/10`)).json();
    expect(old.content.skills).toEqual(["skill 9"]);
    const staleRestore = await call(user, "POST", `/api/portfolios/${id}/revisions/10/restore`, { baseVersion: 40 });
    expect(staleRestore.statusCode).toBe(409);
    const restored = await call(user, "POST", `/api/portfolios/${id}/revisions/10/restore`, { baseVersion: 56 });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ version: 57, content: { skills: ["skill 9"] } });
    const rows = await app.database.db.select().from(portfolioRevisions).where(eq(portfolioRevisions.portfolioId, id));
    expect(rows).toHaveLength(50);
  });
});

describe("usernames and publishing", () => {
  it("validates, reserves and uniquely assigns usernames regardless of case", async () => {
    const ama = await signUpTestUser(app);
    const kofi = await signUpTestUser(app);
    const put = (u: TestUser, username: string) => call(u, "PUT", "/api/profile/username", { username });
    expect((await call(ama, "GET", "/api/profile/username")).json()).toEqual({ username: null });
    for (const [name, message] of [
      ["ab", "Username must be at least 3 characters"],
      ["a".repeat(31), "Username must be at most 30 characters"],
      ["ama_m", "Username may contain only letters a–z, digits 0–9 and '-'"],
      ["-ama", "Username cannot start or end with '-'"],
      ["Admin", "This username is reserved. Please choose another"],
      ["dashboard", "This username is reserved. Please choose another"],
      ["Administrator", "This username is reserved. Please choose another"],
      ["billing", "This username is reserved. Please choose another"],
      ["pay-stack", "This username is reserved. Please choose another"],
      ["f0liocraft-support", "This username is reserved. Please choose another"],
    ]) {
      const res = await put(ama, name!);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error.message).toContain(message);
    }
    expect((await put(ama, "Ama-Mensah")).json()).toEqual({ username: "ama-mensah" });
    const clash = await put(kofi, "AMA-MENSAH");
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toMatchObject({
      code: "aborted",
      message: "This username is already taken. Please choose another.",
      messageId: "usernameTaken",
    });
    // Taken: the English reason, and its catalog id for the web to show it in the reader's language.
    expect((await call(kofi, "GET", "/api/usernames/ama-mensah")).json()).toEqual({
      username: "ama-mensah",
      available: false,
      status: "taken",
      reason: "This username is already taken. Please choose another.",
      messageId: "usernameTaken",
    });
    expect((await call(ama, "GET", "/api/usernames/ama-mensah")).json()).toMatchObject({ available: true });
    for (const [reserved, why] of [
      ["api", "app-path"],
      ["security", "role"],
      ["SUPPORT", "role"],
      ["g00gle", "brand"],
      ["cloudflare", "brand"],
      ["my-foliocraft", "ours"],
      ["mail", "common"],
    ] as const) {
      expect((await call(kofi, "GET", `/api/usernames/${reserved}`)).json(), reserved).toMatchObject({
        username: reserved.toLowerCase(),
        available: false,
        status: "reserved",
        reservedReason: why,
        reason: "This username is reserved. Please choose another",
      });
    }
    expect((await call(kofi, "GET", "/api/usernames/ab")).json()).toEqual({
      username: "ab",
      available: false,
      status: "invalid",
      reason: "Username must be at least 3 characters",
      messageId: "usernameTooShort",
      params: { count: 3 },
    });
    expect((await call(kofi, "GET", "/api/usernames/kofi-dev")).json()).toEqual({
      username: "kofi-dev",
      available: true,
      status: "available",
    });
  });

  it("suggests a free username made from the account's name, transliterated", async () => {
    const first = await signUpTestUser(app, undefined, "José Núñez");
    const suggestion = async (u: TestUser) => (await call(u, "GET", "/api/profile/username/suggestion")).json();
    expect(await suggestion(first)).toEqual({ username: "jose-nunez" });
    await call(first, "PUT", "/api/profile/username", { username: "jose-nunez" });
    // Their own once claimed; the next José gets a numbered one.
    expect(await suggestion(first)).toEqual({ username: "jose-nunez" });
    const second = await signUpTestUser(app, undefined, "Jose Nunez");
    expect(await suggestion(second)).toEqual({ username: "jose-nunez-2" });
    const chinese = await signUpTestUser(app, undefined, "张伟");
    expect(await suggestion(chinese)).toEqual({ username: "zhang-wei" });
    expect((await app.inject({ method: "GET", url: "/api/profile/username/suggestion" })).statusCode).toBe(401);
  });

  it("publishes a snapshot that later draft edits do not change; one published portfolio per user", async () => {
    const user = await signUpTestUser(app);
    const { id } = await createPortfolio(user);
    const needsName = await call(user, "POST", `/api/portfolios/${id}/publish`);
    expect(needsName.statusCode).toBe(400);
    expect(needsName.json().error.details).toEqual({ reason: "username-required" });

    await call(user, "PUT", "/api/profile/username", { username: `pub-${user.userId.slice(0, 8).toLowerCase()}` });
    const published = await call(user, "POST", `/api/portfolios/${id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: "published", hasUnpublishedChanges: false });

    await call(user, "PUT", `/api/portfolios/${id}`, {
      baseVersion: 1,
      content: { ...full, skills: ["Draft only"] },
    });
    const afterEdit = (await call(user, "GET", `/api/portfolios/${id}`)).json();
    expect(afterEdit).toMatchObject({ status: "published", hasUnpublishedChanges: true });
    const [row] = await app.database.db.query.portfolios.findMany({ where: (p, { eq }) => eq(p.id, id) });
    expect(row?.publishedContent?.skills).toEqual(full.skills);

    const second = await createPortfolio(user);
    await call(user, "POST", `/api/portfolios/${second.id}/publish`);
    const list = (await call(user, "GET", "/api/portfolios")).json().portfolios as { id: string; status: string }[];
    expect(list.find((p) => p.id === id)?.status).toBe("draft");
    expect(list.find((p) => p.id === second.id)?.status).toBe("published");

    const unpublished = await call(user, "POST", `/api/portfolios/${second.id}/unpublish`);
    expect(unpublished.json()).toMatchObject({ status: "draft", publishedAt: null });
  });

  it("refuses a Pro theme to a free user with a message naming the upgrade; admins may publish it", async () => {
    const free = await signUpTestUser(app);
    await call(free, "PUT", "/api/profile/username", { username: `free-${free.userId.slice(0, 8).toLowerCase()}` });
    const { id } = await createPortfolio(free, { ...full, theme: "glassmorphism" });
    const res = await call(free, "POST", `/api/portfolios/${id}/publish`);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: "permission-denied", details: { upgrade: true } });
    expect(res.json().error).toMatchObject({
      message:
        "The Glassmorphism theme is a Pro theme. Upgrade to Pro to publish it, or choose one of the free themes.",
      messageId: "proThemeToPublish",
      params: { theme: "Glassmorphism" },
    });

    const freeTheme = await createPortfolio(free, { ...full, theme: "simple-elegant" });
    expect((await call(free, "POST", `/api/portfolios/${freeTheme.id}/publish`)).statusCode).toBe(200);

    const admin = await signUpTestAdmin(app, "boss@example.com");
    await call(admin, "PUT", "/api/profile/username", { username: "the-boss" });
    const pro = await createPortfolio(admin, { ...full, theme: "glassmorphism" });
    expect((await call(admin, "POST", `/api/portfolios/${pro.id}/publish`)).statusCode).toBe(200);
  });
});

describe("account data", () => {
  it("the data export includes the portfolios; deleting the account removes them and their history", async () => {
    const user = await signUpTestUser(app);
    const { id } = await createPortfolio(user);
    const exported = (await call(user, "GET", "/api/account/export")).json();
    expect(exported.portfolios).toHaveLength(1);
    expect(exported.portfolios[0]).toMatchObject({ id, name: "Main", content: full });

    const deleted = await call(user, "DELETE", "/api/account", { confirmEmail: user.email, password: "secret-pass" });
    expect(deleted.statusCode).toBe(200);
    const left = await app.database.db.query.portfolios.findMany({ where: (p, { eq }) => eq(p.id, id) });
    expect(left).toEqual([]);
    const history = await app.database.db
      .select()
      .from(portfolioRevisions)
      .where(eq(portfolioRevisions.portfolioId, id));
    expect(history).toEqual([]);
  });
});
