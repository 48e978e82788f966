import { and, desc, eq, isNull, lt, ne } from "drizzle-orm";
import { portfolioRevisionLimit } from "@foliocraft/schemas";
import type { Db } from "../../db/client";
import { portfolioRevisions } from "../../db/schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

// A version the owner named, or one that went live, is kept however many saves follow; the pruning below never
// touches it (issue 20 item 3). Only unnamed autosaves and restores are pruned, as before: the newest 50 stay.
const unnamed = and(isNull(portfolioRevisions.label), ne(portfolioRevisions.kind, "publish"));

/** Removes the portfolio's unnamed versions older than its newest `portfolioRevisionLimit` unnamed ones. */
export async function pruneUnnamedRevisions(tx: Tx, portfolioId: string): Promise<void> {
  const ofPortfolio = eq(portfolioRevisions.portfolioId, portfolioId);
  // The oldest unnamed version that stays: the limit-th newest. Versions below it that are unnamed go.
  const [oldestKept] = await tx
    .select({ version: portfolioRevisions.version })
    .from(portfolioRevisions)
    .where(and(ofPortfolio, unnamed))
    .orderBy(desc(portfolioRevisions.version))
    .offset(portfolioRevisionLimit - 1)
    .limit(1);
  if (!oldestKept) return;
  await tx
    .delete(portfolioRevisions)
    .where(and(ofPortfolio, unnamed, lt(portfolioRevisions.version, oldestKept.version)));
}

/**
 * Marks `version` as the one that was published: a kept version in the history. The draft's current version always
 * has its revision (every save writes one), so this is an update.
 */
export async function markPublishedRevision(tx: Tx, portfolioId: string, version: number): Promise<void> {
  await tx
    .update(portfolioRevisions)
    .set({ kind: "publish" })
    .where(and(eq(portfolioRevisions.portfolioId, portfolioId), eq(portfolioRevisions.version, version)));
}
