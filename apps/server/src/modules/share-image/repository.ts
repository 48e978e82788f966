import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { assets, shareImages } from "../../db/schema";

/** SQL for share images: the drawn PNGs by what drew them and by their own hash, and the photos they show. */
export function createShareImageRepository(db: Db) {
  return {
    /** The PNG hash already drawn for these inputs, if any. */
    async hashOfInputs(inputKey: string): Promise<string | undefined> {
      const [row] = await db
        .select({ pngHash: shareImages.pngHash })
        .from(shareImages)
        .where(eq(shareImages.inputKey, inputKey))
        .limit(1);
      return row?.pngHash;
    },

    /** Stores a drawn image; the same inputs drawn at once by two servers keep the first. */
    async save(inputKey: string, pngHash: string, data: Uint8Array): Promise<void> {
      await db
        .insert(shareImages)
        .values({ inputKey, pngHash, data: Buffer.from(data) })
        .onConflictDoNothing();
    },

    /** The PNG bytes of a hash (any row: equal hashes are equal bytes). */
    async png(pngHash: string): Promise<Buffer | undefined> {
      const [row] = await db
        .select({ data: shareImages.data })
        .from(shareImages)
        .where(eq(shareImages.pngHash, pngHash))
        .limit(1);
      return row?.data;
    },

    /** An uploaded file by its id (the photo an image shows). */
    async asset(id: string): Promise<{ contentType: string; data: Buffer } | undefined> {
      const [row] = await db
        .select({ contentType: assets.contentType, data: assets.data })
        .from(assets)
        .where(eq(assets.id, id))
        .limit(1);
      return row;
    },
  };
}

/** SQL for share images. */
export type ShareImageRepository = ReturnType<typeof createShareImageRepository>;
