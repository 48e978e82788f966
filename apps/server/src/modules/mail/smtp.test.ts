import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { mailMessages } from "../../db/schema";
import { createTestApp } from "../../testing/test-app";
import { startSmtpPeer } from "../../testing/smtp-peer";
import { mailRetryLimit } from "./service";

let app: FastifyInstance;
let close: () => Promise<void>;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  ({ app, close } = await createTestApp({ smtpUrl: smtp.url, mailFrom: "Foliocraft <no-reply@folio.test>" }));
});
afterAll(async () => {
  await close();
  await smtp.close();
});

// Quoted-printable soft line breaks split long links; undo them to read the text.
const unfold = (raw: string) => raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");

describe("mail over real SMTP", () => {
  it("delivers the password reset, whose link sets a new password", async () => {
    const password = "first-pass";
    await app.inject({
      method: "POST",
      url: "/api/account/sign-up",
      payload: { name: "Esi", email: "esi@example.com", password, confirmPassword: password },
    });
    await app.inject({ method: "POST", url: "/api/account/password-reset", payload: { email: "esi@example.com" } });
    // Delivery is a background job: wait for the queue.
    await app.jobs.drain();

    const reset = smtp.received.find((m) => m.raw.includes("Reset your Foliocraft password"));
    expect(reset).toBeDefined();
    expect(reset!.to).toEqual(["esi@example.com"]);
    expect(reset!.from).toBe("no-reply@folio.test");
    const token = decodeURIComponent(unfold(reset!.raw).match(/reset-password\?token=([^\s]+)/)![1]!);

    const confirmed = await app.inject({
      method: "POST",
      url: "/api/account/password-reset/confirm",
      payload: { token, password: "second-pass", confirmPassword: "second-pass" },
    });
    expect(confirmed.statusCode).toBe(200);
    const signIn = await app.inject({
      method: "POST",
      url: "/api/account/sign-in",
      payload: { email: "esi@example.com", password: "second-pass" },
    });
    expect(signIn.statusCode).toBe(200);

    const log = await app.database.db.select().from(mailMessages);
    expect(log.map((m) => m.status)).toEqual(expect.arrayContaining(["sent"]));
    expect(log.every((m) => m.status === "sent" && m.attempts === 1 && m.error === null)).toBe(true);
  });
});

describe("mail when the SMTP server is down", () => {
  it("still signs the person up, retries, and records the final failure for admins", async () => {
    const { freePort } = await import("../../testing/server-process");
    const down = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${await freePort()}` });
    try {
      const res = await down.app.inject({
        method: "POST",
        url: "/api/account/sign-up",
        payload: { name: "Yaw", email: "yaw@example.com", password: "secret-1", confirmPassword: "secret-1" },
      });
      expect(res.statusCode).toBe(201);
      await down.app.jobs.drain();
      // Waits for the state itself too: a drain on PostgreSQL once returned between two attempts (CI saw 2 of 6).
      const mailNow = async () => (await down.app.database.db.select().from(mailMessages))[0];
      await expect.poll(async () => (await mailNow())?.status, { timeout: 15_000 }).toBe("failed");
      const mail = await mailNow();
      // The first attempt and every retry (tests retry at once; production backs off from 30 s).
      expect(mail).toMatchObject({ to: "yaw@example.com", status: "failed", attempts: mailRetryLimit + 1 });
      expect(mail?.error).toMatch(/ECONNREFUSED|connect/i);
      // The failed job is listed for admins with its attempts and last error.
      const [job] = await down.app.jobs.failed(10);
      expect(job).toMatchObject({ name: "mail", attempts: mailRetryLimit + 1 });
      expect(job?.lastError).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await down.close();
    }
  });
});
