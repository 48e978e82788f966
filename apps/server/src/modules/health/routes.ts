import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sql } from "drizzle-orm";
import { errorBodySchema, healthSchema } from "@foliocraft/schemas";
import type { Database } from "../../db/client";
import { AppError } from "../../errors";

/** GET /api/health — liveness plus a database round trip, cached for one second so load balancers can poll hard. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; version: string }> = async (
  app,
  { database, version },
) => {
  let checkedAt = 0;
  let healthy: Promise<boolean> = Promise.resolve(true);

  const databaseIsUp = (): Promise<boolean> => {
    const now = Date.now();
    if (now - checkedAt >= 1000) {
      checkedAt = now;
      healthy = database.db.execute(sql`select 1`).then(
        () => true,
        (err: unknown) => {
          app.log.error({ err }, "health check: database unreachable");
          return false;
        },
      );
    }
    return healthy;
  };

  app.get(
    "/api/health",
    { schema: { response: { 200: healthSchema, 503: errorBodySchema } } },
    async (_request, reply) => {
      if (!(await databaseIsUp())) throw new AppError("unavailable", "The database is not reachable");
      reply.header("cache-control", "no-store");
      return { status: "ok" as const, database: database.kind, version };
    },
  );
};
