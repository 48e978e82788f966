import { and, count, desc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import type { ApiKeyScope } from "@foliocraft/schemas";
import type { Db } from "../../db/client";
import { apiKeys, apiKeyUsage, users } from "../../db/schema";

/** A stored key (never the key itself: only its hash). */
export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** SQL for personal API keys and their daily usage; every read and change is scoped to the owner. */
export function createApiKeyRepository(db: Db) {
  return {
    async insert(row: {
      id: string;
      userId: string;
      name: string;
      scope: ApiKeyScope;
      start: string;
      secretHash: string;
      expiresAt: Date | null;
    }): Promise<ApiKeyRow> {
      const [created] = await db.insert(apiKeys).values(row).returning();
      return created!;
    },

    async listOwned(userId: string): Promise<ApiKeyRow[]> {
      return db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(desc(apiKeys.createdAt));
    },

    /** Keys not yet revoked (expired ones count until revoked: the owner sees them and decides). */
    async countActive(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(apiKeys)
        .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
      return row?.n ?? 0;
    },

    /** Revokes the owner's key; undefined when it is not theirs. Revoking twice keeps the first time. */
    async revokeOwned(userId: string, id: string, at: Date): Promise<ApiKeyRow | undefined> {
      const [row] = await db
        .update(apiKeys)
        .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, ${at.toISOString()}::timestamptz)` })
        .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
        .returning();
      return row;
    },

    /** The key with this hash and its owner's name, whatever its state (the service decides). */
    async findByHash(secretHash: string): Promise<(ApiKeyRow & { ownerName: string }) | undefined> {
      const [row] = await db
        .select({ key: apiKeys, ownerName: users.name })
        .from(apiKeys)
        .innerJoin(users, eq(users.id, apiKeys.userId))
        .where(eq(apiKeys.secretHash, secretHash));
      return row && { ...row.key, ownerName: row.ownerName };
    },

    /** One request made with a key: its last-used time and the day's count, in one transaction. */
    async recordUse(keyId: string, at: Date, day: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, keyId));
        await tx
          .insert(apiKeyUsage)
          .values({ keyId, day, count: 1 })
          .onConflictDoUpdate({
            target: [apiKeyUsage.keyId, apiKeyUsage.day],
            set: { count: sql`${apiKeyUsage.count} + 1` },
          });
      });
    },

    /** Requests per key per day since `fromDay` (inclusive), for the owner's keys only. */
    async usageOwned(userId: string, fromDay: string) {
      const owned = db.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.userId, userId));
      return db
        .select({ keyId: apiKeyUsage.keyId, day: apiKeyUsage.day, count: apiKeyUsage.count })
        .from(apiKeyUsage)
        .where(and(inArray(apiKeyUsage.keyId, owned), gte(apiKeyUsage.day, fromDay)))
        .orderBy(desc(apiKeyUsage.day), apiKeyUsage.keyId);
    },
  };
}

/** The repository's type. */
export type ApiKeyRepository = ReturnType<typeof createApiKeyRepository>;
