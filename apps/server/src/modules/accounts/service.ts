import {
  apiMessage,
  type LanguageCode,
  type SessionUser,
  type SignInInput,
  type SignUpInput,
} from "@foliocraft/schemas";
import type { SessionLifetime } from "../../config";
import { AppError } from "../../errors";
import { signUpLanguage, type Auth } from "./auth";
import { toAppError } from "./auth-errors";
import { withAuthFailureCause } from "./auth-failure-cause";
import { hasPro } from "../plans/entitlements";
import type { PortfolioRepository } from "../portfolios/repository";
import type { AssetRepository } from "../uploads/repository";
import type { ProfileRepository } from "./profile-repository";
import type { ProviderAccountRepository } from "./provider-account-repository";
import type { SessionRepository } from "./session-repository";
import type { UserRepository } from "./user-repository";
import type { VerificationRepository } from "./verification-repository";

/** Cookies to set on the response, as better-auth produced them. */
type SetCookies = string[];

/** The signed-in user behind a request, as better-auth resolved it. */
export interface CurrentSession {
  userId: string;
  sessionId: string;
  email: string;
  name: string;
  emailVerified: boolean;
  /** When this session was signed in (a fresh sign-in can stand in for a password, see confirmIdentity). */
  createdAt: Date;
}

/** How recent a sign-in must be to stand in for the password of an account that has none. */
export const recentSignInMinutes = 5;

const dayMs = 24 * 60 * 60 * 1000;

/** Runs a better-auth call, its errors turned into ours (auth-errors.ts) with their cause noted for the log. */
export async function callAuth<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await withAuthFailureCause(fn);
  } catch (err) {
    return toAppError(err);
  }
}

/** The session of a user better-auth just signed in (its id is read back when needed). */
export function sessionOfAuthUser(u: {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}): CurrentSession {
  return {
    userId: u.id,
    sessionId: "",
    email: u.email,
    name: u.name,
    emailVerified: u.emailVerified,
    createdAt: new Date(),
  };
}

/**
 * Accounts: sign-up, sign-in, sign-out, password reset and change, sessions, export and deletion.
 * Passwords, sessions and tokens are better-auth's; messages, limits and the profile are ours.
 */
