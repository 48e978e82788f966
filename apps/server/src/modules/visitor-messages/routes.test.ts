import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import {
  fullPortfolioFixture,
  visitorMessageHoneypotField,
  type Inbox,
  type PortfolioContent,
} from "@foliocraft/schemas";
import { mailMessages, visitorMessages } from "../../db/schema";
import { createTestApp } from "../../testing/test-app";
import { insertPortfolio, updateProfile } from "../../testing/portfolio-factory";
import { nextTestAddress, signUpTestUser } from "../../testing/test-users";

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await createTestApp({ publicUrl: "https://folio.example" }));
});
afterAll(() => close());

const valid = { name: "Kofi Boateng", email: "kofi@example.com", message: "Hello Ama,\nare you free in May?" };
const path = (username: string) => `/api/public/portfolios/${username}/contact`;

/** A signed-up owner with a published portfolio at /p/{username}. */
async function owner(
  username: string,
  contactForm = true,
  published = true,
  change: (content: PortfolioContent) => void = () => undefined,
) {
  const user = await signUpTestUser(app);
  const content = fullPortfolioFixture();
  content.contactForm.enabled = contactForm;
  change(content);
  await updateProfile(app.database.db, user.userId, { username });
  await insertPortfolio(app.database.db, user.userId, { content, published });
  return user;
}

const postJson = (username: string, payload: object, headers: Record<string, string> = {}, ip = nextTestAddress()) =>
  app.inject({ method: "POST", url: path(username), payload, headers, remoteAddress: ip });

