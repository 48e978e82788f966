import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { fullPortfolioFixture } from "@foliocraft/schemas";
import { insertPortfolio, updateProfile } from "../../testing/portfolio-factory";
import { createTestAppWithSmtp } from "../../testing/test-app-with-smtp";
import { nextTestAddress, signUpTestUser } from "../../testing/test-users";

let app: FastifyInstance;
let close: () => Promise<void>;
let smtp: Awaited<ReturnType<typeof createTestAppWithSmtp>>["smtp"];

beforeAll(async () => {
  ({ app, smtp, close } = await createTestAppWithSmtp());
});
afterAll(() => close());

/** The header block of a raw message, unfolded (a folded header continues on lines starting with white space). */
const headersOf = (raw: string) =>
  raw
    .slice(0, raw.indexOf("\r\n\r\n"))
    .replace(/\r\n[ \t]+/g, " ")
    .split("\r\n");

async function publishedOwner(username: string) {
  const user = await signUpTestUser(app);
  await updateProfile(app.database.db, user.userId, { username });
  await insertPortfolio(app.database.db, user.userId, { content: fullPortfolioFixture(), published: true });
  return user;
}

const send = (username: string, payload: object) =>
  app.inject({
    method: "POST",
    url: `/api/public/portfolios/${username}/contact`,
    payload,
    remoteAddress: nextTestAddress(),
  });

describe("visitor messages over real SMTP", () => {
  it("reach the owner's account e-mail with the visitor as Reply-To, as plain text", async () => {
    const owner = await publishedOwner("smtp-owner");
    const res = await send("smtp-owner", { name: "Kofi Boateng", email: "kofi@example.com", message: "Hi <b>Ama</b>" });
    expect(res.statusCode).toBe(201);
    // Delivery is a background job: wait for the queue.
    await app.jobs.drain();
    // Sign-up sent the owner a verification e-mail first.
    const mail = smtp.received.find((m) => m.to.includes(owner.email) && m.raw.includes("New message from"));
    expect(mail).toBeDefined();
    const headers = headersOf(mail!.raw);
    expect(headers).toContain("Reply-To: kofi@example.com");
    expect(headers).toContain("From: Foliocraft <no-reply@folio.test>");
    expect(headers).toContain("Subject: New message from Kofi Boateng through your portfolio");
    expect(headers.find((h) => h.startsWith("Content-Type:"))).toMatch(/^Content-Type: text\/plain/);
    expect(mail!.raw).toContain("Hi <b>Ama</b>");
  });

  it('lets no "\\r\\nBcc:" in a name or e-mail add a header or a recipient', async () => {
    const owner = await publishedOwner("inject-owner");
    const hostileName = await send("inject-owner", {
      name: "Kofi\r\nBcc: evil@example.com",
      email: "kofi@example.com",
      message: "Hello",
    });
    expect(hostileName.statusCode).toBe(201);
    const hostileEmail = await send("inject-owner", {
      name: "Kofi",
      email: "kofi@example.com\r\nBcc: evil@example.com",
      message: "Hello",
    });
    expect(hostileEmail.statusCode).toBe(400);
    expect(hostileEmail.json().error.details).toEqual([
      { field: "email", message: "Enter a valid email address", messageId: "emailInvalid" },
    ]);
    await app.jobs.drain();

    const delivered = smtp.received.filter((m) => m.to.includes(owner.email) && m.raw.includes("New message from"));
    expect(delivered).toHaveLength(1);
    const mail = delivered[0]!;
    expect(mail.to).toEqual([owner.email]);
    expect(smtp.received.some((m) => m.to.includes("evil@example.com"))).toBe(false);
    const headers = headersOf(mail.raw);
    expect(headers.some((h) => /^bcc:/i.test(h))).toBe(false);
    // The line break became a space: the whole name stays inside the subject.
    expect(headers).toContain("Subject: New message from Kofi Bcc: evil@example.com through your portfolio");
  });
});
