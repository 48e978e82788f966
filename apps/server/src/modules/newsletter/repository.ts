import { randomUUID } from "node:crypto";
import { and, eq, gt, ne, sql } from "drizzle-orm";
import type { EmailListId, LanguageCode } from "@foliocraft/schemas";
import type { Db } from "../../db/client";
import { newsletterSubscriptions } from "../../db/schema";

/** A stored sign-up to one of the e-mail lists. */
export type NewsletterSubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

/** An e-mail list: the blog newsletter or the careers talent community. */
export type EmailList = EmailListId;

/** A fresh confirmation token (its hash) and when it stops working. */
export interface PendingToken {
  tokenHash: string;
  expiresAt: Date;
  sentAt: Date;
}

/** SQL for the e-mail lists (newsletter, talent community). Addresses arrive lower-cased. */
export function createNewsletterRepository(db: Db) {
  return {
    async findByEmail(list: EmailList, email: string): Promise<NewsletterSubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(newsletterSubscriptions)
        .where(and(eq(newsletterSubscriptions.list, list), eq(newsletterSubscriptions.email, email)));
      return row;
    },

    /** Adds a pending sign-up; undefined when the address is already on the list (a concurrent sign-up won). */
    async insertPending(
      list: EmailList,
      email: string,
      language: LanguageCode,
      token: PendingToken,
    ): Promise<NewsletterSubscriptionRow | undefined> {
      const [row] = await db
        .insert(newsletterSubscriptions)
        .values({
          id: randomUUID(),
          list,
          email,
          language,
          status: "pending",
          confirmTokenHash: token.tokenHash,
          confirmTokenExpiresAt: token.expiresAt,
          confirmationSentAt: token.sentAt,
        })
        .onConflictDoNothing({ target: [newsletterSubscriptions.list, newsletterSubscriptions.email] })
        .returning();
      return row;
    },

    /**
     * Starts a new confirmation for a pending or unsubscribed address. The `sentAt` guard makes two racing sign-ups
     * claim the e-mail once: only the update that still sees the old timestamp wins.
     */
    async restartPending(
      row: NewsletterSubscriptionRow,
      language: LanguageCode,
      token: PendingToken,
    ): Promise<boolean> {
      const sentAtGuard = row.confirmationSentAt
        ? eq(newsletterSubscriptions.confirmationSentAt, row.confirmationSentAt)
        : sql`${newsletterSubscriptions.confirmationSentAt} is null`;
      const updated = await db
        .update(newsletterSubscriptions)
        .set({
          status: "pending",
          language,
          confirmTokenHash: token.tokenHash,
          confirmTokenExpiresAt: token.expiresAt,
          confirmationSentAt: token.sentAt,
          unsubscribedAt: null,
        })
        .where(
          and(eq(newsletterSubscriptions.id, row.id), ne(newsletterSubscriptions.status, "confirmed"), sentAtGuard),
        )
        .returning({ id: newsletterSubscriptions.id });
      return updated.length > 0;
    },

    /**
     * Confirms the subscription holding this (unexpired) token. The token stays valid until it expires, so opening
     * the link twice confirms twice; an unsubscribe clears it.
     */
    async confirm(tokenHash: string, now: Date): Promise<NewsletterSubscriptionRow | undefined> {
      const [row] = await db
        .update(newsletterSubscriptions)
        .set({
          status: "confirmed",
          confirmedAt: sql`coalesce(${newsletterSubscriptions.confirmedAt}, ${now})`,
        })
        .where(
          and(
            eq(newsletterSubscriptions.confirmTokenHash, tokenHash),
            gt(newsletterSubscriptions.confirmTokenExpiresAt, now),
          ),
        )
        .returning();
      return row;
    },

    /** Unsubscribes by id (idempotent); undefined when no such subscription exists. */
    async unsubscribe(id: string, now: Date): Promise<NewsletterSubscriptionRow | undefined> {
      const [row] = await db
        .update(newsletterSubscriptions)
        .set({
          status: "unsubscribed",
          unsubscribedAt: sql`coalesce(${newsletterSubscriptions.unsubscribedAt}, ${now})`,
          confirmTokenHash: null,
          confirmTokenExpiresAt: null,
        })
        .where(eq(newsletterSubscriptions.id, id))
        .returning();
      return row;
    },
  };
}

/** SQL for the e-mail lists. */
export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
