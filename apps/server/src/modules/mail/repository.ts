import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { mailMessages } from "../../db/schema";

/** A stored e-mail. */
export type MailRow = typeof mailMessages.$inferSelect;

/** SQL for the e-mail outbox / delivery log. */
export function createMailRepository(db: Db) {
  return {
    async record(message: Omit<MailRow, "id" | "createdAt" | "sentAt" | "error" | "attempts">): Promise<string> {
      const id = randomUUID();
      await db.insert(mailMessages).values({ id, ...message });
      return id;
    },
    async get(id: string): Promise<MailRow | undefined> {
      const [row] = await db.select().from(mailMessages).where(eq(mailMessages.id, id));
      return row;
    },
    async markSent(id: string, attempts: number): Promise<void> {
      await db
        .update(mailMessages)
        .set({ status: "sent", sentAt: new Date(), error: null, attempts })
        .where(eq(mailMessages.id, id));
    },
    /** A failed delivery attempt; the mail stays queued for the next retry. */
    async recordAttempt(id: string, attempts: number, error: string): Promise<void> {
      await db.update(mailMessages).set({ attempts, error }).where(eq(mailMessages.id, id));
    },
    async markFailed(id: string, error: string): Promise<void> {
      await db.update(mailMessages).set({ status: "failed", error }).where(eq(mailMessages.id, id));
    },
    async latest(limit: number): Promise<MailRow[]> {
      return db.select().from(mailMessages).orderBy(desc(mailMessages.createdAt)).limit(limit);
    },
  };
}

/** SQL for the e-mail outbox / delivery log. */
export type MailRepository = ReturnType<typeof createMailRepository>;
