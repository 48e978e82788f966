import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { assetOwners, assets } from "../../db/schema";

/** A stored file. */
export interface StoredAsset {
  id: string;
  contentType: string;
  size: number;
  data: Buffer;
}

/** SQL for uploaded files (content-addressed) and who uploaded them. */
export function createAssetRepository(db: Db) {
  return {
    /** Stores the bytes once (the id is their hash) and records the uploader. */
    async put(
      userId: string,
      asset: { id: string; contentType: string; data: Buffer; width?: number | undefined; height?: number | undefined },
    ): Promise<void> {
      await db.transaction(async (tx) => {
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
          .onConflictDoNothing();
        await tx.insert(assetOwners).values({ assetId: asset.id, userId }).onConflictDoNothing();
      });
    },

    async get(id: string): Promise<StoredAsset | undefined> {
      const [row] = await db
        .select({ id: assets.id, contentType: assets.contentType, size: assets.size, data: assets.data })
        .from(assets)
        .where(eq(assets.id, id));
      return row;
    },

    async isOwnedBy(id: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: assetOwners.assetId })
        .from(assetOwners)
        .where(and(eq(assetOwners.assetId, id), eq(assetOwners.userId, userId)));
      return row !== undefined;
    },
  };
}

/** SQL for uploaded files. */
export type AssetRepository = ReturnType<typeof createAssetRepository>;
