import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { assetOwners, portfolioRevisions, portfolios } from "../../db/schema";
import { deleteUnownedAssets } from "./repository";

// An upload's public address, /assets/{sha256}.{webp|pdf}, wherever it sits in a portfolio's JSON.
const assetAddress = /\/assets\/([0-9a-f]{64})\.(?:webp|pdf)/g;

/** The upload ids (sha256) mentioned anywhere in these JSON values. */
export function assetIdsIn(values: readonly unknown[]): Set<string> {
  const ids = new Set<string>();
  for (const value of values) {
    if (value == null) continue;
    for (const match of JSON.stringify(value).matchAll(assetAddress)) ids.add(match[1]!);
  }
  return ids;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Everything of the user's portfolios (or of one) that can name an upload: draft, published snapshot, history. */
async function portfolioValues(tx: Tx, userId: string, portfolioId?: string): Promise<unknown[]> {
  const where = portfolioId
    ? and(eq(portfolios.userId, userId), eq(portfolios.id, portfolioId))
    : eq(portfolios.userId, userId);
  const drafts = await tx
    .select({ content: portfolios.content, published: portfolios.publishedContent })
    .from(portfolios)
    .where(where);
  const history = await tx
    .select({ content: portfolioRevisions.content })
    .from(portfolioRevisions)
    .innerJoin(portfolios, eq(portfolios.id, portfolioRevisions.portfolioId))
    .where(where);
  return [...drafts.flatMap((d) => [d.content, d.published]), ...history.map((h) => h.content)];
}

/** The uploads a portfolio names, read before it is deleted (in the deleting transaction). */
export async function uploadsOfPortfolio(tx: Tx, userId: string, portfolioId: string): Promise<Set<string>> {
  return assetIdsIn(await portfolioValues(tx, userId, portfolioId));
}

/**
 * After a portfolio was deleted: the user gives up those of `candidates` that none of their remaining portfolios
 * (drafts, published snapshots, history) names, which frees their quota; files nobody owns any more are deleted.
 * Only files the deleted portfolio named are candidates, so an upload not yet saved into a portfolio is kept.
 */
export async function releaseUnusedUploads(tx: Tx, userId: string, candidates: Set<string>): Promise<void> {
  if (candidates.size === 0) return;
  const stillUsed = assetIdsIn(await portfolioValues(tx, userId));
  const released = [...candidates].filter((id) => !stillUsed.has(id));
  if (released.length === 0) return;
  await tx.delete(assetOwners).where(and(eq(assetOwners.userId, userId), inArray(assetOwners.assetId, released)));
  await deleteUnownedAssets(tx, released);
}
