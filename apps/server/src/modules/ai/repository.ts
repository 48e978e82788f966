import { and, desc, eq, gte, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { aiUsage, users } from "../../db/schema";

/** SQL for the AI writes counted per user and UTC day. */
export function createAiUsageRepository(db: Db) {
  return {
    /**
     * Takes one write from a user's allowance for the day, in one statement: the upsert only increments while the
     * count is below the limit, so two requests at once can never both take the last write. Returns the new count,
     * or undefined when the allowance is used up.
     */
    async take(userId: string, day: string, limit: number): Promise<number | undefined> {
      const rows = await db
        .insert(aiUsage)
        .values({ userId, day, count: 1 })
        .onConflictDoUpdate({
          target: [aiUsage.userId, aiUsage.day],
          set: { count: sql`${aiUsage.count} + 1` },
          setWhere: sql`${aiUsage.count} < ${limit}`,
        })
        .returning({ count: aiUsage.count });
      return rows[0]?.count;
    },

    /** Gives back a write that produced nothing (the provider failed). */
    async giveBack(userId: string, day: string): Promise<void> {
      await db
        .update(aiUsage)
        .set({ count: sql`greatest(${aiUsage.count} - 1, 0)` })
        .where(and(eq(aiUsage.userId, userId), eq(aiUsage.day, day)));
    },

    /** A user's writes on a day. */
    async count(userId: string, day: string): Promise<number> {
      const [row] = await db
        .select({ count: aiUsage.count })
        .from(aiUsage)
        .where(and(eq(aiUsage.userId, userId), eq(aiUsage.day, day)));
      return row?.count ?? 0;
    },

    /** Writes per day and the heaviest users between two days (inclusive), for administrators. */
    async summary(from: string, to: string, topUsers = 20) {
      const inRange = and(gte(aiUsage.day, from), lte(aiUsage.day, to));
      const byDay = await db
        .select({
          day: aiUsage.day,
          users: sql<number>`count(*)::int`,
          writes: sql<number>`coalesce(sum(${aiUsage.count}), 0)::int`,
        })
        .from(aiUsage)
        .where(inRange)
        .groupBy(aiUsage.day)
        .orderBy(desc(aiUsage.day));
      const writes = sql<number>`sum(${aiUsage.count})::int`;
      const top = await db
        .select({ userId: aiUsage.userId, email: users.email, name: users.name, writes })
        .from(aiUsage)
        .innerJoin(users, eq(users.id, aiUsage.userId))
        .where(inRange)
        .groupBy(aiUsage.userId, users.email, users.name)
        .orderBy(desc(writes), users.email)
        .limit(topUsers);
      return { byDay, topUsers: top };
    },
  };
}

/** SQL for the AI writes counted per user and UTC day. */
export type AiUsageRepository = ReturnType<typeof createAiUsageRepository>;
