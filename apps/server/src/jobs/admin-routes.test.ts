import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { failedJobsResponseSchema } from "@foliocraft/schemas";
import { freePort } from "../testing/server-process";
import { createTestApp } from "../testing/test-app";
import { signUpTestAdmin, signUpTestUser, type TestUser } from "../testing/test-users";

// Failed jobs for real: e-mail to an SMTP port where nothing listens fails every attempt.
let app: FastifyInstance;
let close: () => Promise<void>;
let admin: TestUser;
beforeAll(async () => {
  ({ app, close } = await createTestApp({
    smtpUrl: `smtp://127.0.0.1:${await freePort()}`,
    adminEmails: ["admin@example.com"],
  }));
  admin = await signUpTestAdmin(app, "admin@example.com", "Site Admin");
  await app.jobs.drain();
});
afterAll(async () => close());

const get = (cookie?: string) =>
  app.inject({ method: "GET", url: "/api/admin/jobs", headers: cookie ? { cookie } : {} });
const retry = (id: string, cookie: string) =>
  app.inject({ method: "POST", url: `/api/admin/jobs/${id}/retry`, headers: { cookie }, payload: {} });

describe("admin: failed jobs", () => {
  it("lists failed jobs with attempts, last error and time, to admins only", async () => {
    const user = await signUpTestUser(app);
    expect((await get()).statusCode).toBe(401);
    expect((await get(user.cookie)).statusCode).toBe(403);
    expect((await retry("00000000-0000-4000-8000-000000000000", user.cookie)).statusCode).toBe(403);

    await app.jobs.drain();
    const res = await get(admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const { jobs } = failedJobsResponseSchema.parse(res.json());
    // The admin's and the user's verification e-mails.
    expect(jobs).toHaveLength(2);
    for (const job of jobs) {
      expect(job).toMatchObject({ name: "mail", attempts: 6, retryable: true });
      expect(job.lastError).toMatch(/ECONNREFUSED/);
      expect(Date.parse(job.failedAt)).toBeGreaterThan(Date.now() - 5 * 60_000);
    }
  });

  it("runs a failed job again on request; an unknown one is a 404", async () => {
    const before = failedJobsResponseSchema.parse((await get(admin.cookie)).json()).jobs;
    const target = before[0]!;
    expect((await retry(target.id, admin.cookie)).json()).toEqual({ ok: true });
    await app.jobs.drain();
    const after = failedJobsResponseSchema.parse((await get(admin.cookie)).json()).jobs;
    // It ran once more and failed once more (nothing listens on the SMTP port).
    expect(after.find((j) => j.id === target.id)?.attempts).toBe(target.attempts + 1);

    const unknown = await retry("00000000-0000-4000-8000-000000000000", admin.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({
      message: "Job not found, or it is no longer waiting for a retry.",
      messageId: "jobNotRetryable",
    });
  });
});
