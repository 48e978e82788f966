import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { betterAuth } from "better-auth";
import type { FastifyBaseLogger } from "fastify";
import { APIError } from "better-auth/api";
import { genericOAuth, twoFactor, type GenericOAuthConfig } from "better-auth/plugins";
import { passkey } from "@better-auth/passkey";
import { type LanguageCode, maxPasswordLength, minPasswordLength, passwordResetTtlSeconds } from "@foliocraft/schemas";
import type { PasskeyRelyingParty, SessionLifetime } from "../../config";
import type { Db } from "../../db/client";
import type { MailService } from "../mail/service";
import { mailLanguage } from "../mail/i18n";
import { passwordResetMail, verifyEmailMail } from "../mail/templates";
import type { ProfileRepository } from "./profile-repository";
import { betterAuthLogger } from "./auth-failure-cause";
import { oauthFailure } from "./oauth-providers";
import { authStore } from "./auth-store-repository";
import { passkeyChecks } from "./passkey-checks";
import { createPasskeyRepository } from "./passkey-repository";
import { createTwoFactorRepository } from "./two-factor-repository";
import { refuseReusedTotp } from "./totp-replay";

const daySeconds = 24 * 60 * 60;
/**
 * How often a used session's expiry moves forward (better-auth `session.updateAge`: on a read at least this long
 * after the last move, expiresAt becomes now + expiresIn and the cookie is set again). The idle limit is therefore
 * kept to within this hour; the write happens at most once an hour per session.
 */
export const sessionRefreshSeconds = 60 * 60;

/** How long the second step of a sign-in may take before the e-mail and password must be entered again. */
export const twoFactorPendingSeconds = 10 * 60;

/**
 * The interface language of the e-mail sign-up in progress (service.signUp runs better-auth inside it): stored on the
 * new profile, and the language of the verification e-mail better-auth sends before that profile exists.
 */
export const signUpLanguage = new AsyncLocalStorage<LanguageCode | undefined>();

/** What the better-auth instance needs from the rest of the app. */
export interface AuthDeps {
  db: Db;
  publicUrl: string;
  secret: string;
  adminEmails: string[];
  mail: MailService;
  profiles: ProfileRepository;
  /** Configured OAuth providers (oauth-providers.ts); empty disables OAuth sign-in. */
  oauthProviders: GenericOAuthConfig[];
  /** Idle and absolute session lifetimes (config.ts); the absolute one is enforced in service.currentSession. */
  sessions: SessionLifetime;
  /** Passkeys' relying party (config.ts); null turns passkeys off. */
  passkeys: PasskeyRelyingParty | null;
  /** Where better-auth's own log lines go (the app's logger). */
  log?: FastifyBaseLogger;
}

/**
 * The better-auth instance: e-mail + password, database sessions, password reset and e-mail verification.
 * Its own HTTP endpoints are not exposed wholesale: our routes call `auth.api.*` so that validation, messages,
 * rate limits and the error format are ours (see routes.ts); only link targets are mounted (auth-handler.ts).
 */
