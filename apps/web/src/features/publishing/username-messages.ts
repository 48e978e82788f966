import type { ReservedUsernameReason } from "@foliocraft/schemas";
import type { ParseKeys, TFunction } from "i18next";
import { apiErrorText, translateApiMessage } from "../../i18n/api-messages";
import { ApiError } from "../../lib/api-client";

// The username rules' messages (packages/schemas/src/portfolio-api.ts usernameSchema, which GET /api/usernames/{name}
// gives in `reason`) in the interface language; an unknown message is shown as it came. The server's "taken" comes
// with its catalog id and is translated by that.
const known = new Map<string, ParseKeys>([
  ["Username is required", "publishing.validation.required"],
  ["Username must be at least 3 characters", "publishing.validation.tooShort"],
  ["Username must be at most 30 characters", "publishing.validation.tooLong"],
  ["Username may contain only letters a–z, digits 0–9 and '-'", "publishing.validation.characters"],
  ["Username cannot start or end with '-'", "publishing.validation.hyphenEdge"],
  ["This username is reserved. Please choose another", "publishing.validation.reserved"],
  ["This username is already taken", "publishing.validation.taken"],
]);

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

/** A username message in the interface language. */
export function translateUsernameMessage(t: TFunction, message: string): string {
  const key = known.get(message);
  return key ? (t(key) as string) : message;
}

/**
 * Why the server refused a claimed username, in the interface language: its catalog message (409 "taken"), a rule
 * of the username schema (a 400 lists it in `details`), or what apiErrorText says.
 */
export function usernameErrorText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return apiErrorText(t, error);
  const known = translateApiMessage(t, error.messageId, error.params);
  if (known) return known;
  const issues: unknown[] = Array.isArray(error.details) ? error.details : [];
  const rule = issues
    .map((issue) => (issue as { message?: unknown } | null)?.message)
    .find((message): message is string => typeof message === "string" && isKnownUsernameMessage(message));
  return rule ? translateUsernameMessage(t, rule) : apiErrorText(t, error);
}

/** Whether a message has a translation (used by the tests). */
export function isKnownUsernameMessage(message: string): boolean {
  return known.has(message);
}
