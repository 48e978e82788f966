import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { createTestAppWithSmtp } from "../../testing/test-app-with-smtp";
import { nextTestAddress } from "../../testing/test-users";

let app: FastifyInstance;
let close: () => Promise<void>;
let smtp: Awaited<ReturnType<typeof createTestAppWithSmtp>>["smtp"];

beforeAll(async () => {
  ({ app, smtp, close } = await createTestAppWithSmtp({ publicUrl: "https://folio.example" }));
});
afterAll(() => close());

/** The decoded body of a single-part message (nodemailer picks base64 or quoted-printable for non-ASCII text). */
function bodyText(raw: string): string {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split);
  const body = raw.slice(split + 4);
  if (/Content-Transfer-Encoding: base64/i.test(head)) return Buffer.from(body, "base64").toString("utf8");
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

describe("newsletter confirmation over real SMTP", () => {
  it("reaches the subscriber with a working confirmation link, in their language", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/newsletter/subscriptions",
      payload: { email: "kwame@example.com", language: "ja" },
      remoteAddress: nextTestAddress(),
    });
    expect(res.statusCode).toBe(202);
    // Delivery is a background job: wait for the queue.
    await app.jobs.drain();
    const mail = smtp.received.find((m) => m.to.includes("kwame@example.com"));
    expect(mail).toBeDefined();
    expect(mail!.from).toBe("no-reply@folio.test");
    // The Japanese subject travels MIME-encoded, and so does the body; decoded, it holds the link.
    expect(mail!.raw).toMatch(/^Subject: =\?UTF-8\?/m);
    const text = bodyText(mail!.raw);
    expect(text).toContain("Foliocraft ブログのニュースレター");
    const link = /https:\/\/folio\.example\/newsletter\/confirm\?token=(\S+)/.exec(text);
    expect(link?.[1]).toBeDefined();
    const confirm = await app.inject({
      method: "POST",
      url: "/api/newsletter/confirm",
      payload: { token: decodeURIComponent(link![1]!) },
    });
    expect(confirm.json()).toEqual({ status: "confirmed", list: "newsletter" });
  });
});

describe("talent community confirmation over real SMTP", () => {
  it("reaches the applicant with a working confirmation link, in their language", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/talent-community",
      payload: { email: "adjoa@example.com", language: "de" },
      remoteAddress: nextTestAddress(),
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: "pending" });
    await app.jobs.drain();
    const mail = smtp.received.find((m) => m.to.includes("adjoa@example.com"));
    expect(mail).toBeDefined();
    const text = bodyText(mail!.raw);
    expect(text).toContain("dem Talent-Netzwerk von Foliocraft beitreten");
    const link = /https:\/\/folio\.example\/newsletter\/confirm\?token=([^&\s]+)&list=talent-community/.exec(text);
    expect(link?.[1]).toBeDefined();
    const confirm = await app.inject({
      method: "POST",
      url: "/api/newsletter/confirm",
      payload: { token: decodeURIComponent(link![1]!) },
    });
    expect(confirm.json()).toEqual({ status: "confirmed", list: "talent-community" });
  });
});
