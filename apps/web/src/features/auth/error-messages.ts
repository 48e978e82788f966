import type { ParseKeys, TFunction } from "i18next";
import { hasSchemaMessage, translateSchemaMessage } from "../../i18n/schema-messages";
import { apiErrorText } from "../../i18n/api-messages";
import { ApiError } from "../../lib/api-client";

type Translation = readonly [key: ParseKeys, values?: Record<string, number>];

// The shared schemas (packages/schemas/src/auth.ts) and the server speak English. Schema messages are translated in
// one place (i18n/schema-messages.ts); this table adds the server-only messages the auth screens can show. Anything
// else is shown as it came. error-messages.test.ts checks every message the shared auth schemas can produce.
const knownMessages = new Map<string, Translation>([
  ["This reset link is invalid or has expired.", ["auth.reset.invalidLink"]],
  ["Invalid email or password", ["auth.login.invalidCredentials"]],
]);

/** A message from the shared schemas or the server, in the interface language when it is a known one. */
export function translateMessage(t: TFunction, message: string): string {
  const known = knownMessages.get(message);
  return known ? (t(known[0], known[1]) as string) : translateSchemaMessage(t, message);
}

/** Whether `message` has a translation (used by the tests). */
export function isKnownMessage(message: string): boolean {
  return knownMessages.has(message) || hasSchemaMessage(message);
}

/**
 * What to tell the user about a failed request, in the interface language: better-auth's own messages through the
 * table above, everything else through apiErrorText (the server's catalog id, or a sentence for its code).
 */
export function failureMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && knownMessages.has(error.message)) return translateMessage(t, error.message);
  return apiErrorText(t, error);
}
