import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { contactMessageInputSchema } from "@foliocraft/schemas";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../testing/server-process";
import { errorHandlerPlugin } from "./error-handler";

// The one error handler's mapping of database failures, with real driver errors thrown by real routes.
const lite = new PGlite();
const db = drizzle(lite);
afterAll(() => lite.close());

async function appWith(databaseReachable: boolean) {
  const app = Fastify();
  await app.register(errorHandlerPlugin, { databaseReachable: async () => databaseReachable });
  const port = await freePort();
  app.get("/refused", async () => {
    const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${port}/x` });
    try {
      return await pool.query("select 1");
    } finally {
      await pool.end();
    }
  });
  app.get("/duplicate", async () => {
    await db.execute(sql`create table if not exists t (k text primary key)`);
    await db.execute(sql`insert into t values ('a') on conflict do nothing`);
    return db.execute(sql`insert into t values ('a')`);
  });
  // A library that hides the failed query behind its own error (as better-auth does).
  app.get("/opaque", async () => {
    throw new Error("Failed to get session");
  });
  return app;
}

describe("error handler: database failures", () => {
  it("answers an unreachable database 503 unavailable with Retry-After and a catalog id", async () => {
    const app = await appWith(false);
    const res = await app.inject({ method: "GET", url: "/refused" });
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("5");
    expect(res.json()).toEqual({
      error: {
        code: "unavailable",
        message: "The service is briefly unavailable. Please try again in a few seconds.",
        messageId: "serviceUnavailable",
      },
    });
    await app.close();
  });

  it("answers a unique violation 409 aborted, not 500", async () => {
    const app = await appWith(true);
    const res = await app.inject({ method: "GET", url: "/duplicate" });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: "aborted", messageId: "changedConcurrently" });
    await app.close();
  });

  it("turns an unexplained 500 into 503 only while the database does not answer", async () => {
    const down = await appWith(false);
    const whileDown = await down.inject({ method: "GET", url: "/opaque" });
    expect(whileDown.statusCode).toBe(503);
    expect(whileDown.json().error.messageId).toBe("serviceUnavailable");
    await down.close();

    const up = await appWith(true);
    const whileUp = await up.inject({ method: "GET", url: "/opaque" });
    expect(whileUp.statusCode).toBe(500);
    expect(whileUp.json().error).toMatchObject({ code: "internal", messageId: "somethingWentWrong" });
    await up.close();
  });
});

describe("error handler: validation errors", () => {
  async function contactApp() {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    await app.register(errorHandlerPlugin);
    app
      .withTypeProvider<ZodTypeProvider>()
      .post("/contact", { schema: { body: contactMessageInputSchema } }, () => ({}));
    return app;
  }

  it("sends each field's English message with its catalog id and parameters", async () => {
    const app = await contactApp();
    const res = await app.inject({
      method: "POST",
      url: "/contact",
      payload: { name: "", email: "ama@example.com", subject: "Other", message: "x".repeat(5001) },
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error).toMatchObject({
      code: "invalid-argument",
      message: "Name is required (name)",
      messageId: "nameRequired",
    });
    expect(error.details).toEqual([
      { field: "name", message: "Name is required", messageId: "nameRequired" },
      {
        field: "message",
        message: "Message must be at most 5000 characters",
        messageId: "messageTooLong",
        params: { count: 5000 },
      },
    ]);
    await app.close();
  });

  it("keeps a message that names no catalog entry as it is, without an id", async () => {
    const app = await contactApp();
    const res = await app.inject({ method: "POST", url: "/contact", payload: [] });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.messageId).toBeUndefined();
    expect(error.details[0]).toEqual({ field: "(body)", message: expect.any(String) });
    expect(error.details[0].message).not.toMatch(/^\w+ \{/);
    await app.close();
  });
});
