import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { freePort } from "../testing/server-process";
import { createTestDatabase, testConfig, type TestDatabase } from "../testing/test-app";
import { testDatabaseKind } from "../testing/test-env";

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.drop();
  database = undefined;
});

describe("rate limits", () => {
  // Once: buildApp has opened the database when the plugin fails, and a failed build leaves it to the exiting
  // process to close; on PostgreSQL dropping the database under that open pool would only add noise.
  it.skipIf(testDatabaseKind() === "postgres")(
    "refuses to start when REDIS_URL cannot be reached, naming it without its password",
    async () => {
      database = await createTestDatabase();
      const url = `redis://:hunter2@127.0.0.1:${await freePort()}`;
      const build = buildApp(testConfig(database, { redis: { url, keyPrefix: "t:" } }));
      await expect(build).rejects.toThrow(
        /^Redis at REDIS_URL \(redis:\/\/:\*\*\*@127\.0\.0\.1:\d+\) is not reachable/,
      );
    },
  );

  it("without Redis, limits per address still apply (in this process's memory)", async () => {
    database = await createTestDatabase();
    const app = await buildApp(testConfig(database));
    try {
      const statuses: number[] = [];
      let refused: unknown;
      for (let i = 0; i < 6; i++) {
        const res = await app.inject({
          method: "POST",
          url: "/api/contact-messages",
          remoteAddress: "203.0.113.77",
          payload: { name: "Ama", email: "ama@example.com", subject: "Other", message: `message ${i}` },
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) refused = res.json();
      }
      // POST /api/contact-messages allows 5 per 10 minutes per address.
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      // The English text, and the catalog id and wait the web shows it by in the visitor's language.
      expect(refused).toEqual({
        error: {
          code: "resource-exhausted",
          message: expect.stringMatching(/^Too many requests\. Please wait \d+ seconds and try again\.$/),
          messageId: "tooManyRequests",
          params: { seconds: expect.any(Number) },
        },
      });
    } finally {
      await app.close();
    }
  });
});
