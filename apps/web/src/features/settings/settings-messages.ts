import type { TFunction } from "i18next";
import { failureMessage } from "../auth/error-messages";

/** What to tell the user about a failed settings request, in the interface language (see apiErrorText). */
export function settingsFailure(t: TFunction, error: unknown): string {
  return failureMessage(t, error);
}