export function createAuth(deps: AuthDeps) {
  const secure = deps.publicUrl.startsWith("https://");
  return betterAuth({
    appName: "Foliocraft",
    baseURL: deps.publicUrl,
    basePath: "/api/auth",
    secret: deps.secret,
    trustedOrigins: [new URL(deps.publicUrl).origin],
    database: authStore(deps.db),
    // Our own limits (per address and per account) wrap every route that calls better-auth.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    ...(deps.log ? { logger: betterAuthLogger(deps.log) } : {}),
    // An authenticator code is accepted once (totp-replay.ts).
    hooks: { before: refuseReusedTotp(createTwoFactorRepository(deps.db)) },
    emailAndPassword: {
      enabled: true,
      minPasswordLength,
      maxPasswordLength,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: passwordResetTtlSeconds,
      // Issue: every other session ends after a reset.
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const link = `${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        // In the language the person chose for the interface (their profile), English before they chose one.
        const language = mailLanguage((await deps.profiles.get(user.id))?.preferences.language);
        await deps.mail.send(passwordResetMail(user, link, language));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, token }) => {
        // better-auth sends this during sign-up, before the profile exists: the sign-up's own language comes first.
        const language = mailLanguage(
          signUpLanguage.getStore() ?? (await deps.profiles.get(user.id))?.preferences.language,
        );
        // The link opens our page, which verifies by a same-origin POST (verify-email-service.ts): a GET from
        // another site must never sign anyone in or replace someone's session.
        const link = `${deps.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
        await deps.mail.send(verifyEmailMail(user, link, language));
      },
    },
    plugins: [
      // Two-step sign-in: an authenticator app (TOTP, RFC 6238) with single-use recovery codes; a password sign-in
      // of an account that turned it on gets a short-lived pending cookie instead of a session (two-factor.ts).
      twoFactor({
        issuer: "Foliocraft",
        twoFactorTable: "twoFactor",
        twoFactorCookieMaxAge: twoFactorPendingSeconds,
        backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: "encrypted" },
      }),
      ...(deps.oauthProviders.length > 0 ? [genericOAuth({ config: deps.oauthProviders })] : []),
      // Passkeys (WebAuthn through SimpleWebAuthn): bound to PUBLIC_URL's host and origin, never to the request's
      // Origin header. Discoverable credentials with user verification (the device's PIN or biometrics): a passkey
      // is then two factors in one, so its sign-in asks for no authenticator code (passkey-checks.ts, security.md).
      ...(deps.passkeys
        ? [
            passkey({
              rpID: deps.passkeys.rpId,
              rpName: "Foliocraft",
              origin: deps.passkeys.origin,
              authenticatorSelection: { residentKey: "required", userVerification: "required" },
              registration: { afterVerification: passkeyChecks.afterRegistration },
              authentication: {
                afterVerification: passkeyChecks.afterAuthentication(createPasskeyRepository(deps.db)),
              },
            }),
          ]
        : []),
    ],
    account: {
      // Provider tokens (the GitHub token used for deploys later) are encrypted with the server secret.
      encryptOAuthTokens: true,
      // A provider that reports the same, verified e-mail signs in to the existing account.
      accountLinking: { enabled: true },
    },
    session: {
      // Sliding: a session unused for idleDays expires (and is deleted when next presented); each use moves it on.
      expiresIn: deps.sessions.idleDays * daySeconds,
      updateAge: sessionRefreshSeconds,
    },
    advanced: {
      cookiePrefix: "foliocraft",
      // Secure cookies only when the app is served over HTTPS (a local http://localhost install must still work).
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure },
      database: { generateId: () => randomUUID() },
    },
    databaseHooks: {
      user: {
        create: {
          // A provider that did not verify the address proves nothing about who owns it: no account is created for
          // it (the reason, "verify it or sign up by e-mail", was noted by oauth-providers.ts).
          before: async () => {
            if (oauthFailure.getStore()?.identity?.emailVerified === false) {
              throw new APIError("FORBIDDEN", { code: "email_not_verified", message: "E-mail not verified" });
            }
          },
          // Every account gets its profile at once, whichever way it was created. Admin only for a verified address.
          after: async (user) => {
            await deps.profiles.createFor(
              user.id,
              user.emailVerified && deps.adminEmails.includes(user.email.toLowerCase()),
              signUpLanguage.getStore(),
            );
          },
        },
        update: {
          // The e-mail was just verified (or changed): ADMIN_EMAILS applies from this moment.
          after: async (user) => {
            await deps.profiles.syncAdmin(user.id, deps.adminEmails);
          },
        },
      },
      session: {
        create: {
          // A sign-in: record activity and apply ADMIN_EMAILS as it is configured now.
          after: async (session) => {
            await deps.profiles.touchOnSignIn(session.userId, deps.adminEmails);
          },
        },
      },
    },
  });
}

/** The better-auth instance. */
export type Auth = ReturnType<typeof createAuth>;
