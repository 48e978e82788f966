import { randomUUID } from "node:crypto";
import { and, count, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { portfolioLanguages, type LanguageCode, type PortfolioContent } from "@foliocraft/schemas";
import type { Db } from "../../db/client";
import { portfolios, profiles, users, visitorMessages } from "../../db/schema";

/** The owner a visitor writes to: their published portfolio's contact form settings and their account e-mail. */
export interface ContactTarget {
  userId: string;
  portfolioId: string;
  username: string;
  ownerEmail: string;
  contactForm: PortfolioContent["contactForm"] | undefined;
  /** The published languages, primary first (issue 21). */
  languages: LanguageCode[];
}

/** A stored visitor message. */
export type VisitorMessageRow = typeof visitorMessages.$inferSelect;

/** How many messages one inbox page holds; older ones are not listed (they stay stored). */
export const inboxPageSize = 200;

/** SQL for visitor messages. Every owner query is scoped by the owner's user id. */
export function createVisitorMessageRepository(db: Db) {
  return {
    /** The published portfolio of `username` (lower-case) and its owner, or undefined. */
    async findTarget(username: string): Promise<ContactTarget | undefined> {
      const [row] = await db
        .select({
          userId: profiles.userId,
          username: profiles.username,
          portfolioId: portfolios.id,
          ownerEmail: users.email,
          content: portfolios.publishedContent,
        })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .innerJoin(portfolios, eq(portfolios.userId, profiles.userId))
        .where(and(eq(profiles.username, username), isNotNull(portfolios.publishedAt)))
        .limit(1);
      if (!row?.username) return undefined;
      return {
        userId: row.userId,
        portfolioId: row.portfolioId,
        username: row.username,
        ownerEmail: row.ownerEmail,
        contactForm: row.content?.contactForm,
        languages: row.content ? portfolioLanguages(row.content) : [],
      };
    },

    async insert(values: Omit<VisitorMessageRow, "id" | "createdAt" | "readAt">): Promise<VisitorMessageRow> {
      const [row] = await db
        .insert(visitorMessages)
        .values({ id: randomUUID(), ...values })
        .returning();
      if (!row) throw new Error("insert returned no row");
      return row;
    },

    /** The owner's messages, newest first, and how many are unread. */
    async list(userId: string): Promise<{ messages: VisitorMessageRow[]; unreadCount: number }> {
      const messages = await db
        .select()
        .from(visitorMessages)
        .where(eq(visitorMessages.userId, userId))
        .orderBy(desc(visitorMessages.createdAt), desc(visitorMessages.id))
        .limit(inboxPageSize);
      const [unread] = await db
        .select({ n: count() })
        .from(visitorMessages)
        .where(and(eq(visitorMessages.userId, userId), isNull(visitorMessages.readAt)));
      return { messages, unreadCount: unread?.n ?? 0 };
    },

    /** Marks one of the owner's messages read (keeps the first read time); undefined when it is not theirs. */
    async markRead(userId: string, id: string, at: Date): Promise<VisitorMessageRow | undefined> {
      const owned = and(eq(visitorMessages.id, id), eq(visitorMessages.userId, userId));
      await db
        .update(visitorMessages)
        .set({ readAt: at })
        .where(and(owned, isNull(visitorMessages.readAt)));
      const [row] = await db.select().from(visitorMessages).where(owned);
      return row;
    },

    /** Deletes one of the owner's messages; false when it is not theirs. */
    async remove(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(visitorMessages)
        .where(and(eq(visitorMessages.id, id), eq(visitorMessages.userId, userId)))
        .returning({ id: visitorMessages.id });
      return deleted.length > 0;
    },
  };
}

/** SQL for visitor messages. */
export type VisitorMessageRepository = ReturnType<typeof createVisitorMessageRepository>;
