import { z } from "zod";

/**
 * `GET /api/health` answer: liveness. The process is up and answering (always 200 while it is); whether it can
 * reach its database right now is reported beside it, for people and monitors, without failing the check (a
 * restart would not bring the database back).
 */
export const healthSchema = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
  version: z.string(),
  databaseReachable: z.boolean(),
});

/** `GET /api/health` answer. */
export type Health = z.infer<typeof healthSchema>;

/** Whether a dependency answers: "not-configured" for an optional one (Redis) this deployment does without. */
export const dependencyStateSchema = z.enum(["up", "down", "not-configured"]);

/**
 * `GET /api/health/ready` answer: readiness, for orchestrators and load balancers (200 when ready, 503 when not,
 * with the same body): the database and, when configured, Redis answer.
 */
export const readinessSchema = z.object({
  ready: z.boolean(),
  database: dependencyStateSchema,
  redis: dependencyStateSchema,
});

/** `GET /api/health/ready` answer. */
export type Readiness = z.infer<typeof readinessSchema>;
