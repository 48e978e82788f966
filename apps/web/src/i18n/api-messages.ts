import { fillPlaceholders, formatApiParams, type ErrorCode } from "@foliocraft/schemas";
import type { ParseKeys, TFunction } from "i18next";
import { ApiError } from "../lib/api-client";
import { i18n } from "./i18n";

// A general sentence per error code, for a server message the catalog does not know (an older server, a proxy).
const byCode: Record<ErrorCode, ParseKeys> = {
  "invalid-argument": "error.byCode.invalidArgument",
  unauthenticated: "error.byCode.unauthenticated",
  "permission-denied": "error.byCode.permissionDenied",
  "not-found": "error.byCode.notFound",
  aborted: "error.byCode.aborted",
  "resource-exhausted": "error.byCode.resourceExhausted",
  cancelled: "error.byCode.cancelled",
  unimplemented: "error.byCode.unimplemented",
  unavailable: "error.byCode.unavailable",
  "deadline-exceeded": "error.byCode.deadlineExceeded",
  internal: "error.byCode.internal",
};

// Whether English (always loaded: the fallback) has the id under apiMessages: as its own key, or in plural forms.
function isCatalogId(id: string): boolean {
  const english = (i18n.getResourceBundle("en", "translation") as { apiMessages?: object } | undefined)?.apiMessages;
  return english !== undefined && (Object.hasOwn(english, id) || Object.hasOwn(english, `${id}_other`));
}

const interfaceLanguage = () => i18n.resolvedLanguage ?? i18n.language ?? "en";

// The server could not answer properly (or not at all): its text, if any, is not meant for a person.
const failedCodes = new Set<ErrorCode>(["internal", "unavailable", "deadline-exceeded", "cancelled"]);

/** A catalog message (an id the server sent with its parameters) in the interface language; null if unknown. */
export function translateApiMessage(
  t: TFunction,
  messageId: string | undefined,
  params: Record<string, string | number> | undefined,
): string | null {
  // Known ids are the locale keys (locales.test.ts keeps them equal to the catalog), so the catalog's English
  // never ships to the browser.
  if (!messageId || !isCatalogId(messageId)) return null;
  // i18next picks a plural message's form by the raw `count`; the placeholders are then filled with the values as
  // the language writes them (its digits and grouping, durations with their unit: "1 Sekunde", "30 Sekunden"),
  // which i18next's own interpolation would write raw.
  const count = params?.count;
  const template = t(`apiMessages.${messageId}` as ParseKeys, {
    count: typeof count === "number" ? count : undefined,
    skipInterpolation: true,
  }) as string;
  return fillPlaceholders(template, formatApiParams(params ?? {}, interfaceLanguage()));
}

/**
 * What to tell a person about a failed request, in the interface language:
 * - the server's message by its catalog id (every message the API writes for people has one);
 * - `fallback` (or a general "try again") when the server failed or could not be reached;
 * - otherwise the server's English text in English, and a general sentence for its code in any other language,
 *   so no English shows under a translated interface.
 */
export function apiErrorText(t: TFunction, error: unknown, fallback?: string): string {
  if (!(error instanceof ApiError)) return fallback ?? t("auth.requestFailed");
  const known = translateApiMessage(t, error.messageId, error.params);
  if (known) return known;
  if (error.status === 0 || error.status >= 500 || failedCodes.has(error.code)) {
    return fallback ?? t("auth.requestFailed");
  }
  if (interfaceLanguage() === "en" && error.message) return error.message;
  return t(byCode[error.code]);
}
