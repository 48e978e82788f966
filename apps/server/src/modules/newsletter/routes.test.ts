import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import { languageCodes, type EmailListId } from "@foliocraft/schemas";
import { mailMessages, newsletterSubscriptions } from "../../db/schema";
import { createTestApp } from "../../testing/test-app";
import { nextTestAddress } from "../../testing/test-users";

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await createTestApp({ publicUrl: "https://folio.example" }));
});
afterAll(() => close());

const post = (url: string, payload: unknown, remoteAddress = nextTestAddress()) =>
  app.inject({ method: "POST", url, payload: payload as object, remoteAddress });

const subscribe = (email: string, language = "en", remoteAddress?: string) =>
  post("/api/newsletter/subscriptions", { email, language }, remoteAddress);

async function mailsTo(email: string) {
  return app.database.db.select().from(mailMessages).where(eq(mailMessages.to, email));
}

async function subscription(email: string, list: EmailListId = "newsletter") {
  const [row] = await app.database.db
    .select()
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.email, email), eq(newsletterSubscriptions.list, list)));
  return row;
}

/** The token of the link in an e-mail's text: `/newsletter/{kind}?token=…` (and `&list=…` for other lists). */
function linkToken(text: string, kind: "confirm" | "unsubscribe"): string {
  const match = new RegExp(`https://folio\\.example/newsletter/${kind}\\?token=([^&\\s]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${kind} link in:\n${text}`);
  return decodeURIComponent(match[1]);
}

describe("POST /api/newsletter/subscriptions", () => {
  it("stores a pending subscription and e-mails a confirmation link in the subscriber's language", async () => {
    const res = await subscribe("  Ama.Mensah@Example.com ", "fr");
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: "pending" });

    const row = await subscription("ama.mensah@example.com");
    expect(row).toMatchObject({ status: "pending", language: "fr", confirmedAt: null });
    const mails = await mailsTo("ama.mensah@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: "newsletter-confirm",
      subject: "Confirmez votre abonnement à la newsletter de Foliocraft",
    });
    const token = linkToken(mails[0]!.text, "confirm");
    // Only a hash of the token is stored.
    expect(row?.confirmTokenHash).not.toContain(token);
    expect(mails[0]!.text).toContain("https://folio.example/newsletter/unsubscribe?token=");
  });

  it("answers a repeated sign-up exactly like a new one, without a second e-mail within the cool-down", async () => {
    const first = await subscribe("kofi@example.com");
    const again = await subscribe("KOFI@example.com");
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    expect(await mailsTo("kofi@example.com")).toHaveLength(1);
    const rows = await app.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, "kofi@example.com"));
    expect(rows).toHaveLength(1);

    // After the cool-down a new sign-up re-sends the confirmation with a fresh link; the old link stops working.
    const oldToken = linkToken((await mailsTo("kofi@example.com"))[0]!.text, "confirm");
    await app.database.db
      .update(newsletterSubscriptions)
      .set({ confirmationSentAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(newsletterSubscriptions.email, "kofi@example.com"));
    expect((await subscribe("kofi@example.com")).statusCode).toBe(202);
    const mails = await mailsTo("kofi@example.com");
    expect(mails).toHaveLength(2);
    const newToken = linkToken(mails[1]!.text, "confirm");
    expect(newToken).not.toBe(oldToken);
    expect((await post("/api/newsletter/confirm", { token: oldToken })).statusCode).toBe(404);
    expect((await post("/api/newsletter/confirm", { token: newToken })).statusCode).toBe(200);
  });

  it("tells nothing about a confirmed address: same answer, no e-mail, still confirmed", async () => {
    await subscribe("yaa@example.com");
    const token = linkToken((await mailsTo("yaa@example.com"))[0]!.text, "confirm");
    expect((await post("/api/newsletter/confirm", { token })).json()).toEqual({
      status: "confirmed",
      list: "newsletter",
    });

    await app.database.db
      .update(newsletterSubscriptions)
      .set({ confirmationSentAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(newsletterSubscriptions.email, "yaa@example.com"));
    const res = await subscribe("yaa@example.com");
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: "pending" });
    expect(await mailsTo("yaa@example.com")).toHaveLength(1);
    expect((await subscription("yaa@example.com"))?.status).toBe("confirmed");
  });

  it("refuses a missing or invalid address with a readable 400", async () => {
    const missing = await post("/api/newsletter/subscriptions", {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error: {
        code: "invalid-argument",
        details: [{ field: "email", message: "Email is required", messageId: "emailRequired" }],
      },
    });
    const invalid = await subscribe("not-an-address");
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.details).toEqual([
      { field: "email", message: "Enter a valid email address", messageId: "emailInvalid" },
    ]);
    const language = await post("/api/newsletter/subscriptions", { email: "a@example.com", language: "xx" });
    expect(language.statusCode).toBe(400);
    expect(language.json().error.details[0].field).toBe("language");
  });

  it("limits one client address to 5 sign-ups per 10 minutes", async () => {
    const address = nextTestAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await subscribe(`limit-${i}@example.com`, "en", address)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    const limited = await subscribe("limit-6@example.com", "en", address);
    expect(limited.json()).toMatchObject({ error: { code: "resource-exhausted" } });
    expect(limited.json().error.message).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
    expect(await subscription("limit-6@example.com")).toBeUndefined();
    // Another address is not affected.
    expect((await subscribe("limit-7@example.com")).statusCode).toBe(202);
  });
});

