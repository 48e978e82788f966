import { randomUUID } from "node:crypto";
import { and, desc, eq, isNotNull, isNull, lt, ne, sql } from "drizzle-orm";
import {
  portfolioRevisionLimit,
  type HistorySectionId,
  type LanguageCode,
  type PortfolioContent,
} from "@foliocraft/schemas";
import type { Db } from "../../db/client";
import { portfolioRevisions, portfolios, profiles } from "../../db/schema";
import { assetIdsIn } from "../uploads/asset-references";
import { releaseUploads } from "../uploads/repository";

/** A portfolio with no published snapshot: what unpublishing (or publishing another of the owner's) leaves. */
const unpublished = {
  publishedAt: null,
  publishedContent: null,
  publishedVersion: null,
  shareImage: null,
  resumePdf: null,
  resumePdfTranslations: null,
};

/** A save that restores an older version (all of it, or one section): recorded on its revision. */
export interface RevisionOrigin {
  sourceVersion: number;
  section?: HistorySectionId | undefined;
}

/** A portfolio row. */
export type PortfolioRow = typeof portfolios.$inferSelect;

// Lists and summaries never read the (large) content columns.
const summaryColumns = {
  id: portfolios.id,
  userId: portfolios.userId,
  name: portfolios.name,
  theme: portfolios.theme,
  version: portfolios.version,
  createdAt: portfolios.createdAt,
  updatedAt: portfolios.updatedAt,
  publishedAt: portfolios.publishedAt,
  publishedVersion: portfolios.publishedVersion,
};

/** A portfolio row without its content. */
export type PortfolioSummaryRow = Pick<PortfolioRow, keyof typeof summaryColumns>;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

// A version the owner named, or one that went live, is kept however many saves follow; the pruning below never
// touches it (issue 20 item 3). Only unnamed autosaves and restores are pruned, as before: the newest 50 stay.
const unnamed = and(isNull(portfolioRevisions.label), ne(portfolioRevisions.kind, "publish"));

