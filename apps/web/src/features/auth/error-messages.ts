import type { ParseKeys, TFunction } from "i18next";
import { hasSchemaMessage, translateSchemaMessage } from "../../i18n/schema-messages";
import { apiErrorText, translateApiMessage } from "../../i18n/api-messages";
import { ApiError } from "../../lib/api-client";

// The auth schemas' messages the general table (i18n/schema-messages.ts) does not hold. The server's own messages
// are not listed: they come with a catalog id and are shown through `failureMessage`.
const authSchemaMessages = new Map<string, ParseKeys>([
  // passwordResetConfirmSchema, for a reset link without its token.
  ["This reset link is invalid or has expired.", "auth.reset.invalidLink"],
]);

/**
 * A message of the shared schemas (a field's validation, on the client or in the server's field list) in the
 * interface language; any other text as it came. error-messages.test.ts checks every message the auth schemas can
 * produce.
 */
export function translateMessage(t: TFunction, message: string): string {
  const key = authSchemaMessages.get(message);
  return key ? (t(key) as string) : translateSchemaMessage(t, message);
}

/** Whether `message` has a translation (used by the tests). */
export function isKnownMessage(message: string): boolean {
  return authSchemaMessages.has(message) || hasSchemaMessage(message);
}

/**
 * What to tell the user about a failed request, in the interface language: the server's message by its catalog id
 * (better-auth's errors get theirs on the server, accounts/auth-errors.ts), else apiErrorText's general sentence.
 */
export function failureMessage(t: TFunction, error: unknown): string {
  return apiErrorText(t, error);
}

/**
 * Why a Google / GitHub sign-in failed, in the interface language. The server words every failure by a catalog id;
 * a refusal that comes without one is shown as a sentence naming the provider, never as the text that came (it
 * could be anyone's words, e.g. an error_description put into the callback page's address).
 */
export function providerFailureMessage(t: TFunction, error: unknown, provider: string): string {
  if (
    error instanceof ApiError &&
    error.code === "unauthenticated" &&
    translateApiMessage(t, error.messageId, error.params) === null
  ) {
    return t("auth.callback.providerRefused", { provider });
  }
  return failureMessage(t, error);
}
