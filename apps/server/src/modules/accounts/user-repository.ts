import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { deleteUnownedAssets, ownedAssetIds } from "../uploads/repository";

/** A `users` row (no secret lives here: passwords are on `accounts`, authenticator secrets on `two_factors`). */
export type UserRow = typeof users.$inferSelect;

/**
 * The `users` table: people who can sign in. better-auth's adapter creates and updates the rows (auth-store-repository.ts);
 * our own reads and writes of it are here.
 */
export function createUserRepository(db: Db) {
  return {
    async get(userId: string): Promise<UserRow | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      return user;
    },

    /** The user with exactly this e-mail address (stored lower-case). */
    async byEmail(email: string): Promise<{ id: string; emailVerified: boolean } | undefined> {
      const [user] = await db
        .select({ id: users.id, emailVerified: users.emailVerified })
        .from(users)
        .where(eq(users.email, email));
      return user;
    },

    async markEmailVerified(userId: string): Promise<void> {
      await db.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    /** Whether two-step sign-in is on for the user. */
    async twoFactorEnabled(userId: string): Promise<boolean> {
      const [row] = await db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, userId));
      return row?.on ?? false;
    },

    /**
     * Deletes the user and, through foreign keys, every row that belongs to them; their uploads go too, except files
     * another account also uploaded (content-addressed, so they share the row). One transaction.
     */
    async deleteWithUploads(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const uploads = await ownedAssetIds(tx, userId);
        await tx.delete(users).where(eq(users.id, userId));
        await deleteUnownedAssets(tx, uploads);
      });
    },
  };
}

/** People who can sign in (the `users` table). */
export type UserRepository = ReturnType<typeof createUserRepository>;
