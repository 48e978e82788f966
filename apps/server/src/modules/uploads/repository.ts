import { and, eq, inArray, notExists, sql, sum } from "drizzle-orm";
import type { Db } from "../../db/client";
import { assetOwners, assets, users } from "../../db/schema";

/** A stored file. */
export interface StoredAsset {
  id: string;
  contentType: string;
  size: number;
  data: Buffer;
}

/** A file to store: its id is the SHA-256 of `data`. */
export interface NewAsset {
  id: string;
  contentType: string;
  data: Buffer;
  width?: number | undefined;
  height?: number | undefined;
}

/** What storing a file did: stored (or already the user's), or refused because it would pass the quota. */
export type PutOutcome = { stored: true } | { stored: false; usedBytes: number };

// A transaction or the database: the release helpers run inside the caller's transaction.
type Executor = Pick<Db, "select" | "delete">;

/** Bytes of the user's uploads (each file counted once, however many portfolios use it). */
async function usedBytes(tx: Executor, userId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sum(assets.size) })
    .from(assetOwners)
    .innerJoin(assets, eq(assets.id, assetOwners.assetId))
    .where(eq(assetOwners.userId, userId));
  return Number(row?.total ?? 0);
}

/**
 * Deletes those of `ids` that no account owns any more. The bytes stay while another owner still has them
 * (content-addressed: two accounts uploading the same picture share one row).
 */
export async function deleteUnownedAssets(tx: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(assets).where(
    and(
      inArray(assets.id, [...ids]),
      notExists(
        tx
          .select({ one: sql`1` })
          .from(assetOwners)
          .where(eq(assetOwners.assetId, assets.id)),
      ),
    ),
  );
}

/**
 * The user gives up these files (their quota is freed); those nobody owns any more are deleted. Runs inside the
 * caller's transaction (the portfolio repository's delete).
 */
export async function releaseUploads(tx: Executor, userId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(assetOwners).where(and(eq(assetOwners.userId, userId), inArray(assetOwners.assetId, [...ids])));
  await deleteUnownedAssets(tx, ids);
}

/** The ids of the files a user owns. */
export async function ownedAssetIds(tx: Executor, userId: string): Promise<string[]> {
  const rows = await tx.select({ id: assetOwners.assetId }).from(assetOwners).where(eq(assetOwners.userId, userId));
  return rows.map((r) => r.id);
}

/** SQL for uploaded files (content-addressed) and who uploaded them. */
export function createAssetRepository(db: Db) {
  return {
    /**
     * Stores the bytes once (the id is their hash) and records the uploader, unless the user's files would then pass
     * `quotaBytes`. The user's row is locked for the check, so parallel uploads of one account cannot both squeeze
     * under the quota; a file the user already owns costs nothing.
     */
    async put(userId: string, asset: NewAsset, quotaBytes: number): Promise<PutOutcome> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
        const [owned] = await tx
          .select({ id: assetOwners.assetId })
          .from(assetOwners)
          .where(and(eq(assetOwners.assetId, asset.id), eq(assetOwners.userId, userId)));
        if (owned) return { stored: true };
        const used = await usedBytes(tx, userId);
        if (used + asset.data.length > quotaBytes) return { stored: false, usedBytes: used };
        await tx
          .insert(assets)
          .values({
            id: asset.id,
            contentType: asset.contentType,
            size: asset.data.length,
            width: asset.width ?? null,
            height: asset.height ?? null,
            data: asset.data,
          })
          // An update (of nothing) rather than DO NOTHING: it locks an existing row, so a concurrent release of
          // its last owner cannot delete it between here and the owner row below.
          .onConflictDoUpdate({ target: assets.id, set: { size: sql`${assets.size}` } });
        await tx.insert(assetOwners).values({ assetId: asset.id, userId }).onConflictDoNothing();
        return { stored: true };
      });
    },

    async get(id: string): Promise<StoredAsset | undefined> {
      const [row] = await db
        .select({ id: assets.id, contentType: assets.contentType, size: assets.size, data: assets.data })
        .from(assets)
        .where(eq(assets.id, id));
      return row;
    },

    /** The user's files, with when they uploaded each (the account's data export). */
    async listOwned(userId: string) {
      return db
        .select({
          id: assets.id,
          contentType: assets.contentType,
          size: assets.size,
          uploadedAt: assetOwners.createdAt,
        })
        .from(assetOwners)
        .innerJoin(assets, eq(assets.id, assetOwners.assetId))
        .where(eq(assetOwners.userId, userId));
    },

    async isOwnedBy(id: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: assetOwners.assetId })
        .from(assetOwners)
        .where(and(eq(assetOwners.assetId, id), eq(assetOwners.userId, userId)));
      return row !== undefined;
    },

    /** Bytes of the user's uploads, for the quota. */
    usedBytes: (userId: string) => usedBytes(db, userId),
  };
}

/** SQL for uploaded files. */
export type AssetRepository = ReturnType<typeof createAssetRepository>;
