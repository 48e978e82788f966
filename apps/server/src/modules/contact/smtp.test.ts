import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { FastifyInstance } from "fastify";
import { contactMessages, mailMessages } from "../../db/schema";
import { createTestApp } from "../../testing/test-app";
import { createTestAppWithSmtp } from "../../testing/test-app-with-smtp";
import { nextTestAddress } from "../../testing/test-users";

let app: FastifyInstance;
let close: () => Promise<void>;
let smtp: Awaited<ReturnType<typeof createTestAppWithSmtp>>["smtp"];

beforeAll(async () => {
  ({ app, smtp, close } = await createTestAppWithSmtp({ supportEmail: "support@folio.test" }));
});
afterAll(() => close());

/** The header block of a raw message, unfolded (a folded header continues on lines starting with white space). */
const headersOf = (raw: string) =>
  raw
    .slice(0, raw.indexOf("\r\n\r\n"))
    .replace(/\r\n[ \t]+/g, " ")
    .split("\r\n");

// Quoted-printable soft line breaks split long lines; undo them to read the text.
// Folded headers continue on lines starting with white space.
const unfold = (raw: string) => raw.replace(/=\r?\n/g, "").replace(/\r\n[ \t]+/g, " ");

const send = (payload: object) =>
  app.inject({ method: "POST", url: "/api/contact-messages", payload, remoteAddress: nextTestAddress() });

describe("/contact messages over real SMTP", () => {
  it("are stored and reach the support address with the visitor as Reply-To", async () => {
    const res = await send({
      name: "Kofi Boateng",
      email: "kofi@example.com",
      subject: "Billing & Payments",
      message: "Was I charged twice?\nReference re4lyvq3s3",
      language: "fr",
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: string };
    // Delivery runs in the background (the mail job): wait for it to arrive.
    const mail = await vi.waitFor(
      () => {
        const found = smtp.received.find((m) => unfold(m.raw).includes(id));
        if (!found) throw new Error("not delivered yet");
        return found;
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(mail.to).toEqual(["support@folio.test"]);
    const headers = headersOf(mail.raw);
    expect(headers).toContain("Reply-To: kofi@example.com");
    expect(headers).toContain("Subject: [Foliocraft contact] Billing & Payments: Kofi Boateng");
    expect(unfold(mail.raw)).toContain("Was I charged twice?");
    expect(unfold(mail.raw)).toContain("interface language: fr");
    const [stored] = await app.database.db.select().from(contactMessages);
    expect(stored).toMatchObject({ id, subject: "Billing & Payments", language: "fr" });
    await vi.waitFor(
      async () => {
        const log = await app.database.db.select().from(mailMessages);
        expect(log.find((m) => m.kind === "contact-message")).toMatchObject({
          to: "support@folio.test",
          status: "sent",
        });
      },
      { timeout: 5_000, interval: 100 },
    );
  });

  it('lets no "\\r\\nBcc:" in the name add a header or a recipient', async () => {
    const before = smtp.received.length;
    const res = await send({
      name: "Kofi\r\nBcc: evil@example.com",
      email: "kofi@example.com",
      subject: "Other",
      message: "hi",
    });
    expect(res.statusCode).toBe(201);
    const mail = await vi.waitFor(
      () => {
        const found = smtp.received.slice(before).find((m) => unfold(m.raw).includes("[Foliocraft contact]"));
        if (!found) throw new Error("not delivered yet");
        return found;
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(mail.to).toEqual(["support@folio.test"]);
    const headers = headersOf(mail.raw);
    expect(headers.some((h) => /^bcc:/i.test(h))).toBe(false);
    expect(headers).toContain("Subject: [Foliocraft contact] Other: Kofi Bcc: evil@example.com");
  });

  it("refuses a subject or e-mail carrying a line break, so neither reaches a header", async () => {
    const before = smtp.received.length;
    const subject = await send({
      name: "Kofi",
      email: "kofi@example.com",
      subject: "Other\r\nBcc: evil@example.com",
      message: "hi",
    });
    expect(subject.statusCode).toBe(400);
    expect(subject.json()).toMatchObject({
      error: { details: [{ field: "subject", message: "Choose a subject from the list" }] },
    });
    const email = await send({
      name: "Kofi",
      email: "kofi@example.com\r\nBcc: evil@example.com",
      subject: "Other",
      message: "hi",
    });
    expect(email.statusCode).toBe(400);
    expect(smtp.received.length).toBe(before);
  });
});

describe("/contact without a support address", () => {
  it("stores the message and sends nothing", async () => {
    const quiet = await createTestApp({ smtpUrl: smtp.url });
    try {
      const before = smtp.received.length;
      const res = await quiet.app.inject({
        method: "POST",
        url: "/api/contact-messages",
        payload: { name: "Esi", email: "esi@example.com", subject: "Other", message: "hello" },
      });
      expect(res.statusCode).toBe(201);
      expect(await quiet.app.database.db.select().from(contactMessages)).toHaveLength(1);
      expect(await quiet.app.database.db.select().from(mailMessages)).toHaveLength(0);
      expect(smtp.received.length).toBe(before);
    } finally {
      await quiet.close();
    }
  });
});
