import { APIError } from "better-auth/api";
import { apiMessage, maxPasswordLength, minPasswordLength, type ApiMessage } from "@foliocraft/schemas";
import { AppError } from "../../errors";
import { passkeyUserNotVerifiedCode } from "./passkey-checks";
import { totpCodeUsedCode } from "./totp-replay";

type Code = ConstructorParameters<typeof AppError>[0];

// better-auth's error codes, in the words we show people (catalog ids, so the web shows them in any language).
// Unknown codes keep better-auth's own message.
const messages: Record<string, { code: Code; message: ApiMessage }> = {
  INVALID_EMAIL_OR_PASSWORD: { code: "unauthenticated", message: apiMessage("invalidEmailOrPassword") },
  USER_ALREADY_EXISTS: { code: "aborted", message: apiMessage("accountAlreadyExists") },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { code: "aborted", message: apiMessage("accountAlreadyExists") },
  INVALID_TOKEN: { code: "invalid-argument", message: apiMessage("resetLinkInvalid") },
  INVALID_PASSWORD: { code: "invalid-argument", message: apiMessage("currentPasswordWrong") },
  PASSWORD_TOO_SHORT: {
    code: "invalid-argument",
    message: apiMessage("passwordTooShort", { count: minPasswordLength }),
  },
  PASSWORD_TOO_LONG: { code: "invalid-argument", message: apiMessage("passwordTooLong", { count: maxPasswordLength }) },
  CREDENTIAL_ACCOUNT_NOT_FOUND: { code: "invalid-argument", message: apiMessage("accountHasNoPassword") },
  // Two-step sign-in (better-auth's twoFactor plugin).
  INVALID_CODE: { code: "invalid-argument", message: apiMessage("twoFactorCodeWrong") },
  INVALID_BACKUP_CODE: { code: "invalid-argument", message: apiMessage("recoveryCodeWrong") },
  INVALID_TWO_FACTOR_COOKIE: { code: "unauthenticated", message: apiMessage("twoFactorSignInExpired") },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: {
    code: "resource-exhausted",
    message: apiMessage("twoFactorTooManyAttempts"),
  },
  ACCOUNT_TEMPORARILY_LOCKED: { code: "resource-exhausted", message: apiMessage("twoFactorTooManyAttempts") },
  TOTP_ALREADY_ENABLED: { code: "aborted", message: apiMessage("twoFactorAlreadyOn") },
  TOTP_NOT_ENABLED: { code: "invalid-argument", message: apiMessage("twoFactorNotOn") },
  TWO_FACTOR_NOT_ENABLED: { code: "invalid-argument", message: apiMessage("twoFactorNotOn") },
  [totpCodeUsedCode]: { code: "invalid-argument", message: apiMessage("twoFactorCodeUsed") },
  // Passkeys (better-auth's passkey plugin; its FAILED_TO_VERIFY_REGISTRATION is a 500 there, a 400 here).
  CHALLENGE_NOT_FOUND: { code: "invalid-argument", message: apiMessage("passkeyExpired") },
  PASSKEY_NOT_FOUND: { code: "unauthenticated", message: apiMessage("passkeyUnknown") },
  AUTHENTICATION_FAILED: { code: "unauthenticated", message: apiMessage("passkeyFailed") },
  FAILED_TO_VERIFY_REGISTRATION: { code: "invalid-argument", message: apiMessage("passkeyFailed") },
  YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY: { code: "permission-denied", message: apiMessage("passkeyFailed") },
  [passkeyUserNotVerifiedCode]: { code: "invalid-argument", message: apiMessage("passkeyNotVerified") },
  // Adding a passkey needs a sign-in of the last day (better-auth's fresh session).
  SESSION_NOT_FRESH: { code: "permission-denied", message: apiMessage("passkeyNeedsRecentSignIn") },
};

/** Turns a better-auth APIError into our AppError; anything else is rethrown unchanged. */
export function toAppError(err: unknown): never {
  if (err instanceof APIError) {
    const body = (err.body ?? {}) as { code?: string; message?: string };
    const known = body.code ? messages[body.code] : undefined;
    if (known) throw new AppError(known.code, known.message);
    if (err.statusCode === 401) throw new AppError("unauthenticated", body.message ?? apiMessage("signInAgain"));
    if (err.statusCode === 429) throw new AppError("resource-exhausted", apiMessage("tooManyRequestsLater"));
    if (err.statusCode < 500) {
      throw new AppError("invalid-argument", body.message ?? apiMessage("requestNotAccepted"));
    }
  }
  throw err;
}
