import type { ParseKeys } from "i18next";
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

/** The i18n key (and values) explaining a failed custom-domain call; the server's English text is never shown. */
export function domainErrorMessage(error: unknown): { key: ParseKeys; values?: Record<string, number> } {
  if (!(error instanceof ApiError)) return { key: "customDomains.errors.generic" };
  const details = (error.details ?? {}) as { reason?: unknown; retryAfterSeconds?: unknown };
  const reason = reasons.find((r) => r === details.reason);
  if (reason) return { key: `customDomains.errors.${reason}` };
  if (error.code === "permission-denied") return { key: "customDomains.errors.pro" };
  if (error.code === "resource-exhausted") {
    const seconds = typeof details.retryAfterSeconds === "number" ? details.retryAfterSeconds : 60;
    return { key: "customDomains.errors.rateLimited", values: { seconds } };
  }
  if (error.code === "not-found") return { key: "customDomains.errors.notFound" };
  return { key: "customDomains.errors.generic" };
}
