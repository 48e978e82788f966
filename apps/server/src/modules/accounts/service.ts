import { eq } from "drizzle-orm";
import {
  apiMessage,
  type LanguageCode,
  type SessionUser,
  type SignInInput,
  type SignUpInput,
} from "@foliocraft/schemas";
import type { Db } from "../../db/client";
import { accounts, assetOwners, assets, portfolios, sessions, users } from "../../db/schema";
import { AppError } from "../../errors";
import { signUpLanguage, type Auth } from "./auth";
import { toAppError } from "./auth-errors";
import { withAuthFailureCause } from "./auth-failure-cause";
import { hasPro } from "../plans/entitlements";
import type { ProfileRepository } from "./profile-repository";

/** Cookies to set on the response, as better-auth produced them. */
type SetCookies = string[];

/** The signed-in user behind a request, as better-auth resolved it. */
export interface CurrentSession {
  userId: string;
  sessionId: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

/**
 * Accounts: sign-up, sign-in, sign-out, password reset and change, sessions, export and deletion.
 * Passwords, sessions and tokens are better-auth's; messages, limits and the profile are ours.
 */
export function createAccountService(deps: { auth: Auth; db: Db; profiles: ProfileRepository }) {
  const { auth, db, profiles } = deps;

  async function call<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await withAuthFailureCause(fn);
    } catch (err) {
      return toAppError(err);
    }
  }

  return {
    /** The signed-in user for these request headers, or null (no, expired or revoked session). */
    async currentSession(headers: Headers): Promise<CurrentSession | null> {
      const found = await withAuthFailureCause(() => auth.api.getSession({ headers }));
      if (!found) return null;
      return {
        userId: found.user.id,
        sessionId: found.session.id,
        email: found.user.email,
        name: found.user.name,
        emailVerified: found.user.emailVerified,
      };
    },

    /** What the web shell shows about a user (header, guard, Pro badge). */
    async sessionUser(session: CurrentSession): Promise<SessionUser> {
      const profile = await profiles.get(session.userId);
      return {
        id: session.userId,
        email: session.email,
        name: session.name,
        emailVerified: session.emailVerified,
        // The one entitlement rule (plans/entitlements): a lapsed plan loses the badge the moment it ends.
        isPremium: hasPro(profile),
        isAdmin: profile?.isAdmin ?? false,
        onboardingCompleted: profile?.onboardingCompleted ?? false,
      };
    },

    async signUp(
      input: SignUpInput & { language?: LanguageCode | undefined },
      headers: Headers,
    ): Promise<{ session: CurrentSession; cookies: SetCookies }> {
      const { headers: out, response } = await call(() =>
        signUpLanguage.run(input.language, () =>
          auth.api.signUpEmail({
            body: { name: input.name, email: input.email, password: input.password, callbackURL: "/dashboard" },
            headers,
            returnHeaders: true,
          }),
        ),
      );
      const u = response.user;
      return {
        session: { userId: u.id, sessionId: "", email: u.email, name: u.name, emailVerified: u.emailVerified },
        cookies: out.getSetCookie(),
      };
    },

    async signIn(input: SignInInput, headers: Headers): Promise<{ session: CurrentSession; cookies: SetCookies }> {
      const { headers: out, response } = await call(() =>
        auth.api.signInEmail({
          body: { email: input.email, password: input.password, rememberMe: input.rememberMe },
          headers,
          returnHeaders: true,
        }),
      );
      const u = response.user;
      return {
        session: { userId: u.id, sessionId: "", email: u.email, name: u.name, emailVerified: u.emailVerified },
        cookies: out.getSetCookie(),
      };
    },

    async signOut(headers: Headers): Promise<SetCookies> {
      const { headers: out } = await call(() => auth.api.signOut({ headers, returnHeaders: true }));
      return out.getSetCookie();
    },

    /** Sends a reset e-mail when the account exists; answers the same either way (no account enumeration). */
    async requestPasswordReset(email: string, headers: Headers): Promise<void> {
      await call(() => auth.api.requestPasswordReset({ body: { email, redirectTo: "/reset-password" }, headers }));
    },

    async resetPassword(token: string, password: string, headers: Headers): Promise<void> {
      await call(() => auth.api.resetPassword({ body: { token, newPassword: password }, headers }));
    },

    async changePassword(currentPassword: string, password: string, headers: Headers): Promise<SetCookies> {
      const { headers: out } = await call(() =>
        auth.api.changePassword({
          body: { currentPassword, newPassword: password, revokeOtherSessions: true },
          headers,
          returnHeaders: true,
        }),
      );
      return out.getSetCookie();
    },

    async listSessions(session: CurrentSession) {
      const rows = await db
        .select({
          id: sessions.id,
          createdAt: sessions.createdAt,
          updatedAt: sessions.updatedAt,
          expiresAt: sessions.expiresAt,
          ipAddress: sessions.ipAddress,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .where(eq(sessions.userId, session.userId));
      return rows
        .filter((r) => r.expiresAt > new Date())
        .map((r) => ({ ...r, current: r.id === session.sessionId }))
        .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
    },

    async revokeOtherSessions(headers: Headers): Promise<void> {
      await call(() => auth.api.revokeOtherSessions({ headers }));
    },

    async linkedAccounts(session: CurrentSession) {
      const rows = await db
        .select({ providerId: accounts.providerId, createdAt: accounts.createdAt })
        .from(accounts)
        .where(eq(accounts.userId, session.userId));
      return rows.map((r) => ({
        provider: r.providerId === "credential" ? "password" : r.providerId,
        linkedAt: r.createdAt,
      }));
    },

    /** Everything stored about the user, for "export my data". Secrets (password hash, tokens) are never included. */
    async exportData(session: CurrentSession) {
      const [user] = await db.select().from(users).where(eq(users.id, session.userId));
      if (!user) throw new AppError("not-found", apiMessage("accountNotFound"));
      return {
        exportedAt: new Date().toISOString(),
        user,
        profile: (await profiles.get(session.userId)) ?? null,
        linkedAccounts: await this.linkedAccounts(session),
        sessions: await this.listSessions(session),
        // Everything the user made: drafts, published snapshots and the addresses of their uploads.
        portfolios: await db.select().from(portfolios).where(eq(portfolios.userId, session.userId)),
        uploads: (
          await db
            .select({
              id: assets.id,
              contentType: assets.contentType,
              size: assets.size,
              uploadedAt: assetOwners.createdAt,
            })
            .from(assetOwners)
            .innerJoin(assets, eq(assets.id, assetOwners.assetId))
            .where(eq(assetOwners.userId, session.userId))
        ).map((a) => ({ ...a, url: `/assets/${a.id}.${a.contentType === "application/pdf" ? "pdf" : "webp"}` })),
      };
    },

    /** Deletes the account and, through foreign keys, every row that belongs to it. */
    async deleteAccount(session: CurrentSession, confirmEmail: string): Promise<void> {
      if (confirmEmail.trim().toLowerCase() !== session.email.toLowerCase()) {
        throw new AppError("invalid-argument", apiMessage("deleteConfirmMismatch"));
      }
      await db.delete(users).where(eq(users.id, session.userId));
    },
  };
}

/** Accounts and sessions. */
export type AccountService = ReturnType<typeof createAccountService>;
