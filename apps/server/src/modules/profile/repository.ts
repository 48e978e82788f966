import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { profiles, users, type ProfilePreferences } from "../../db/schema";

/** A profile joined with the account fields it shows (name, e-mail). */
export interface ProfileRecord {
  name: string;
  email: string;
  emailVerified: boolean;
  profile: typeof profiles.$inferSelect;
}

/** SQL for the profile module: reads the profile with its account, writes name, preferences and onboarding. */
export function createProfileModuleRepository(db: Db) {
  // Every account gets its profile when it is created (accounts/auth.ts); this covers accounts from before that.
  const ensureRow = async (userId: string) => {
    await db.insert(profiles).values({ userId }).onConflictDoNothing();
  };

  return {
    async get(userId: string): Promise<ProfileRecord | undefined> {
      await ensureRow(userId);
      const [row] = await db
        .select({ name: users.name, email: users.email, emailVerified: users.emailVerified, profile: profiles })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, userId));
      return row;
    },

    async setDisplayName(userId: string, name: string): Promise<void> {
      await db.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    /** Merges the given keys into the stored preferences in one statement, so two tabs saving at once both count. */
    async mergePreferences(userId: string, changes: Partial<ProfilePreferences>): Promise<void> {
      await ensureRow(userId);
      await db
        .update(profiles)
        .set({ preferences: sql`${profiles.preferences} || ${JSON.stringify(changes)}::jsonb` })
        .where(eq(profiles.userId, userId));
    },

    /** Marks onboarding done; the answers are replaced only when given (skipping keeps earlier answers). */
    async completeOnboarding(userId: string, data: unknown | undefined): Promise<void> {
      await ensureRow(userId);
      await db
        .update(profiles)
        .set(data === undefined ? { onboardingCompleted: true } : { onboardingCompleted: true, onboardingData: data })
        .where(eq(profiles.userId, userId));
    },
  };
}

/** SQL for the profile module. */
export type ProfileModuleRepository = ReturnType<typeof createProfileModuleRepository>;
