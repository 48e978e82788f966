import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { desc, eq } from "drizzle-orm";
import { mailMessages } from "../../db/schema";
import { fullPortfolioFixture } from "@foliocraft/schemas";
import { createTestApp } from "../../testing/test-app";
import { insertPortfolio, updateProfile } from "../../testing/portfolio-factory";
import { nextTestAddress, signUpTestUser } from "../../testing/test-users";

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
});
afterAll(() => close());

async function lastMail(kind: string) {
  const [row] = await app.database.db
    .select()
    .from(mailMessages)
    .where(eq(mailMessages.kind, kind))
    .orderBy(desc(mailMessages.createdAt))
    .limit(1);
  return row;
}

describe("e-mails in the recipient's language", () => {
  it("writes the sign-up verification in the language the person signed up in, and keeps it on the profile", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/account/sign-up",
      remoteAddress: nextTestAddress(),
      payload: {
        name: "Haruto",
        email: "haruto@example.com",
        password: "long-enough-1",
        confirmPassword: "long-enough-1",
        language: "ja",
      },
    });
    expect(res.statusCode).toBe(201);
    await app.jobs.drain();
    expect(await lastMail("verify-email")).toMatchObject({
      to: "haruto@example.com",
      subject: "Foliocraft のメールアドレスを確認してください",
    });
    const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const profile = await app.inject({ method: "GET", url: "/api/profile", headers: { cookie } });
    expect(profile.json()).toMatchObject({ preferences: { language: "ja" } });
  });

  it("writes the password reset in the language chosen in settings, English before that", async () => {
    const user = await signUpTestUser(app, "lucie@example.com", "Lucie");
    const reset = () =>
      app.inject({
        method: "POST",
        url: "/api/account/password-reset",
        remoteAddress: nextTestAddress(),
        payload: { email: user.email },
      });
    await reset();
    expect(await lastMail("password-reset")).toMatchObject({ subject: "Reset your Foliocraft password" });

    const patched = await app.inject({
      method: "PATCH",
      url: "/api/profile",
      headers: { cookie: user.cookie },
      payload: { preferences: { language: "fr" } },
    });
    expect(patched.statusCode).toBe(200);
    await reset();
    const mail = await lastMail("password-reset");
    expect(mail?.subject).toBe("Réinitialisez votre mot de passe Foliocraft");
    expect(mail?.text).toMatch(/^Bonjour Lucie,\n/);
    expect(mail?.text).toContain("/reset-password?token=");
  });

  it("writes Hindi e-mails in Devanagari", async () => {
    const user = await signUpTestUser(app, "asha@example.com", "Asha");
    await app.inject({
      method: "PATCH",
      url: "/api/profile",
      headers: { cookie: user.cookie },
      payload: { preferences: { language: "hi" } },
    });
    await app.inject({
      method: "POST",
      url: "/api/account/password-reset",
      remoteAddress: nextTestAddress(),
      payload: { email: user.email },
    });
    const mail = await lastMail("password-reset");
    expect(mail?.subject).toBe("अपना Foliocraft पासवर्ड रीसेट करें");
    expect(mail?.text).toContain("नमस्ते Asha,");
  });

  it("writes a visitor's message to the owner in the owner's language, the visitor's words untouched", async () => {
    const owner = await signUpTestUser(app, "jonas@example.com", "Jonas");
    await updateProfile(app.database.db, owner.userId, { username: "jonas" });
    await insertPortfolio(app.database.db, owner.userId, { content: fullPortfolioFixture(), published: true });
    await app.inject({
      method: "PATCH",
      url: "/api/profile",
      headers: { cookie: owner.cookie },
      payload: { preferences: { language: "de" } },
    });
    const res = await app.inject({
      method: "POST",
      url: "/api/public/portfolios/jonas/contact",
      remoteAddress: nextTestAddress(),
      payload: { name: "Kofi", email: "kofi@example.com", message: "Hello Jonas!" },
    });
    expect(res.statusCode).toBe(201);
    const mail = await lastMail("visitor-message");
    expect(mail).toMatchObject({ subject: "Neue Nachricht von Kofi über dein Portfolio", replyTo: "kofi@example.com" });
    expect(mail?.text).toContain("Hello Jonas!");
    expect(mail?.text).toContain("Antworte auf diese E-Mail, um Kofi zu antworten.");
  });
});
