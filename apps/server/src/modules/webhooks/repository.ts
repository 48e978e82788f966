import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { webhookDeliveries, webhooks } from "../../db/schema";

/** A stored webhook (its secret encrypted). */
export type WebhookRow = typeof webhooks.$inferSelect;

/** A stored delivery. */
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** SQL for webhooks and their deliveries; every read and change a person makes is scoped to the owner. */
export function createWebhookRepository(db: Db) {
  /** The owner's delivery by id (joined to its webhook, which carries the owner). */
  async function deliveryOwned(userId: string, id: string): Promise<WebhookDeliveryRow | undefined> {
    const [row] = await db
      .select({ delivery: webhookDeliveries })
      .from(webhookDeliveries)
      .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
      .where(and(eq(webhookDeliveries.id, id), eq(webhooks.userId, userId)));
    return row?.delivery;
  }

  return {
    async insert(row: typeof webhooks.$inferInsert): Promise<WebhookRow> {
      const [created] = await db.insert(webhooks).values(row).returning();
      return created!;
    },

    async listOwned(userId: string): Promise<WebhookRow[]> {
      return db.select().from(webhooks).where(eq(webhooks.userId, userId)).orderBy(desc(webhooks.createdAt));
    },

    async countOwned(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(webhooks).where(eq(webhooks.userId, userId));
      return row?.n ?? 0;
    },

    async findOwned(userId: string, id: string): Promise<WebhookRow | undefined> {
      const [row] = await db
        .select()
        .from(webhooks)
        .where(and(eq(webhooks.id, id), eq(webhooks.userId, userId)));
      return row;
    },

    /** Deletes the owner's webhook and its log; false when it is not theirs. */
    async deleteOwned(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(webhooks)
        .where(and(eq(webhooks.id, id), eq(webhooks.userId, userId)))
        .returning({ id: webhooks.id });
      return rows.length > 0;
    },

    async insertDelivery(row: typeof webhookDeliveries.$inferInsert): Promise<WebhookDeliveryRow> {
      const [created] = await db.insert(webhookDeliveries).values(row).returning();
      return created!;
    },

    deliveryOwned,

    /** A webhook's deliveries, newest first (the caller has checked the webhook is the person's). */
    async deliveriesOf(webhookId: string, limit: number): Promise<WebhookDeliveryRow[]> {
      return db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.webhookId, webhookId))
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(limit);
    },

    /** A delivery and its webhook, for the job that sends it (no owner: the job acts for the system). */
    async deliveryForSending(id: string): Promise<{ delivery: WebhookDeliveryRow; webhook: WebhookRow } | undefined> {
      const [row] = await db
        .select({ delivery: webhookDeliveries, webhook: webhooks })
        .from(webhookDeliveries)
        .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
        .where(eq(webhookDeliveries.id, id));
      return row;
    },

    /** Records one attempt: the count goes up by one whatever happened. */
    async recordAttempt(
      id: string,
      outcome: {
        status: WebhookDeliveryRow["status"];
        responseStatus: number | null;
        lastError: string | null;
        at: Date;
      },
    ): Promise<void> {
      await db
        .update(webhookDeliveries)
        .set({
          status: outcome.status,
          responseStatus: outcome.responseStatus,
          lastError: outcome.lastError,
          lastAttemptAt: outcome.at,
          attempts: sql`${webhookDeliveries.attempts} + 1`,
        })
        .where(eq(webhookDeliveries.id, id));
    },

    /** Ends a delivery still pending as failed (the queue gave up on it without a handler seeing the end). */
    async failIfPending(id: string, lastError: string): Promise<void> {
      await db
        .update(webhookDeliveries)
        .set({ status: "failed", lastError: sql`coalesce(${webhookDeliveries.lastError}, ${lastError})` })
        .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, "pending")));
    },
  };
}

/** The repository's type. */
export type WebhookRepository = ReturnType<typeof createWebhookRepository>;
