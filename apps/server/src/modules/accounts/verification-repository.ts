import { and, eq, like } from "drizzle-orm";
import type { Db } from "../../db/client";
import { verifications } from "../../db/schema";

// better-auth keeps reset links in its verification table as `reset-password:<token>` → the user's id.
const resetIdentifierPrefix = "reset-password:";

/**
 * The `verifications` table: better-auth's single-use tokens (e-mail verification, password reset, the pending
 * second step of a sign-in), written by its adapter (auth-store-repository.ts). Our queries on the reset links are here.
 */
export function createVerificationRepository(db: Db) {
  return {
    /** The user a password-reset link belongs to, or undefined for an unknown or used token. */
    async resetLinkOwner(token: string): Promise<string | undefined> {
      const [link] = await db
        .select({ userId: verifications.value })
        .from(verifications)
        .where(eq(verifications.identifier, `${resetIdentifierPrefix}${token}`));
      return link?.userId;
    },

    /** Every outstanding reset link of the user stops working. */
    async forgetResetLinks(userId: string): Promise<void> {
      await db
        .delete(verifications)
        .where(and(like(verifications.identifier, `${resetIdentifierPrefix}%`), eq(verifications.value, userId)));
    },
  };
}

/** better-auth's single-use tokens (the `verifications` table). */
export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
