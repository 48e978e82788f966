import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sessions } from "../../db/schema";

/**
 * The `sessions` table: one row per signed-in browser. better-auth's adapter creates, renews and ends them
 * (auth-store-repository.ts); what our rules add (the absolute limit, ending them after a reset, the settings list) is here.
 */
export function createSessionRepository(db: Db) {
  return {
    async delete(sessionId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
    },

    /** Ends every session of the user. */
    async deleteAllOf(userId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },

    /** The user's sessions as settings lists them (expired ones included: the service leaves them out). */
    async listOf(userId: string) {
      return db
        .select({
          id: sessions.id,
          createdAt: sessions.createdAt,
          updatedAt: sessions.updatedAt,
          expiresAt: sessions.expiresAt,
          ipAddress: sessions.ipAddress,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId));
    },
  };
}

/** Signed-in sessions (the `sessions` table). */
export type SessionRepository = ReturnType<typeof createSessionRepository>;
