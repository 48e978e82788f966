import { and, eq, inArray } from "drizzle-orm";
import type { PortfolioContent } from "@foliocraft/schemas";
import type { Db } from "../../db/client";
import { assets, portfolios } from "../../db/schema";

/** The fields of a portfolio an export needs. */
export interface ExportablePortfolio {
  name: string;
  content: PortfolioContent;
  publishedAt: Date | null;
  updatedAt: Date;
}

/** One uploaded file, as bundled into an export. */
export interface ExportAsset {
  id: string;
  contentType: string;
  data: Buffer;
}

/** SQL for exports: the owner's portfolio and the uploads it references. */
export function createExportRepository(db: Db) {
  return {
    /** The portfolio only when `userId` owns it: another user's id reads as missing. */
    async findOwned(userId: string, id: string): Promise<ExportablePortfolio | undefined> {
      const [row] = await db
        .select({
          name: portfolios.name,
          content: portfolios.content,
          publishedAt: portfolios.publishedAt,
          updatedAt: portfolios.updatedAt,
        })
        .from(portfolios)
        .where(and(eq(portfolios.id, id), eq(portfolios.userId, userId)));
      return row;
    },

    async assets(ids: string[]): Promise<ExportAsset[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: assets.id, contentType: assets.contentType, data: assets.data })
        .from(assets)
        .where(inArray(assets.id, ids));
    },
  };
}

/** SQL for exports. */
export type ExportRepository = ReturnType<typeof createExportRepository>;
