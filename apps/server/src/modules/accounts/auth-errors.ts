import { APIError } from "better-auth/api";
import { apiMessage } from "@foliocraft/schemas";
import { AppError } from "../../errors";

// better-auth's error codes, in the words we show people. Unknown codes keep better-auth's own message.
const messages: Record<string, { code: ConstructorParameters<typeof AppError>[0]; message: string }> = {
  INVALID_EMAIL_OR_PASSWORD: { code: "unauthenticated", message: "Invalid email or password" },
  USER_ALREADY_EXISTS: {
    code: "aborted",
    message: "An account with this e-mail already exists. Sign in instead, or reset your password.",
  },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: {
    code: "aborted",
    message: "An account with this e-mail already exists. Sign in instead, or reset your password.",
  },
  INVALID_TOKEN: { code: "invalid-argument", message: "This reset link is invalid or has expired." },
  INVALID_PASSWORD: { code: "invalid-argument", message: "Your current password is not correct." },
  PASSWORD_TOO_SHORT: { code: "invalid-argument", message: "Password must be at least 6 characters" },
  PASSWORD_TOO_LONG: { code: "invalid-argument", message: "Password must be at most 128 characters" },
  CREDENTIAL_ACCOUNT_NOT_FOUND: {
    code: "invalid-argument",
    message: "This account has no password yet: it signs in with Google or GitHub.",
  },
};

/** Turns a better-auth APIError into our AppError; anything else is rethrown unchanged. */
export function toAppError(err: unknown): never {
  if (err instanceof APIError) {
    const body = (err.body ?? {}) as { code?: string; message?: string };
    const known = body.code ? messages[body.code] : undefined;
    if (known) throw new AppError(known.code, known.message);
    if (err.statusCode === 401) throw new AppError("unauthenticated", body.message ?? "Please sign in again.");
    if (err.statusCode === 429) throw new AppError("resource-exhausted", apiMessage("tooManyRequestsLater"));
    if (err.statusCode < 500) throw new AppError("invalid-argument", body.message ?? "The request was not accepted.");
  }
  throw err;
}
