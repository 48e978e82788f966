import type { TFunction } from "i18next";
import { apiErrorText, translateApiMessage } from "../../i18n/api-messages";
import { ApiError } from "../../lib/api-client";

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
