import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sql } from "drizzle-orm";
import { healthSchema } from "@foliocraft/schemas";
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

  // The answer never changes while the process runs: serialise it once (load balancers poll this hard).
  const okBody = JSON.stringify(healthSchema.parse({ status: "ok", database: database.kind, version }));

  app.get("/api/health", async (_request, reply) => {
    // For load balancers and monitors, not for people: no catalog id.
    // eslint-disable-next-line no-restricted-syntax
    if (!(await databaseIsUp())) throw new AppError("unavailable", "The database is not reachable");
    return reply.header("cache-control", "no-store").type("application/json; charset=utf-8").send(okBody);
  });
};
