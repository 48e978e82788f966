import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { contactMessages } from "../../db/schema";
import { createTestApp } from "../../testing/test-app";

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
});
afterAll(() => close());

const valid = { name: "Kofi Boateng", email: "kofi@example.com", subject: "Bug Report", message: "It broke" };

describe("POST /api/contact-messages", () => {
  it("stores a valid message", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/contact-messages",
      payload: { ...valid, language: "fr" },
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: string };
    const rows = await app.database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id, ...valid, language: "fr" });
  });

  it("lists every missing field with its message", async () => {
    const res = await app.inject({ method: "POST", url: "/api/contact-messages", payload: {} });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { error: { code: string; details: { field: string; message: string }[] } };
    expect(body.error.code).toBe("invalid-argument");
    expect(body.error.details).toEqual([
      { field: "name", message: "Name is required", messageId: "nameRequired" },
      { field: "email", message: "Email is required", messageId: "emailRequired" },
      { field: "subject", message: "Choose a subject from the list", messageId: "subjectRequired" },
      { field: "message", message: "Message is required", messageId: "messageRequired" },
    ]);
  });

  it("rate-limits one address to 5 messages per 10 minutes", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await app.inject({
        method: "POST",
        url: "/api/contact-messages",
        remoteAddress: "203.0.113.9",
        payload: valid,
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toMatchObject({
          error: { code: "resource-exhausted", message: expect.stringMatching(/Too many requests/) },
        });
      }
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
