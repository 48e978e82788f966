import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { mailMessages, profiles } from "../db/schema";
import { createTestApp } from "../testing/test-app";
import { signUpTestUser } from "../testing/test-users";
import { customDomainRecheckJobName } from "../modules/custom-domains/custom-domains-module";
import { subscriptionJobName } from "./subscription-job";

let app: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => ({ app, close } = await createTestApp()));
afterAll(async () => close());

describe("subscription job", () => {
  it("is scheduled hourly in the queue (one tick across every server), beside the other modules' schedules", async () => {
    const { rows } = (await app.database.db.execute(
      `select name, cron, timezone from pgboss.schedule order by name`,
    )) as unknown as { rows: unknown[] };
    expect(rows).toEqual([
      { name: customDomainRecheckJobName, cron: "*/5 * * * *", timezone: "UTC" },
      { name: subscriptionJobName, cron: "0 * * * *", timezone: "UTC" },
    ]);
  });

  it("returns a lapsed plan to free and e-mails its owner once when the job runs", async () => {
    const user = await signUpTestUser(app);
    await app.database.db
      .update(profiles)
      .set({
        plan: "pro",
        isPremium: true,
        subscriptionType: "monthly",
        subscriptionEnd: new Date(Date.now() - 60_000),
      })
      .where(eq(profiles.userId, user.userId));

    // A tick as the cron would insert it, twice (e.g. a retry): the plan lapses once, the e-mail goes once.
    await app.jobs.send(subscriptionJobName, {});
    await app.jobs.drain();
    await app.jobs.send(subscriptionJobName, {});
    await app.jobs.drain();

    const [profile] = await app.database.db.select().from(profiles).where(eq(profiles.userId, user.userId));
    expect(profile).toMatchObject({ plan: "free", isPremium: false });
    const mails = await app.database.db.select().from(mailMessages).where(eq(mailMessages.to, user.email));
    expect(mails.filter((m) => m.kind === "subscription-expired")).toHaveLength(1);
  });
});
