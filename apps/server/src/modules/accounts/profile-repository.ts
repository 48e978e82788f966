import { eq } from "drizzle-orm";
import { defaultProfilePreferences, type LanguageCode } from "@foliocraft/schemas";
import type { Db } from "../../db/client";
import { profiles, users } from "../../db/schema";

/** A profile row. */
export type ProfileRow = typeof profiles.$inferSelect;

// Spec §3: admins are created as pro, premium and admin with subscriptionType admin, amount 0, currency ADMIN.
const adminFields = (now: Date) => ({
  isAdmin: true,
  plan: "pro" as const,
  isPremium: true,
  subscriptionType: "admin",
  paymentProviderId: "admin",
  lastPaymentDate: now,
  paymentAmount: 0,
  paymentCurrency: "ADMIN",
  transactionRef: "admin_upgrade",
});

/** SQL for profiles. */
export function createProfileRepository(db: Db) {
  return {
    /** Creates the profile once; `language` is the interface language the person signed up in. */
    async createFor(userId: string, isAdmin: boolean, language?: LanguageCode): Promise<void> {
      const now = new Date();
      await db
        .insert(profiles)
        .values({
          userId,
          createdAt: now,
          lastActive: now,
          ...(language ? { preferences: { ...defaultProfilePreferences, language } } : {}),
          ...(isAdmin ? adminFields(now) : {}),
        })
        .onConflictDoNothing();
    },

    /**
     * Applies ADMIN_EMAILS as configured now: grants admin to a listed address once it is VERIFIED (anyone can type
     * an address at sign-up; only its owner can follow the link), and takes it back from an address no longer listed
     * or no longer verified (a plan that came only from being admin goes back to free; a paid plan is kept).
     */
    async syncAdmin(userId: string, adminEmails: string[], now = new Date()): Promise<void> {
      const [user] = await db
        .select({ email: users.email, emailVerified: users.emailVerified })
        .from(users)
        .where(eq(users.id, userId));
      if (!user) return;
      const shouldBeAdmin = user.emailVerified && adminEmails.includes(user.email.toLowerCase());
      await this.createFor(userId, shouldBeAdmin);
      const [profile] = await db
        .select({ isAdmin: profiles.isAdmin, subscriptionType: profiles.subscriptionType })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      if (shouldBeAdmin && !profile?.isAdmin) {
        await db.update(profiles).set(adminFields(now)).where(eq(profiles.userId, userId));
      } else if (!shouldBeAdmin && profile?.isAdmin) {
        await db
          .update(profiles)
          .set(
            profile.subscriptionType === "admin"
              ? { isAdmin: false, plan: "free", isPremium: false, subscriptionType: null }
              : { isAdmin: false },
          )
          .where(eq(profiles.userId, userId));
      }
    },

    /** A sign-in: updates lastActive and applies ADMIN_EMAILS as it is configured now (syncAdmin). */
    async touchOnSignIn(userId: string, adminEmails: string[]): Promise<void> {
      const now = new Date();
      await this.syncAdmin(userId, adminEmails, now);
      await db.update(profiles).set({ lastActive: now }).where(eq(profiles.userId, userId));
    },

    async get(userId: string): Promise<ProfileRow | undefined> {
      const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
      return row;
    },
  };
}

/** SQL for profiles. */
export type ProfileRepository = ReturnType<typeof createProfileRepository>;
