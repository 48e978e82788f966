import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pino from "pino";
import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { loggableUrl, logSerializers, safeErrorSerializer } from "./logger";
import { createTestApp } from "./testing/test-app";

// Issue 18 item 1: a failed query must not put a portfolio's content or the statement's parameters in the logs.

let app: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, close } = await createTestApp());
});
afterAll(async () => close());

const marker = "SECRET-PORTFOLIO-TEXT";

// A real failure of the database the suite runs on: a NUL in a jsonb value, as a save once sent it.
async function failingQuery(): Promise<unknown> {
  try {
    await app.database.db.execute(sql`select ${JSON.stringify({ about: `${marker} \u0000` })}::jsonb as content`);
  } catch (error) {
    return error;
  }
  throw new Error("the query was expected to fail");
}

function captureLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { log: pino({ serializers: logSerializers }, stream), lines };
}

describe("database errors in the logs", () => {
  it("carry the error's class and SQLSTATE code, never the statement, its parameters or quoted values", async () => {
    const error = await failingQuery();
    // The error itself holds the content (which is why it must not be logged as it is).
    expect(JSON.stringify(error, Object.getOwnPropertyNames(error)) + String(error)).toContain(marker);

    const { log, lines } = captureLogger();
    log.error({ err: error }, "request failed");
    const line = lines.join("");
    expect(line).not.toContain(marker);
    expect(line).not.toMatch(/select|jsonb|params/i);
    const entry = JSON.parse(line) as { err: { type: string; code: string; message: string; stack: string } };
    expect(entry.err.code).toMatch(/^[0-9A-Z]{5}$/);
    expect(entry.err.message).toBe(`database query failed (SQLSTATE ${entry.err.code})`);
    expect(entry.err.type).toBeTruthy();
    expect(entry.err.stack).toMatch(/^\s+at /);
  });

  it("other errors keep pino's full serialization", () => {
    const serialized = safeErrorSerializer(new TypeError("not a function")) as { type: string; message: string };
    expect(serialized).toMatchObject({ type: "TypeError", message: "not a function" });
  });

  it("is the serializer of the app's own logger (and so of every request's)", () => {
    const serializers = (app.log as unknown as Record<symbol, Record<string, unknown>>)[pino.symbols.serializersSym];
    expect(serializers?.err).toBe(safeErrorSerializer);
  });
});

describe("loggableUrl", () => {
  it("hides e-mailed tokens and OAuth codes, keeps the rest", () => {
    expect(loggableUrl("/verify-email?token=eyJhbGciOi.abc.def")).toBe("/verify-email?token=…");
    expect(loggableUrl("/reset-password?token=abc123&x=1")).toBe("/reset-password?token=…&x=1");
    expect(loggableUrl("/auth/github/callback?code=c0de&state=s7&error=access_denied")).toBe(
      "/auth/github/callback?code=…&state=…&error=access_denied",
    );
    expect(loggableUrl("/api/portfolios?page=2")).toBe("/api/portfolios?page=2");
  });
});