describe("confirm and unsubscribe links", () => {
  it("confirms (twice is fine), then unsubscribes (twice is fine), and a new sign-up starts over", async () => {
    await subscribe("esi@example.com", "de");
    const mail = (await mailsTo("esi@example.com"))[0]!;
    const confirm = linkToken(mail.text, "confirm");
    const unsubscribe = linkToken(mail.text, "unsubscribe");

    const first = await post("/api/newsletter/confirm", { token: confirm });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: "confirmed", list: "newsletter" });
    const confirmedAt = (await subscription("esi@example.com"))?.confirmedAt;
    expect(confirmedAt).toBeInstanceOf(Date);
    expect((await post("/api/newsletter/confirm", { token: confirm })).json()).toEqual({
      status: "confirmed",
      list: "newsletter",
    });
    expect((await subscription("esi@example.com"))?.confirmedAt).toEqual(confirmedAt);

    const off = await post("/api/newsletter/unsubscribe", { token: unsubscribe });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ status: "unsubscribed", list: "newsletter" });
    expect((await post("/api/newsletter/unsubscribe", { token: unsubscribe })).statusCode).toBe(200);
    expect(await subscription("esi@example.com")).toMatchObject({ status: "unsubscribed", confirmTokenHash: null });
    // The old confirmation link cannot re-subscribe someone who left.
    expect((await post("/api/newsletter/confirm", { token: confirm })).statusCode).toBe(404);

    // Signing up again asks for a new confirmation (no cool-down after leaving).
    expect((await subscribe("esi@example.com")).statusCode).toBe(202);
    expect(await subscription("esi@example.com")).toMatchObject({ status: "pending" });
    expect(await mailsTo("esi@example.com")).toHaveLength(2);
  });

  it("refuses unknown, tampered and expired links with a 404 and a readable message", async () => {
    const unknown = await post("/api/newsletter/confirm", { token: "x".repeat(43) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      error: { code: "not-found", message: "This link is invalid or has expired.", messageId: "newsletterLinkInvalid" },
    });

    await subscribe("abena@example.com");
    const mail = (await mailsTo("abena@example.com"))[0]!;
    const unsubscribe = linkToken(mail.text, "unsubscribe");
    const [id] = unsubscribe.split(".");
    const forged = await post("/api/newsletter/unsubscribe", { token: `${id}.forged` });
    expect(forged.statusCode).toBe(404);
    expect(forged.json().error.messageId).toBe("newsletterLinkInvalid");
    expect((await post("/api/newsletter/unsubscribe", { token: "no-dot" })).statusCode).toBe(404);
    expect((await subscription("abena@example.com"))?.status).toBe("pending");

    await app.database.db
      .update(newsletterSubscriptions)
      .set({ confirmTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscriptions.email, "abena@example.com"));
    const expired = await post("/api/newsletter/confirm", { token: linkToken(mail.text, "confirm") });
    expect(expired.statusCode).toBe(404);
    expect((await subscription("abena@example.com"))?.status).toBe("pending");

    const empty = await post("/api/newsletter/confirm", { token: "" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details).toEqual([
      { field: "token", message: "This link is invalid or has expired.", messageId: "newsletterLinkInvalid" },
    ]);
  });
});