export function createAccountService(deps: {
  auth: Auth;
  users: UserRepository;
  sessions: SessionRepository;
  /** Sign-in methods: the password and the provider links (the `accounts` table). */
  signInMethods: ProviderAccountRepository;
  /** Reset links (better-auth's `verifications`): every outstanding one stops working on a newer link or a new password. */
  verifications: VerificationRepository;
  profiles: ProfileRepository;
  portfolios: PortfolioRepository;
  uploads: AssetRepository;
  lifetime: SessionLifetime;
}) {
  const { auth, users, sessions, signInMethods, verifications, profiles } = deps;

  const call = callAuth;

  return {
    /**
     * The signed-in user for these request headers, or null (no, idle-expired, too old or revoked session), and the
     * cookies better-auth set while reading it: a used session's expiry moves on (idle limit), and the browser's
     * cookie with it, so the caller sends them back (plugins/session.ts).
     */
    async resolveSession(headers: Headers): Promise<{ session: CurrentSession | null; cookies: SetCookies }> {
      const { headers: out, response: found } = await withAuthFailureCause(() =>
        auth.api.getSession({ headers, returnHeaders: true }),
      );
      if (!found) return { session: null, cookies: out.getSetCookie() };
      // The absolute limit: however active, a session ends maxDays after its sign-in (better-auth only slides).
      if (found.session.createdAt.getTime() + deps.lifetime.maxDays * dayMs <= Date.now()) {
        await sessions.delete(found.session.id);
        const { headers: cleared } = await auth.api.getSession({ headers, returnHeaders: true });
        return { session: null, cookies: cleared.getSetCookie() };
      }
      return {
        session: {
          userId: found.user.id,
          sessionId: found.session.id,
          email: found.user.email,
          name: found.user.name,
          emailVerified: found.user.emailVerified,
          createdAt: found.session.createdAt,
        },
        cookies: out.getSetCookie(),
      };
    },

    /** The signed-in user for these request headers, or null; see resolveSession. */
    async currentSession(headers: Headers): Promise<CurrentSession | null> {
      return (await this.resolveSession(headers)).session;
    },

    /**
     * Who is asking to delete the account (or to change its e-mail) must prove it is the owner now, not whoever
     * found the browser signed in: the current password, or, for an account without one, a sign-in (Google,
     * GitHub) within the last few minutes.
     */
    async confirmIdentity(session: CurrentSession, password: string | undefined, headers: Headers): Promise<void> {
      if (await signInMethods.hasPassword(session.userId)) {
        if (!password) throw new AppError("invalid-argument", apiMessage("currentPasswordRequired"));
        await call(() => auth.api.verifyPassword({ body: { password }, headers }));
        return;
      }
      if (session.createdAt.getTime() + recentSignInMinutes * 60_000 < Date.now()) {
        throw new AppError("permission-denied", apiMessage("recentSignInRequired", { minutes: recentSignInMinutes }), {
          reason: "recent-sign-in-required",
        });
      }
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
      return { session: sessionOfAuthUser(u), cookies: out.getSetCookie() };
    },

    /**
     * A password sign-in. For an account with two-step sign-in on, the answer has no session yet: the cookies carry
     * the pending sign-in that the code completes (two-factor.ts).
     */
    async signIn(
      input: SignInInput,
      headers: Headers,
    ): Promise<{ session: CurrentSession; cookies: SetCookies } | { twoFactorRequired: true; cookies: SetCookies }> {
      const { headers: out, response } = await call(() =>
        auth.api.signInEmail({
          body: { email: input.email, password: input.password, rememberMe: input.rememberMe },
          headers,
          returnHeaders: true,
        }),
      );
      if ((response as { twoFactorRedirect?: boolean }).twoFactorRedirect) {
        return { twoFactorRequired: true, cookies: out.getSetCookie() };
      }
      const u = response.user;
      return { session: sessionOfAuthUser(u), cookies: out.getSetCookie() };
    },

    async signOut(headers: Headers): Promise<SetCookies> {
      const { headers: out } = await call(() => auth.api.signOut({ headers, returnHeaders: true }));
      return out.getSetCookie();
    },

    /**
     * Sends a reset e-mail when the account exists; answers the same either way (no account enumeration). Only the
     * newest link works: earlier ones are forgotten first.
     */
    async requestPasswordReset(email: string, headers: Headers): Promise<void> {
      const user = await users.byEmail(email.trim().toLowerCase());
      if (user) await verifications.forgetResetLinks(user.id);
      await call(() => auth.api.requestPasswordReset({ body: { email, redirectTo: "/reset-password" }, headers }));
    },

    /**
     * Sets the new password (better-auth also ends every session of the user). A reset proves control of the
     * mailbox, so it also removes what someone else may have attached before: provider links whose e-mail the
     * provider never verified, and any other reset link.
     */
    async resetPassword(token: string, password: string, headers: Headers): Promise<void> {
      const userId = await verifications.resetLinkOwner(token);
      await call(() => auth.api.resetPassword({ body: { token, newPassword: password }, headers }));
      if (!userId) return;
      await signInMethods.removeUnverifiedLinks(userId);
      await sessions.deleteAllOf(userId);
      await verifications.forgetResetLinks(userId);
    },

    /** Changes the password (the current one is checked); other sessions and every outstanding reset link end. */
    async changePassword(
      session: CurrentSession,
      currentPassword: string,
      password: string,
      headers: Headers,
    ): Promise<SetCookies> {
      const { headers: out } = await call(() =>
        auth.api.changePassword({
          body: { currentPassword, newPassword: password, revokeOtherSessions: true },
          headers,
          returnHeaders: true,
        }),
      );
      await verifications.forgetResetLinks(session.userId);
      return out.getSetCookie();
    },

    async listSessions(session: CurrentSession) {
      const rows = await sessions.listOf(session.userId);
      return rows
        .filter((r) => r.expiresAt > new Date())
        .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())
        .map((r) => ({
          ...r,
          createdAt: r.createdAt.toISOString(),
          updatedAt: r.updatedAt.toISOString(),
          expiresAt: r.expiresAt.toISOString(),
          current: r.id === session.sessionId,
        }));
    },

    async revokeOtherSessions(headers: Headers): Promise<void> {
      await call(() => auth.api.revokeOtherSessions({ headers }));
    },

    async linkedAccounts(session: CurrentSession) {
      const rows = await signInMethods.linksOf(session.userId);
      return rows.map((r) => ({
        provider: r.providerId === "credential" ? "password" : r.providerId,
        linkedAt: r.createdAt.toISOString(),
      }));
    },

    /** Everything stored about the user, for "export my data". Secrets (password hash, tokens) are never included. */
    async exportData(session: CurrentSession) {
      const user = await users.get(session.userId);
      if (!user) throw new AppError("not-found", apiMessage("accountNotFound"));
      return {
        exportedAt: new Date().toISOString(),
        user,
        profile: (await profiles.get(session.userId)) ?? null,
        linkedAccounts: await this.linkedAccounts(session),
        sessions: await this.listSessions(session),
        // Everything the user made: drafts, published snapshots and the addresses of their uploads.
        portfolios: await deps.portfolios.allOwned(session.userId),
        uploads: (await deps.uploads.listOwned(session.userId)).map((a) => ({
          ...a,
          url: `/assets/${a.id}.${a.contentType === "application/pdf" ? "pdf" : "webp"}`,
        })),
      };
    },

    /**
     * Deletes the account and, through foreign keys, every row that belongs to it: after the typed e-mail and the
     * owner's proof (confirmIdentity). Its uploads go too, except files another account also uploaded
     * (content-addressed, so they share the row).
     */
    async deleteAccount(
      session: CurrentSession,
      input: { confirmEmail: string; password?: string | undefined },
      headers: Headers,
    ): Promise<void> {
      if (input.confirmEmail.trim().toLowerCase() !== session.email.toLowerCase()) {
        throw new AppError("invalid-argument", apiMessage("deleteConfirmMismatch"));
      }
      await this.confirmIdentity(session, input.password, headers);
      await users.deleteWithUploads(session.userId);
    },
  };
}

/** Accounts and sessions. */
export type AccountService = ReturnType<typeof createAccountService>;
