import { maxPasswordLength, minPasswordLength } from "@foliocraft/schemas";
import type { ParseKeys, TFunction } from "i18next";
import { ApiError } from "../../lib/api-client";

type Translation = readonly [key: ParseKeys, values?: Record<string, number>];

// The shared schemas (packages/schemas/src/auth.ts) and the server speak English. Their known messages are shown
// in the interface language; anything else (a server-only message) is shown as it came. error-messages.test.ts
// checks that every message the shared auth schemas can produce is in this table.
const knownMessages = new Map<string, Translation>([
  ["Name is required", ["validation.nameRequired"]],
  ["Name must be at most 100 characters", ["validation.nameTooLong", { max: 100 }]],
  ["Email is required", ["validation.emailRequired"]],
  ["Enter a valid email address", ["validation.emailInvalid"]],
  ["Email must be at most 254 characters", ["validation.emailTooLong", { max: 254 }]],
  ["Password is required", ["validation.passwordRequired"]],
  [
    `Password must be at least ${minPasswordLength} characters`,
    ["validation.passwordTooShort", { min: minPasswordLength }],
  ],
  [
    `Password must be at most ${maxPasswordLength} characters`,
    ["validation.passwordTooLong", { max: maxPasswordLength }],
  ],
  ["Passwords do not match", ["validation.passwordsDoNotMatch"]],
  ["Please confirm your password", ["validation.confirmPasswordRequired"]],
  ["This reset link is invalid or has expired.", ["auth.reset.invalidLink"]],
  ["Invalid email or password", ["auth.login.invalidCredentials"]],
]);

/** A message from the shared schemas or the server, in the interface language when it is a known one. */
export function translateMessage(t: TFunction, message: string): string {
  const known = knownMessages.get(message);
  return known ? (t(known[0], known[1]) as string) : message;
}

/** Whether `message` has a translation (used by the tests). */
export function isKnownMessage(message: string): boolean {
  return knownMessages.has(message);
}

// The server could not answer properly: its message (if any) is not meant for the user.
const unavailableCodes = new Set(["internal", "unavailable", "deadline-exceeded", "cancelled"]);

/**
 * What to tell the user about a failed request: the server's message (translated when known, e.g. "Invalid email
 * or password"; as it came otherwise, e.g. the "too many requests" one), or a generic "try again" when the server
 * could not be reached or failed.
 */
export function failureMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && !unavailableCodes.has(error.code)) return translateMessage(t, error.message);
  return t("auth.requestFailed");
}
