import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { Secret, TOTP } from "otpauth";
import type { TwoFactorRepository } from "./two-factor-repository";

/** better-auth's TOTP settings (its defaults, which our twoFactor plugin keeps): six digits every 30 seconds. */
const period = 30;
const digits = 6;
/** better-auth accepts the code of the step before and after the current one (clock drift). */
const window = 1;

/** The error code our auth-errors.ts turns into the `twoFactorCodeUsed` message. */
export const totpCodeUsedCode = "TOTP_CODE_ALREADY_USED";

/**
 * The 30-second time step a code belongs to, or null when it matches none of the steps better-auth accepts.
 * The secret is the one better-auth stores (decrypted): its UTF-8 bytes are the HMAC key, as in the otpauth:// URI.
 */
export function totpTimeStepOf(secret: string, code: string, now = Date.now()): number | null {
  const totp = new TOTP({ secret: Secret.fromUTF8(secret), digits, period });
  const delta = totp.validate({ token: code, timestamp: now, window });
  return delta === null ? null : TOTP.counter({ period, timestamp: now }) + delta;
}

/**
 * A before-hook on better-auth's /two-factor/verify-totp (both the set-up's confirmation and the sign-in's second
 * step): a code is accepted once. better-auth alone accepts the same code again for as long as it is valid (up to 90
 * seconds), so someone who saw it could complete a sign-in of their own with it. Wrong codes pass through untouched:
 * better-auth refuses them and counts the failure.
 */
export function refuseReusedTotp(twoFactors: TwoFactorRepository) {
  return createAuthMiddleware(async (ctx) => {
    if (ctx.path !== "/two-factor/verify-totp") return;
    const code = (ctx.body as { code?: unknown } | undefined)?.code;
    if (typeof code !== "string") return;
    // The user is the signed-in one (confirming the set-up) or the one of the pending sign-in's signed cookie.
    const session = await getSessionFromCtx(ctx);
    let userId = session?.user.id;
    if (!userId) {
      const pending = ctx.context.createAuthCookie("two_factor");
      const identifier = await ctx.getSignedCookie(pending.name, ctx.context.secret);
      if (!identifier) return;
      userId = (await ctx.context.internalAdapter.findVerificationValue(identifier))?.value;
    }
    if (!userId) return;
    const secret = await twoFactors.secretOf(userId);
    if (secret === undefined) return;
    const step = totpTimeStepOf(await symmetricDecrypt({ key: ctx.context.secretConfig, data: secret }), code);
    if (step === null) return;
    // One guarded UPDATE (two-factor-repository.ts), so two requests carrying the same code at once cannot both pass.
    if (!(await twoFactors.claimTimeStep(userId, step))) {
      throw new APIError("BAD_REQUEST", { code: totpCodeUsedCode, message: "This code was used already" });
    }
  });
}
