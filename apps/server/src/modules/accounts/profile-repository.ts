import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { defaultProfilePreferences, type LanguageCode } from "@foliocraft/schemas";
import type { Db } from "../../db/client";
import { profiles, users, type ProfilePreferences } from "../../db/schema";

/** A profile row. */
export type ProfileRow = typeof profiles.$inferSelect;

/** A profile joined with the account fields it shows (name, e-mail). */
export interface ProfileRecord {
  name: string;
  email: string;
  emailVerified: boolean;
  profile: ProfileRow;
}

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

/**
 * The one repository of the `profiles` table (plan, role, preferences, onboarding, username): every module reads and
 * writes profiles through it, except the payment repository's guarded plan changes, which run inside its payment
 * transactions.
 */
export function createProfileRepository(db: Db) {
  // Every account gets its profile when it is created (accounts/auth.ts); this covers accounts from before that.
  const ensureRow = async (userId: string) => {
    await db.insert(profiles).values({ userId }).onConflictDoNothing();
  };

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

    /** The profile with its account's name and e-mail (created first for an account from before profiles). */
    async record(userId: string): Promise<ProfileRecord | undefined> {
      await ensureRow(userId);
      const [row] = await db
        .select({ name: users.name, email: users.email, emailVerified: users.emailVerified, profile: profiles })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, userId));
      return row;
    },

    /** The name the profile shows, kept on the account (better-auth's `users.name`). */
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

    /** Counts a finished deploy on the profile (spec §3 deploymentsCount). */
    async countDeployment(userId: string): Promise<void> {
      await db
        .update(profiles)
        .set({ deploymentsCount: sql`${profiles.deploymentsCount} + 1` })
        .where(eq(profiles.userId, userId));
    },

    /** The user's username, or null. */
    async username(userId: string): Promise<string | null> {
      const [row] = await db.select({ username: profiles.username }).from(profiles).where(eq(profiles.userId, userId));
      return row?.username ?? null;
    },

    /** Who holds `username`, leaving out `exceptUserId` when given. */
    async usernameHolder(username: string, exceptUserId?: string): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: profiles.userId })
        .from(profiles)
        .where(
          exceptUserId === undefined
            ? eq(profiles.username, username)
            : and(eq(profiles.username, username), ne(profiles.userId, exceptUserId)),
        );
      return row?.userId;
    },

    /** Sets the user's username; the unique index refuses one another account holds (a unique violation). */
    async setUsername(userId: string, username: string): Promise<void> {
      await db.update(profiles).set({ username }).where(eq(profiles.userId, userId));
    },

    /** What a username suggestion is made from: the account's name and e-mail, and the username it has. */
    async usernameSource(
      userId: string,
    ): Promise<{ name: string; email: string; username: string | null } | undefined> {
      const [me] = await db
        .select({ name: users.name, email: users.email, username: profiles.username })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, userId));
      return me;
    },

    /** Those of `candidates` some account holds. */
    async takenUsernames(candidates: string[]): Promise<Set<string>> {
      const rows = await db
        .select({ username: profiles.username })
        .from(profiles)
        .where(inArray(profiles.username, candidates));
      return new Set(rows.flatMap((r) => (r.username === null ? [] : [r.username])));
    },
  };
}

/** SQL for profiles. */
export type ProfileRepository = ReturnType<typeof createProfileRepository>;
