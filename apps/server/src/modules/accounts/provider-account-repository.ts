import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts } from "../../db/schema";

/** How removing a provider link ended (see unlinkUnlessLast). */
export type UnlinkOutcome = "removed" | "not-connected" | "last-sign-in-method";

/**
 * The `accounts` table: how a user signs in (a password, or a Google / GitHub link better-auth wrote). better-auth's
 * own adapter writes the rows; our queries on them are here.
 */
export function createProviderAccountRepository(db: Db) {
  return {
    /** Whether the user can sign in with a password (better-auth's "credential" account). */
    async hasPassword(userId: string): Promise<boolean> {
      const [credential] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
      return credential !== undefined;
    },

    /** Every way the user signs in ("credential" for the password), with when it was added. */
    async linksOf(userId: string): Promise<{ providerId: string; createdAt: Date }[]> {
      return db
        .select({ providerId: accounts.providerId, createdAt: accounts.createdAt })
        .from(accounts)
        .where(eq(accounts.userId, userId));
    },

    /** Removes the user's provider links whose e-mail the provider did not verify (after a password reset). */
    async removeUnverifiedLinks(userId: string): Promise<void> {
      await db
        .delete(accounts)
        .where(
          and(
            eq(accounts.userId, userId),
            ne(accounts.providerId, "credential"),
            eq(accounts.providerEmailVerified, false),
          ),
        );
    },

    /** The stored (encrypted) access token of the user's link to a provider, or undefined without one. */
    async accessToken(userId: string, providerId: string): Promise<string | undefined> {
      const [linked] = await db
        .select({ accessToken: accounts.accessToken })
        .from(accounts)
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, providerId)));
      return linked?.accessToken ?? undefined;
    },

    /** Records whether the provider vouched for the e-mail of the link to this provider account this time. */
    async recordProviderEmailVerified(providerId: string, accountId: string, verified: boolean): Promise<void> {
      await db
        .update(accounts)
        .set({ providerEmailVerified: verified })
        .where(and(eq(accounts.providerId, providerId), eq(accounts.accountId, accountId)));
    },

    /**
     * Removes the user's link to a provider unless it is their only way left to sign in (no password and no other
     * provider). The user's rows are locked meanwhile, so two removals at once cannot leave none.
     */
    async unlinkUnlessLast(userId: string, providerId: string): Promise<UnlinkOutcome> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: accounts.id, providerId: accounts.providerId })
          .from(accounts)
          .where(eq(accounts.userId, userId))
          .for("update");
        if (!rows.some((row) => row.providerId === providerId)) return "not-connected";
        if (rows.every((row) => row.providerId === providerId)) return "last-sign-in-method";
        await tx.delete(accounts).where(and(eq(accounts.userId, userId), eq(accounts.providerId, providerId)));
        return "removed";
      });
    },
  };
}

/** Sign-in methods (the `accounts` table). */
export type ProviderAccountRepository = ReturnType<typeof createProviderAccountRepository>;
