import { z } from "zod";

/** `GET /api/health` answer. */
export const healthSchema = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
  version: z.string(),
});

/** `GET /api/health` answer. */
export type Health = z.infer<typeof healthSchema>;
