import { z } from "zod";

/** The stable error codes of spec §8 (function-call status mapping); the web branches on these, never on messages. */
export const errorCodes = [
  "invalid-argument",
  "unauthenticated",
  "permission-denied",
  "not-found",
  "aborted",
  "resource-exhausted",
  "cancelled",
  "unimplemented",
  "unavailable",
  "deadline-exceeded",
  "internal",
] as const;

/** One of the stable error codes. */
export type ErrorCode = (typeof errorCodes)[number];

/** HTTP status for each error code (spec §8; 499 is nginx's "client closed request"). */
export const httpStatusByCode: Record<ErrorCode, number> = {
  "invalid-argument": 400,
  unauthenticated: 401,
  "permission-denied": 403,
  "not-found": 404,
  aborted: 409,
  "resource-exhausted": 429,
  cancelled: 499,
  unimplemented: 501,
  unavailable: 503,
  "deadline-exceeded": 504,
  internal: 500,
};

/** Maps an HTTP status to an error code; anything unmapped (0, 500, 502…) is `internal` as spec §8 says. */
export function codeForHttpStatus(status: number): ErrorCode {
  if (status === 413) return "invalid-argument";
  if (status === 415) return "invalid-argument";
  const hit = (Object.entries(httpStatusByCode) as [ErrorCode, number][]).find(([, s]) => s === status);
  return hit ? hit[0] : "internal";
}

/** The JSON body of every error the API returns. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    /** The message's id in the API message catalog (api-messages/), so the web can show it in any language. */
    messageId: z.string().optional(),
    /** The message's parameters (numbers, or language-neutral strings such as names). */
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    details: z.unknown().optional(),
  }),
});

/** The JSON body of every error the API returns. */
export type ErrorBody = z.infer<typeof errorBodySchema>;
