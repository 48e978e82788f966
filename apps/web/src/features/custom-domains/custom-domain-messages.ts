import type { TFunction } from "i18next";
import { apiErrorText, translateApiMessage } from "../../i18n/api-messages";
import { ApiError } from "../../lib/api-client";

/** Refusals the server names in `details.reason`, each with its own translated sentence. */
const reasons = [
  "empty",
  "ip",
  "port",
  "single-label",
  "invalid",
  "too-long",
  "own-host",
  "taken",
  "has-domain",
] as const;

/**
 * What to tell the owner about a failed custom-domain call, in the interface language: a refusal by its reason,
 * the plan and a vanished domain in this screen's own words, anything else (e.g. "Too many checks. Please wait 40
 * seconds") through the server's catalog id. The server's English text is never shown in another language.
 */
export function domainErrorText(t: TFunction, error: unknown): string {
  const generic = t("customDomains.errors.generic");
  if (!(error instanceof ApiError)) return generic;
  const details = (error.details ?? {}) as { reason?: unknown; retryAfterSeconds?: unknown; upgrade?: unknown };
  const reason = reasons.find((r) => r === details.reason);
  if (reason) return t(`customDomains.errors.${reason}`);
  if (error.code === "permission-denied" && details.upgrade === true) return t("customDomains.errors.pro");
  if (error.code === "not-found") return t("customDomains.errors.notFound");
  if (error.code === "resource-exhausted" && !translateApiMessage(t, error.messageId, error.params)) {
    // An answer without a known message id (an older server): the seconds come from the details.
    const seconds = typeof details.retryAfterSeconds === "number" ? details.retryAfterSeconds : 60;
    return t("customDomains.errors.rateLimited", { count: seconds });
  }
  return apiErrorText(t, error, generic);
}
