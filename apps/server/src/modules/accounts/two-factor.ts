import { randomBytes } from "node:crypto";
import { serializeSignedCookie } from "better-call";
import { apiMessage } from "@foliocraft/schemas";
import { AppError } from "../../errors";
import { twoFactorPendingSeconds, type Auth } from "./auth";
import { callAuth as call, sessionOfAuthUser, type CurrentSession } from "./service";
import type { SessionRepository } from "./session-repository";
import type { UserRepository } from "./user-repository";

/**
 * Two-step sign-in through better-auth's twoFactor plugin: an authenticator app (TOTP) and ten single-use recovery
 * codes, both stored encrypted. Once on, a password sign-in yields no session but a signed, ten-minute pending
 * cookie (better-auth's hook on /sign-in/email); the code or a recovery code then completes it. Wrong codes are
 * counted per pending sign-in by the plugin (five, then the password is asked again) and per address by our route.
 */
export function createTwoFactorService(deps: { auth: Auth; users: UserRepository; sessions: SessionRepository }) {
  const { auth } = deps;

  const isOn = (userId: string): Promise<boolean> => deps.users.twoFactorEnabled(userId);

  return {
    isOn,

    /** Step 1 of turning it on: a new secret (not in force until confirmed) and a new set of recovery codes. */
    async setUp(session: CurrentSession, password: string, headers: Headers) {
      if (await isOn(session.userId)) throw new AppError("aborted", apiMessage("twoFactorAlreadyOn"));
      const { headers: out, response } = await call(() =>
        auth.api.enableTwoFactor({ body: { password, issuer: "Foliocraft" }, headers, returnHeaders: true }),
      );
      const { totpURI, backupCodes } = response as { totpURI?: string; backupCodes: string[] };
      if (!totpURI) throw new Error("better-auth answered the set-up without a TOTP URI");
      return { totpUri: totpURI, recoveryCodes: backupCodes, cookies: out.getSetCookie() };
    },

    /**
     * Step 2: the first code from the app turns it on. better-auth replaces the session as it does (a new session
     * for the changed account): the cookies carry the new one.
     */
    async confirm(code: string, headers: Headers): Promise<string[]> {
      const { headers: out } = await call(() => auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true }));
      return out.getSetCookie();
    },

    /** Turns it off (the password proves the owner is asking); the secret and codes are deleted, the session renewed. */
    async turnOff(session: CurrentSession, password: string, headers: Headers): Promise<string[]> {
      if (!(await isOn(session.userId))) throw new AppError("invalid-argument", apiMessage("twoFactorNotOn"));
      const { headers: out } = await call(() =>
        auth.api.disableTwoFactor({ body: { password }, headers, returnHeaders: true }),
      );
      return out.getSetCookie();
    },

    /** A new set of recovery codes; the old ones stop working. */
    async newRecoveryCodes(session: CurrentSession, password: string, headers: Headers): Promise<string[]> {
      if (!(await isOn(session.userId))) throw new AppError("invalid-argument", apiMessage("twoFactorNotOn"));
      const { backupCodes } = await call(() => auth.api.generateBackupCodes({ body: { password }, headers }));
      return backupCodes;
    },

    /**
     * A Google or GitHub sign-in of an account with two-step sign-in on: better-auth's own hook covers password
     * sign-ins only, so the session the provider's callback just created is ended here and replaced by the same
     * pending sign-in the password step gives (a signed ten-minute cookie naming a one-time record, five tries).
     * Answers the cookies to send instead of the callback's session cookies.
     */
    async pendAfterOAuth(sessionId: string, userId: string): Promise<string[]> {
      const ctx = await auth.$context;
      await deps.sessions.delete(sessionId);
      const identifier = `2fa-${randomBytes(15).toString("base64url")}`;
      const expiresAt = new Date(Date.now() + twoFactorPendingSeconds * 1000);
      await ctx.internalAdapter.createVerificationValue({ value: userId, identifier, expiresAt });
      await ctx.internalAdapter.createVerificationValue({
        value: "0",
        identifier: `2fa-attempts-${identifier}`,
        expiresAt,
      });
      const pending = ctx.createAuthCookie("two_factor", { maxAge: twoFactorPendingSeconds });
      const session = ctx.authCookies.sessionToken;
      return [
        await serializeSignedCookie(pending.name, identifier, ctx.secret, pending.attributes),
        // Any session cookie the browser holds is cleared: nobody is signed in until the code is right.
        `${session.name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${session.attributes.secure ? "; Secure" : ""}`,
      ];
    },

    /**
     * The second step of a sign-in: the pending cookie of the first step and a code from the app or one recovery
     * code (used up). Answers the new session's user and the cookies that carry it.
     */
    async completeSignIn(
      input: { code?: string | undefined; recoveryCode?: string | undefined },
      headers: Headers,
    ): Promise<{ session: CurrentSession; cookies: string[] }> {
      const { headers: out, response } = await call(() =>
        input.code
          ? auth.api.verifyTOTP({ body: { code: input.code }, headers, returnHeaders: true })
          : auth.api.verifyBackupCode({ body: { code: input.recoveryCode ?? "" }, headers, returnHeaders: true }),
      );
      const user = (response as { user?: Parameters<typeof sessionOfAuthUser>[0] }).user;
      if (!user) throw new AppError("unauthenticated", apiMessage("twoFactorSignInExpired"));
      return { session: sessionOfAuthUser(user), cookies: out.getSetCookie() };
    },
  };
}

/** Two-step sign-in. */
export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