const postForm = (username: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  app.inject({
    method: "POST",
    url: path(username),
    payload: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    remoteAddress: nextTestAddress(),
  });

const inbox = async (cookie: string) =>
  (await app.inject({ method: "GET", url: "/api/inbox", headers: { cookie } })).json() as Inbox;

describe("POST /api/public/portfolios/{username}/contact", () => {
  it("stores a JSON message, mails the owner (outbox without SMTP_URL) and answers JSON", async () => {
    const ama = await owner("json-owner");
    const res = await postJson("JSON-Owner", valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: "sent" });
    const [row] = await app.database.db.select().from(visitorMessages).where(eq(visitorMessages.userId, ama.userId));
    expect(row).toMatchObject({ ...valid, readAt: null });
    const [mail] = await app.database.db.select().from(mailMessages).where(eq(mailMessages.kind, "visitor-message"));
    expect(mail).toMatchObject({ to: ama.email, subject: "New message from Kofi Boateng through your portfolio" });
    expect(mail?.text).toContain("Hello Ama,\nare you free in May?");
    expect(mail?.text).toContain("https://folio.example/p/json-owner");
  });

  it("answers an HTML form post with a 303 back to the page, and keeps CRLF line breaks as one newline", async () => {
    const ama = await owner("form-owner");
    const res = await postForm("form-owner", { ...valid, message: "Line one\r\nLine two" });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("https://folio.example/p/form-owner?sent=1#contact-form");
    expect((await inbox(ama.cookie)).messages[0]?.message).toBe("Line one\nLine two");

    const page = await app.inject({ method: "GET", url: "/p/form-owner?sent=1", remoteAddress: nextTestAddress() });
    expect(page.body).toContain(`data-contact-status>Thanks! I&#39;ll be in touch.</p>`);
    const invalid = await postForm("form-owner", { ...valid, email: "not-an-address" });
    expect(invalid.headers.location).toBe("https://folio.example/p/form-owner?error=invalid#contact-form");
    const shown = await app.inject({
      method: "GET",
      url: "/p/form-owner?error=invalid",
      remoteAddress: nextTestAddress(),
    });
    expect(shown.body).toContain('role="alert" data-contact-status>Please check your name');
    // An unknown status shows the plain page.
    const plain = await app.inject({ method: "GET", url: "/p/form-owner?error=<b>", remoteAddress: nextTestAddress() });
    expect(plain.body).toContain('aria-live="polite" data-contact-status></p>');
  });

  it("tells the owner which language version a visitor wrote from, and sends a form post back to that version", async () => {
    const amal = await owner("bilingual-owner", true, true, (content) => {
      content.language = "en";
      content.translations = { fr: { "personal.title": { text: "Ingénieure des données", sourceHash: "x" } } };
    });
    // The French page's form carries its language; a plain post goes back to the French page.
    const french = await app.inject({ method: "GET", url: "/p/bilingual-owner/fr", remoteAddress: nextTestAddress() });
    expect(french.body).toContain('<input type="hidden" name="language" value="fr">');
    const res = await postForm("bilingual-owner", { ...valid, name: "Amélie", language: "fr" });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("https://folio.example/p/bilingual-owner/fr?sent=1#contact-form");
    const invalid = await postForm("bilingual-owner", { ...valid, email: "nope", language: "fr" });
    expect(invalid.headers.location).toBe("https://folio.example/p/bilingual-owner/fr?error=invalid#contact-form");
    // The primary page, a language the portfolio does not have, and a made-up value all count as the primary.
    expect((await postForm("bilingual-owner", { ...valid, language: "en" })).headers.location).toBe(
      "https://folio.example/p/bilingual-owner?sent=1#contact-form",
    );
    expect((await postJson("bilingual-owner", { ...valid, name: "Jonas", language: "de" })).statusCode).toBe(201);
    expect((await postJson("bilingual-owner", { ...valid, name: "Zed", language: "<script>" })).statusCode).toBe(201);

    const messages = (await inbox(amal.cookie)).messages;
    expect(Object.fromEntries(messages.map((m) => [m.name, m.language]))).toEqual({
      Amélie: "fr",
      "Kofi Boateng": "en",
      Jonas: "en",
      Zed: "en",
    });
    const mails = await app.database.db.select().from(mailMessages).where(eq(mailMessages.to, amal.email));
    const fromFrench = mails.find((m) => m.subject.includes("Amélie"));
    expect(fromFrench?.text).toContain("https://folio.example/p/bilingual-owner/fr");
    expect(fromFrench?.text).toContain("They wrote from the French version of your portfolio.");

    // A one-language portfolio keeps no language and says nothing of it.
    const solo = await owner("solo-owner");
    await postJson("solo-owner", { ...valid, language: "fr" });
    expect((await inbox(solo.cookie)).messages[0]?.language).toBeNull();
    const [soloMail] = await app.database.db.select().from(mailMessages).where(eq(mailMessages.to, solo.email));
    expect(soloMail?.text).not.toContain("version of your portfolio");
  });

  it("gives a form post that asks for JSON (the exported site's script) JSON, not a redirect", async () => {
    await owner("script-owner");
    const res = await postForm("script-owner", valid, { accept: "application/json" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: "sent" });
  });

  it("validates every field with a clear message and limits sizes", async () => {
    await owner("strict-owner");
    const empty = await postJson("strict-owner", {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatchObject({
      code: "invalid-argument",
      message: "Name is required (name)",
      details: [
        { field: "name", message: "Name is required" },
        { field: "email", message: "Email is required" },
        { field: "message", message: "Message is required" },
      ],
    });
    const long = await postJson("strict-owner", { name: "x".repeat(101), email: "bad", message: "m".repeat(5001) });
    expect(long.json().error.details).toEqual([
      {
        field: "name",
        message: "Name must be at most 100 characters",
        messageId: "nameTooLong",
        params: { count: 100 },
      },
      { field: "email", message: "Enter a valid email address", messageId: "emailInvalid" },
      {
        field: "message",
        message: "Message must be at most 5000 characters",
        messageId: "messageTooLong",
        params: { count: 5000 },
      },
    ]);
    const huge = await postForm("strict-owner", { ...valid, message: "m".repeat(70_000) });
    expect(huge.statusCode).toBe(413);
  });

  it("accepts and silently drops a message whose honeypot is filled", async () => {
    const ama = await owner("honey-owner");
    const json = await postJson("honey-owner", { ...valid, [visitorMessageHoneypotField]: "https://spam.example" });
    expect(json.statusCode).toBe(201);
    const form = await postForm("honey-owner", { ...valid, [visitorMessageHoneypotField]: "spam" });
    expect(form.headers.location).toBe("https://folio.example/p/honey-owner?sent=1#contact-form");
    expect((await inbox(ama.cookie)).messages).toEqual([]);
  });

  it("limits one address to 5 messages per 10 minutes, as JSON 429 or a redirect", async () => {
    await owner("busy-owner");
    const ip = nextTestAddress();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await postJson("busy-owner", valid, {}, ip)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await postJson("busy-owner", valid, {}, ip);
    const seconds = Number(limited.headers["retry-after"]);
    expect(seconds).toBeGreaterThan(0);
    const minutes = Math.ceil(seconds / 60);
    expect(limited.json().error).toEqual({
      code: "resource-exhausted",
      message: `Too many messages from your address. Please wait ${minutes} minutes and try again.`,
      messageId: "visitorMessagesTooMany",
      params: { minutes },
    });
    const form = await app.inject({
      method: "POST",
      url: path("busy-owner"),
      payload: new URLSearchParams(valid).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      remoteAddress: ip,
    });
    expect(form.headers.location).toBe("https://folio.example/p/busy-owner?error=too-many#contact-form");
  });

  it("is a 404 for an unknown name, an unpublished portfolio and a disabled form", async () => {
    const draft = await owner("draft-owner", true, false);
    const closed = await owner("closed-owner", false);
    for (const name of ["nobody-at-all", "draft-owner", "closed-owner", "%3Cb%3E"]) {
      const res = await postJson(name, valid);
      expect(res.statusCode, name).toBe(404);
      expect(res.json().error).toEqual({
        code: "not-found",
        message: "This portfolio does not accept messages.",
        messageId: "visitorMessagesNotAccepted",
      });
    }
    for (const user of [draft, closed]) expect((await inbox(user.cookie)).messages).toEqual([]);
  });

  it("is open to every origin without credentials, preflight included, past the CSRF origin check", async () => {
    await owner("cors-owner");
    const preflight = await app.inject({
      method: "OPTIONS",
      url: path("cors-owner"),
      headers: {
        origin: "https://ama.github.io",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers["access-control-allow-origin"]).toBe("*");
    expect(preflight.headers["access-control-allow-methods"]).toBe("POST, OPTIONS");
    expect(preflight.headers["access-control-allow-headers"]).toContain("content-type");
    expect(preflight.headers["access-control-allow-credentials"]).toBeUndefined();

    for (const origin of ["https://ama.github.io", "null"]) {
      const res = await postJson("cors-owner", valid, { origin });
      expect(res.statusCode, origin).toBe(201);
      expect(res.headers["access-control-allow-origin"]).toBe("*");
      expect(res.headers["access-control-allow-credentials"]).toBeUndefined();
    }
    // Errors carry the header too, so a page's script can read the message.
    const invalid = await postJson("cors-owner", {}, { origin: "https://ama.github.io" });
    expect(invalid.headers["access-control-allow-origin"]).toBe("*");
  });

  it("keeps the CSRF check everywhere else: the inbox and look-alike paths refuse a foreign origin", async () => {
    const ama = await owner("csrf-owner");
    await postJson("csrf-owner", valid);
    const [message] = (await inbox(ama.cookie)).messages;
    const foreign = { origin: "https://evil.example", cookie: ama.cookie };
    for (const [method, url] of [
      ["POST", `/api/inbox/${message?.id}/read`],
      ["DELETE", `/api/inbox/${message?.id}`],
      ["POST", "/api/public/portfolios/csrf-owner/contact/extra"],
      ["POST", "/api/portfolios"],
    ] as const) {
      const res = await app.inject({ method, url, headers: foreign, payload: method === "POST" ? {} : undefined });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code).toBe("permission-denied");
      expect(res.headers["access-control-allow-origin"]).toBeUndefined();
    }
    expect((await inbox(ama.cookie)).unreadCount).toBe(1);
  });
});

describe("the owner's inbox", () => {
  it("lists newest first with the unread count; mark read and delete work only on one's own messages", async () => {
    const ama = await owner("inbox-owner");
    const kofi = await owner("other-owner");
    for (const name of ["First", "Second", "Third"]) await postJson("inbox-owner", { ...valid, name });
    await postJson("other-owner", { ...valid, name: "Not yours" });

    const listed = await inbox(ama.cookie);
    expect(listed.messages.map((m) => m.name)).toEqual(["Third", "Second", "First"]);
    expect(listed.unreadCount).toBe(3);
    const [third, second] = listed.messages;

    const read = await app.inject({
      method: "POST",
      url: `/api/inbox/${third?.id}/read`,
      headers: { cookie: ama.cookie },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().readAt).toEqual(expect.any(String));
    expect((await inbox(ama.cookie)).unreadCount).toBe(2);

    // Another owner's ids are not found, whatever the action.
    const theirs = (await inbox(kofi.cookie)).messages[0]!;
    for (const [method, url] of [
      ["POST", `/api/inbox/${theirs.id}/read`],
      ["DELETE", `/api/inbox/${theirs.id}`],
      ["DELETE", "/api/inbox/no-such-id"],
    ] as const) {
      const res = await app.inject({ method, url, headers: { cookie: ama.cookie } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error).toMatchObject({ code: "not-found", messageId: "inboxMessageNotFound" });
    }
    expect((await inbox(kofi.cookie)).messages).toHaveLength(1);
    expect((await inbox(kofi.cookie)).unreadCount).toBe(1);

    const deleted = await app.inject({
      method: "DELETE",
      url: `/api/inbox/${second?.id}`,
      headers: { cookie: ama.cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await inbox(ama.cookie)).messages.map((m) => m.name)).toEqual(["Third", "First"]);
  });

  it("needs a session", async () => {
    for (const [method, url] of [
      ["GET", "/api/inbox"],
      ["POST", "/api/inbox/x/read"],
      ["DELETE", "/api/inbox/x"],
      ["GET", "/api/mail/status"],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().error.code).toBe("unauthenticated");
    }
  });

  it("reports that this server keeps mail in its outbox when no SMTP_URL is set", async () => {
    const ama = await signUpTestUser(app);
    const res = await app.inject({ method: "GET", url: "/api/mail/status", headers: { cookie: ama.cookie } });
    expect(res.json()).toEqual({ delivery: "outbox" });
  });
});