/** Removes the portfolio's unnamed versions older than its newest `portfolioRevisionLimit` unnamed ones. */
async function pruneUnnamedRevisions(tx: Tx, portfolioId: string): Promise<void> {
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
async function markPublishedRevision(tx: Tx, portfolioId: string, version: number): Promise<void> {
  await tx
    .update(portfolioRevisions)
    .set({ kind: "publish" })
    .where(and(eq(portfolioRevisions.portfolioId, portfolioId), eq(portfolioRevisions.version, version)));
}

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

/**
 * After a portfolio was deleted: the user gives up those of `candidates` (the uploads it named) that none of their
 * remaining portfolios (drafts, published snapshots, history) names, which frees their quota; files nobody owns any
 * more are deleted. Only files the deleted portfolio named are candidates, so an upload not yet saved into a
 * portfolio is kept.
 */
async function releaseUnusedUploads(tx: Tx, userId: string, candidates: Set<string>): Promise<void> {
  if (candidates.size === 0) return;
  const stillUsed = assetIdsIn(await portfolioValues(tx, userId));
  await releaseUploads(
    tx,
    userId,
    [...candidates].filter((id) => !stillUsed.has(id)),
  );
}

/** SQL for portfolios and their revisions. Every query is scoped to the owner's user id. */
export function createPortfolioRepository(db: Db) {
  const owned = (userId: string, id: string) => and(eq(portfolios.id, id), eq(portfolios.userId, userId));

  return {
    async listOwned(userId: string): Promise<PortfolioSummaryRow[]> {
      return db
        .select(summaryColumns)
        .from(portfolios)
        .where(eq(portfolios.userId, userId))
        .orderBy(desc(portfolios.updatedAt));
    },

    async countOwned(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(portfolios)
        .where(eq(portfolios.userId, userId));
      return row?.n ?? 0;
    },

    async findOwned(userId: string, id: string): Promise<PortfolioRow | undefined> {
      const [row] = await db.select().from(portfolios).where(owned(userId, id));
      return row;
    },

    /** Every portfolio of the user, whole (drafts and published snapshots): the account's data export. */
    async allOwned(userId: string): Promise<PortfolioRow[]> {
      return db.select().from(portfolios).where(eq(portfolios.userId, userId));
    },

    /** Inserts a portfolio and its first revision; counts it on the profile (spec §3 portfoliosCreated). */
    async create(userId: string, name: string, content: PortfolioContent): Promise<PortfolioRow> {
      return db.transaction(async (tx) => {
        const now = new Date();
        const [row] = await tx
          .insert(portfolios)
          .values({ id: randomUUID(), userId, name, theme: content.theme, content, createdAt: now, updatedAt: now })
          .returning();
        if (!row) throw new Error("insert returned no row");
        await tx
          .insert(portfolioRevisions)
          .values({ portfolioId: row.id, version: row.version, name, theme: row.theme, content, createdAt: now });
        await tx
          .update(profiles)
          .set({ portfoliosCreated: sql`${profiles.portfoliosCreated} + 1` })
          .where(eq(profiles.userId, userId));
        return row;
      });
    },

    /**
     * Writes a new version only if the stored one is still `baseVersion` (optimistic concurrency): one statement, so
     * two saves racing from two tabs cannot both win. Returns undefined when nothing was written.
     */
    async saveIfVersion(
      userId: string,
      id: string,
      baseVersion: number,
      content: PortfolioContent,
      name?: string,
      origin?: RevisionOrigin,
    ): Promise<{ version: number; updatedAt: Date } | undefined> {
      return db.transaction(async (tx) => {
        const now = new Date();
        const [row] = await tx
          .update(portfolios)
          .set({
            content,
            theme: content.theme,
            ...(name === undefined ? {} : { name }),
            version: sql`${portfolios.version} + 1`,
            updatedAt: now,
          })
          .where(and(owned(userId, id), eq(portfolios.version, baseVersion)))
          .returning({ version: portfolios.version, updatedAt: portfolios.updatedAt, name: portfolios.name });
        if (!row) return undefined;
        await tx.insert(portfolioRevisions).values({
          portfolioId: id,
          version: row.version,
          name: row.name,
          theme: content.theme,
          content,
          createdAt: now,
          ...(origin
            ? { kind: "restore" as const, sourceVersion: origin.sourceVersion, restoredSection: origin.section ?? null }
            : {}),
        });
        await pruneUnnamedRevisions(tx, id);
        return { version: row.version, updatedAt: row.updatedAt };
      });
    },

    async rename(userId: string, id: string, name: string): Promise<boolean> {
      const rows = await db.update(portfolios).set({ name }).where(owned(userId, id)).returning({ id: portfolios.id });
      return rows.length > 0;
    },

    /** Deletes the portfolio and gives up the uploads only it used (their quota is freed). */
    async delete(userId: string, id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        // The uploads it names, read before it goes (asset-references.ts finds them in the JSON).
        const uploads = assetIdsIn(await portfolioValues(tx, userId, id));
        const rows = await tx.delete(portfolios).where(owned(userId, id)).returning({ id: portfolios.id });
        if (rows.length === 0) return false;
        await releaseUnusedUploads(tx, userId, uploads);
        return true;
      });
    },

    async listRevisions(portfolioId: string) {
      return db
        .select({
          version: portfolioRevisions.version,
          createdAt: portfolioRevisions.createdAt,
          name: portfolioRevisions.name,
          theme: portfolioRevisions.theme,
          kind: portfolioRevisions.kind,
          label: portfolioRevisions.label,
          sourceVersion: portfolioRevisions.sourceVersion,
          restoredSection: portfolioRevisions.restoredSection,
        })
        .from(portfolioRevisions)
        .where(eq(portfolioRevisions.portfolioId, portfolioId))
        .orderBy(desc(portfolioRevisions.version));
    },

    async findRevision(portfolioId: string, version: number) {
      const [row] = await db
        .select()
        .from(portfolioRevisions)
        .where(and(eq(portfolioRevisions.portfolioId, portfolioId), eq(portfolioRevisions.version, version)));
      return row;
    },

    /** Names a version (null removes its name); false when the version is not (or no longer) kept. */
    async labelRevision(portfolioId: string, version: number, label: string | null): Promise<boolean> {
      const rows = await db
        .update(portfolioRevisions)
        .set({ label })
        .where(and(eq(portfolioRevisions.portfolioId, portfolioId), eq(portfolioRevisions.version, version)))
        .returning({ version: portfolioRevisions.version });
      return rows.length > 0;
    },

    /** Publishes a snapshot of the draft as it is at `version`; unpublishes the owner's other portfolio, if any. */
    async publish(
      userId: string,
      id: string,
      version: number,
      content: PortfolioContent,
      made: {
        shareImage?: string | null;
        resumePdf?: string | null;
        resumePdfTranslations?: Partial<Record<LanguageCode, string>> | null;
      } = {},
    ): Promise<boolean> {
      const shareImage = made.shareImage ?? null;
      const resumePdf = made.resumePdf ?? null;
      const resumePdfTranslations = made.resumePdfTranslations ?? null;
      return db.transaction(async (tx) => {
        await tx
          .update(portfolios)
          .set(unpublished)
          .where(and(eq(portfolios.userId, userId), ne(portfolios.id, id), isNotNull(portfolios.publishedAt)));
        const rows = await tx
          .update(portfolios)
          .set({
            publishedAt: new Date(),
            publishedContent: content,
            publishedVersion: version,
            shareImage,
            resumePdf,
            resumePdfTranslations,
          })
          .where(and(owned(userId, id), eq(portfolios.version, version)))
          .returning({ id: portfolios.id });
        if (rows.length === 0) return false;
        await markPublishedRevision(tx, id, version);
        return true;
      });
    },

    async unpublish(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .update(portfolios)
        .set(unpublished)
        .where(owned(userId, id))
        .returning({ id: portfolios.id });
      return rows.length > 0;
    },
  };
}

/** SQL for portfolios and their revisions. */
export type PortfolioRepository = ReturnType<typeof createPortfolioRepository>;
