import { and, desc, eq, inArray, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { deployConnections, deployOauthStates, deploys, portfolios } from "../../db/schema";

/** A provider a user can connect for deploys. */
export type DeployProvider = (typeof deployConnections.$inferSelect)["provider"];
/** A stored connection (token still encrypted). */
export type DeployConnectionRow = typeof deployConnections.$inferSelect;
/** A deploy row. */
export type DeployRow = typeof deploys.$inferSelect;
/** Where a deploy goes. */
export type DeployTarget = DeployRow["target"];

/** SQL for deploy connections, pending OAuth states and deploys. */
export function createDeployRepository(db: Db) {
  return {
    async saveState(row: typeof deployOauthStates.$inferInsert): Promise<void> {
      // Expired attempts are dropped on the way: the table holds only live ones.
      await db.delete(deployOauthStates).where(lt(deployOauthStates.expiresAt, new Date()));
      await db.insert(deployOauthStates).values(row);
    },

    /** Reads and deletes a state in one step, so a code can be exchanged once. */
    async takeState(state: string) {
      const [row] = await db.delete(deployOauthStates).where(eq(deployOauthStates.state, state)).returning();
      return row;
    },

    async saveConnection(row: typeof deployConnections.$inferInsert): Promise<void> {
      await db
        .insert(deployConnections)
        .values(row)
        .onConflictDoUpdate({
          target: [deployConnections.userId, deployConnections.provider],
          set: {
            accessTokenEncrypted: row.accessTokenEncrypted,
            scope: row.scope,
            accountLogin: row.accountLogin,
            // A new token may not reach the team chosen with the old one: the choice starts over.
            providerState: row.providerState ?? {},
            createdAt: row.createdAt,
          },
        });
    },

    /** Replaces what the person chose on their connection; false when `userId` has no such connection. */
    async saveConnectionState(
      userId: string,
      provider: DeployProvider,
      providerState: DeployConnectionRow["providerState"],
    ): Promise<boolean> {
      const rows = await db
        .update(deployConnections)
        .set({ providerState })
        .where(and(eq(deployConnections.userId, userId), eq(deployConnections.provider, provider)))
        .returning({ userId: deployConnections.userId });
      return rows.length > 0;
    },

    async connections(userId: string): Promise<DeployConnectionRow[]> {
      return db.select().from(deployConnections).where(eq(deployConnections.userId, userId));
    },

    async connection(userId: string, provider: DeployProvider): Promise<DeployConnectionRow | undefined> {
      const [row] = await db
        .select()
        .from(deployConnections)
        .where(and(eq(deployConnections.userId, userId), eq(deployConnections.provider, provider)));
      return row;
    },

    async deleteConnection(userId: string, provider: DeployProvider): Promise<boolean> {
      const rows = await db
        .delete(deployConnections)
        .where(and(eq(deployConnections.userId, userId), eq(deployConnections.provider, provider)))
        .returning({ userId: deployConnections.userId });
      return rows.length > 0;
    },

    async insertDeploy(row: typeof deploys.$inferInsert): Promise<void> {
      await db.insert(deploys).values(row);
    },

    async updateDeploy(id: string, fields: Partial<typeof deploys.$inferInsert>): Promise<void> {
      await db.update(deploys).set(fields).where(eq(deploys.id, id));
    },

    /**
     * Ends a deploy that is still running; false when it had already ended, so two runs (or a run and the queue's
     * final-failure hook) cannot both record an outcome.
     */
    async finishDeploy(id: string, fields: Partial<typeof deploys.$inferInsert>): Promise<boolean> {
      const rows = await db
        .update(deploys)
        .set(fields)
        .where(and(eq(deploys.id, id), eq(deploys.status, "running")))
        .returning({ id: deploys.id });
      return rows.length > 0;
    },

    /** Any deploy by id, for the runner (not for answering a request: that is `findDeploy`, scoped to its owner). */
    async deployById(id: string): Promise<DeployRow | undefined> {
      const [row] = await db.select().from(deploys).where(eq(deploys.id, id));
      return row;
    },

    /** The portfolio's running deploy, if any. */
    async runningDeploy(userId: string, portfolioId: string): Promise<DeployRow | undefined> {
      const [row] = await db
        .select()
        .from(deploys)
        .where(and(eq(deploys.userId, userId), eq(deploys.portfolioId, portfolioId), eq(deploys.status, "running")));
      return row;
    },

    /** The deploy only when `userId` owns it: another user's id reads as missing. */
    async findDeploy(userId: string, id: string): Promise<DeployRow | undefined> {
      const [row] = await db
        .select()
        .from(deploys)
        .where(and(eq(deploys.id, id), eq(deploys.userId, userId)));
      return row;
    },

    async history(userId: string, portfolioId: string, limit = 50): Promise<DeployRow[]> {
      return db
        .select()
        .from(deploys)
        .where(and(eq(deploys.userId, userId), eq(deploys.portfolioId, portfolioId)))
        .orderBy(desc(deploys.startedAt))
        .limit(limit);
    },

    /**
     * The provider states of this portfolio's earlier deploys to these targets (one provider's), newest first: what a
     * re-deploy reuses to reach the same repository or site.
     */
    async previousStates(userId: string, portfolioId: string, targets: DeployTarget[], limit = 20) {
      const rows = await db
        .select({ state: deploys.providerState })
        .from(deploys)
        .where(and(eq(deploys.userId, userId), eq(deploys.portfolioId, portfolioId), inArray(deploys.target, targets)))
        .orderBy(desc(deploys.startedAt))
        .limit(limit);
      return rows.map((row) => row.state);
    },

    async ownsPortfolio(userId: string, portfolioId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: portfolios.id })
        .from(portfolios)
        .where(and(eq(portfolios.id, portfolioId), eq(portfolios.userId, userId)));
      return !!row;
    },
  };
}

/** SQL for deploys. */
export type DeployRepository = ReturnType<typeof createDeployRepository>;
