import { and, eq } from "drizzle-orm";
import type { PortfolioContent } from "@foliocraft/schemas";
import type { Db } from "../../db/client";
import { portfolios, resumePdfs } from "../../db/schema";

/** SQL for generated résumés: the PDFs by what made them and by their own hash. */
export function createResumePdfRepository(db: Db) {
  return {
    /** The PDF hash already made from these inputs, if any. */
    async hashOfInputs(inputKey: string): Promise<string | undefined> {
      const [row] = await db
        .select({ pdfHash: resumePdfs.pdfHash })
        .from(resumePdfs)
        .where(eq(resumePdfs.inputKey, inputKey))
        .limit(1);
      return row?.pdfHash;
    },

    /** Stores a made PDF; the same inputs made at once by two servers keep the first. */
    async save(inputKey: string, pdfHash: string, data: Uint8Array): Promise<void> {
      await db
        .insert(resumePdfs)
        .values({ inputKey, pdfHash, data: Buffer.from(data) })
        .onConflictDoNothing();
    },

    /** The PDF bytes of a hash (any row: equal hashes are equal bytes). */
    async pdf(pdfHash: string): Promise<Buffer | undefined> {
      const [row] = await db
        .select({ data: resumePdfs.data })
        .from(resumePdfs)
        .where(eq(resumePdfs.pdfHash, pdfHash))
        .limit(1);
      return row?.data;
    },

    /** The draft of one of `userId`'s portfolios (the builder previews the résumé of what is being edited). */
    async draftContent(userId: string, portfolioId: string): Promise<PortfolioContent | undefined> {
      const [row] = await db
        .select({ content: portfolios.content })
        .from(portfolios)
        .where(and(eq(portfolios.id, portfolioId), eq(portfolios.userId, userId)))
        .limit(1);
      return row?.content;
    },
  };
}

/** Generated résumés in the database. */
export type ResumePdfRepository = ReturnType<typeof createResumePdfRepository>;