describe("POST /api/talent-community (double opt-in, like the newsletter)", () => {
  const join = (email: string, language = "en", remoteAddress?: string) =>
    post("/api/talent-community", { email, language }, remoteAddress);

  it("stores a pending member and e-mails a confirmation link; only the link confirms", async () => {
    const res = await join(" Dev@Example.com ", "hi");
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: "pending" });
    const row = await subscription("dev@example.com", "talent-community");
    expect(row).toMatchObject({ status: "pending", language: "hi", confirmedAt: null });
    // Not on the newsletter: the two lists are separate.
    expect(await subscription("dev@example.com")).toBeUndefined();

    const mails = await mailsTo("dev@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: "talent-community-confirm",
      subject: "पुष्टि करें कि आप Foliocraft टैलेंट कम्युनिटी से जुड़ना चाहते हैं",
    });
    expect(mails[0]!.text).toMatch(/https:\/\/folio\.example\/newsletter\/confirm\?token=\S+&list=talent-community/);
    const token = linkToken(mails[0]!.text, "confirm");
    expect(row?.confirmTokenHash).not.toContain(token);

    const confirmed = await post("/api/newsletter/confirm", { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ status: "confirmed", list: "talent-community" });
    expect(await subscription("dev@example.com", "talent-community")).toMatchObject({ status: "confirmed" });

    const off = await post("/api/newsletter/unsubscribe", { token: linkToken(mails[0]!.text, "unsubscribe") });
    expect(off.json()).toEqual({ status: "unsubscribed", list: "talent-community" });
    expect(await subscription("dev@example.com", "talent-community")).toMatchObject({ status: "unsubscribed" });
  });

  it("answers a pending or confirmed address exactly like a new one, and writes to nobody twice", async () => {
    const first = await join("efua@example.com");
    const again = await join("EFUA@example.com");
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    expect(await mailsTo("efua@example.com")).toHaveLength(1);

    await post("/api/newsletter/confirm", {
      token: linkToken((await mailsTo("efua@example.com"))[0]!.text, "confirm"),
    });
    await app.database.db
      .update(newsletterSubscriptions)
      .set({ confirmationSentAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(newsletterSubscriptions.email, "efua@example.com"));
    const known = await join("efua@example.com");
    expect(known.statusCode).toBe(first.statusCode);
    expect(known.json()).toEqual(first.json());
    expect(await mailsTo("efua@example.com")).toHaveLength(1);
    expect(await subscription("efua@example.com", "talent-community")).toMatchObject({ status: "confirmed" });

    // The same address on the newsletter is its own sign-up, confirmed by its own link.
    expect((await subscribe("efua@example.com")).statusCode).toBe(202);
    expect(await subscription("efua@example.com")).toMatchObject({ status: "pending" });
    expect(await mailsTo("efua@example.com")).toHaveLength(2);
  });

  it("writes the confirmation in each of the ten languages", async () => {
    const subjects = new Set<string>();
    for (const language of languageCodes) {
      const email = `talent-${language}@example.com`;
      expect((await join(email, language)).statusCode).toBe(202);
      const [mail] = await mailsTo(email);
      subjects.add(mail!.subject);
      expect(mail!.text).toContain("https://folio.example/newsletter/unsubscribe?token=");
    }
    expect(subjects.size).toBe(languageCodes.length);
  });

  it("refuses an invalid address and limits one client address", async () => {
    const invalid = await post("/api/talent-community", { email: "nope" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.details).toEqual([
      { field: "email", message: "Enter a valid email address", messageId: "emailInvalid" },
    ]);

    const address = nextTestAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await join(`t${i}@example.com`, "en", address)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    expect(await subscription("t5@example.com", "talent-community")).toBeUndefined();
  });
});
