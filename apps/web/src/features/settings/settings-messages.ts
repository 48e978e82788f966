import type { ParseKeys, TFunction } from "i18next";
import { ApiError } from "../../lib/api-client";
import { failureMessage, translateMessage } from "../auth/error-messages";

// Messages the shared schemas and the server send in English for the settings forms, shown in the interface
// language. Anything not listed falls back to the auth table, then to the text as it came.
const known = new Map<string, ParseKeys>([
  ["Enter your current password", "settings.account.currentPasswordRequired"],
  ["Your current password is not correct.", "settings.account.currentPasswordWrong"],
  ["This account has no password yet: it signs in with Google or GitHub.", "settings.account.noPassword"],
  ["Type your e-mail address exactly to confirm the deletion.", "settings.danger.confirmMismatch"],
]);

// The connect popup reports the server's reason as text (it has no code to send): these are the link failures of
// apps/server/src/modules/accounts/link-service.ts.
const linkFailures: [RegExp, ParseKeys][] = [
  [/uses a different e-mail address/, "settings.connected.errors.differentEmail"],
  [/already connected to another Foliocraft account/, "settings.connected.errors.takenByOther"],
  [/did not confirm the e-mail address/, "settings.connected.errors.unverified"],
];

/** A settings message in the interface language when it is a known one. */
export function settingsMessage(t: TFunction, message: string, provider?: string): string {
  const key = known.get(message);
  if (key) return t(key) as string;
  const link = linkFailures.find(([pattern]) => pattern.test(message));
  if (link && provider) return t(link[1], { provider }) as string;
  return translateMessage(t, message);
}

/** What to tell the user about a failed settings request (the server's message when it is meant for people). */
export function settingsFailure(t: TFunction, error: unknown): string {
  const generic = failureMessage(t, error);
  return error instanceof ApiError && generic !== t("auth.requestFailed") ? settingsMessage(t, error.message) : generic;
}
