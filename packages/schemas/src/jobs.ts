import { z } from "zod";

/** One background job that failed after its last retry, as admins see it (GET /api/admin/jobs). */
export const failedJobSchema = z.object({
  id: z.string(),
  /** The queue: "mail", "deploy", "subscriptions"… */
  name: z.string(),
  /** How many times it ran (the first run plus every retry). */
  attempts: z.number().int(),
  /** The message of the last error, or null when the job timed out without one. */
  lastError: z.string().nullable(),
  /** When it failed for good (ISO 8601). */
  failedAt: z.string(),
  /** Whether it can still be retried (failed jobs are archived after a while and stay listed, read-only). */
  retryable: z.boolean(),
});
/** A failed background job. */
export type FailedJob = z.infer<typeof failedJobSchema>;

/** GET /api/admin/jobs. */
export const failedJobsResponseSchema = z.object({ jobs: z.array(failedJobSchema) });
