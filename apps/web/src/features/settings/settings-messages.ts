import type { ParseKeys, TFunction } from "i18next";
import { failureMessage, translateMessage } from "../auth/error-messages";

// Messages of the shared schemas for the settings forms that the general schema table does not hold, shown in the
// interface language. The server's messages (a wrong current password, a mistyped confirmation, a failed
// connection) come with a catalog id and are shown through settingsFailure.
const known = new Map<string, ParseKeys>([["Enter your current password", "settings.account.currentPasswordRequired"]]);

/** A field message of the settings forms in the interface language when it is a known one. */
export function settingsMessage(t: TFunction, message: string): string {
  const key = known.get(message);
  return key ? (t(key) as string) : translateMessage(t, message);
}

/** What to tell the user about a failed settings request, in the interface language (see apiErrorText). */
export function settingsFailure(t: TFunction, error: unknown): string {
  return failureMessage(t, error);
}
