import { aiQuotaExceededDetailsSchema } from "@foliocraft/schemas";
import { ApiError } from "../../lib/api-client";

/** What to tell the person about a failed write: a translation key, its values, and whether to offer Pro. */
export interface AiErrorMessage {
  key:
    | "ai.errors.quotaFree"
    | "ai.errors.quotaPro"
    | "ai.errors.rateLimited"
    | "ai.errors.providerAuth"
    | "ai.errors.providerBusy"
    | "ai.errors.providerBusyIn"
    | "ai.errors.providerTimeout"
    | "ai.errors.providerBroken"
    | "ai.errors.invalid"
    | "ai.errors.signedOut"
    | "ai.errors.generic";
  values?: Record<string, string | number>;
  /** The daily free allowance is used up: link to the pricing page. */
  upgrade?: boolean;
}

const reasonOf = (details: unknown): unknown =>
  typeof details === "object" && details !== null ? (details as { reason?: unknown }).reason : undefined;

/** Branches on the error's `code` and `details.reason` (never on its English message). */
export function aiErrorMessage(error: unknown, formatTime: (iso: string) => string): AiErrorMessage {
  if (!(error instanceof ApiError)) return { key: "ai.errors.generic" };
  const reason = reasonOf(error.details);
  switch (error.code) {
    case "resource-exhausted": {
      const quota = aiQuotaExceededDetailsSchema.safeParse(error.details);
      if (!quota.success) return { key: "ai.errors.rateLimited" };
      const values = { limit: quota.data.limit, time: formatTime(quota.data.resetAt) };
      return quota.data.plan === "free"
        ? { key: "ai.errors.quotaFree", values, upgrade: true }
        : { key: "ai.errors.quotaPro", values };
    }
    case "unauthenticated":
      return { key: "ai.errors.signedOut" };
    case "invalid-argument":
      return { key: "ai.errors.invalid" };
    case "deadline-exceeded":
      return { key: "ai.errors.providerTimeout" };
    case "unavailable": {
      if (reason === "provider-auth") return { key: "ai.errors.providerAuth" };
      if (reason === "provider-busy") {
        const seconds = (error.details as { retryAfterSeconds?: unknown }).retryAfterSeconds;
        return typeof seconds === "number"
          ? { key: "ai.errors.providerBusyIn", values: { count: seconds } }
          : { key: "ai.errors.providerBusy" };
      }
      if (reason === "provider-malformed") return { key: "ai.errors.providerBroken" };
      return { key: "ai.errors.providerBusy" };
    }
    default:
      return { key: "ai.errors.generic" };
  }
}
