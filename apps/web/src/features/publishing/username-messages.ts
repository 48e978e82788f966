import type { ReservedUsernameReason } from "@foliocraft/schemas";
import type { ParseKeys, TFunction } from "i18next";
import { apiErrorText, translateApiMessage } from "../../i18n/api-messages";
import { translateSchemaMessage } from "../../i18n/schema-messages";
import { ApiError } from "../../lib/api-client";
import { fieldErrorsOf } from "../../lib/form-errors";

const reservedWhyKeys: Record<ReservedUsernameReason, ParseKeys> = {
  ours: "publishing.reservedWhy.ours",
  "app-path": "publishing.reservedWhy.appPath",
  brand: "publishing.reservedWhy.brand",
  role: "publishing.reservedWhy.role",
  common: "publishing.reservedWhy.common",
};

/** Why a name is reserved, in the interface language ("" when it is not reserved). */
export function reservedWhyText(t: TFunction, reason: ReservedUsernameReason | undefined): string {
  return reason ? (t(reservedWhyKeys[reason]) as string) : "";
}

/**
 * Why the server refused a claimed username, in the interface language: its catalog message (409 "taken"), a rule
 * of the username schema (a 400 lists it in `details`, by id), or what apiErrorText says.
 */
export function usernameErrorText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return apiErrorText(t, error);
  const known = translateApiMessage(t, error.messageId, error.params);
  if (known) return known;
  // A 400 names the broken rule by its catalog id in `details`.
  const rule = fieldErrorsOf(error)[0];
  return rule ? translateSchemaMessage(t, rule.message) : apiErrorText(t, error);
}
