import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import { sql } from "drizzle-orm";
import { healthSchema, readinessSchema, type Readiness } from "@foliocraft/schemas";
import type { Database } from "../../db/client";
import { databaseRetryAfterSeconds } from "../../plugins/error-handler";

/** How long one round trip's answer is reused: load balancers and orchestrators may poll hard. */
const checkCacheMs = 1000;

// One probe per second at most, shared by every request that asks meanwhile.
function cachedProbe(probe: () => Promise<boolean>): () => Promise<boolean> {
  let checkedAt = 0;
  let last: Promise<boolean> = Promise.resolve(true);
  return () => {
    const now = Date.now();
    if (now - checkedAt >= checkCacheMs) {
      checkedAt = now;
      last = probe();
    }
    return last;
  };
}

/**
 * GET /api/health — liveness: 200 while this process answers, the database's reachability in the body.
 * GET /api/health/ready — readiness: 503 while the database or (when configured) Redis cannot be reached.
 * Both are for load balancers, orchestrators and monitors, not for people: no catalog ids.
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  database: Database;
  redis: Redis | undefined;
  version: string;
}> = async (app, { database, redis, version }) => {
  let databaseWasUp = true;
  const databaseIsUp = cachedProbe(() =>
    database.db.execute(sql`select 1`).then(
      () => {
        databaseWasUp = true;
        return true;
      },
      (err: unknown) => {
        // One line per outage, however often the checks poll.
        if (databaseWasUp) app.log.error({ err }, "health check: database unreachable");
        databaseWasUp = false;
        return false;
      },
    ),
  );
  // ioredis reconnects by itself; a PING (bounded by the client's command timeout) tells whether it has.
  const redisIsUp = cachedProbe(async () =>
    redis
      ? redis.status === "ready" &&
        (await redis.ping().then(
          () => true,
          () => false,
        ))
      : true,
  );

  // The two possible answers never change while the process runs: serialised once.
  const liveness = (databaseReachable: boolean) =>
    JSON.stringify(healthSchema.parse({ status: "ok", database: database.kind, version, databaseReachable }));
  const livenessBody = { up: liveness(true), down: liveness(false) };

  app.get("/api/health", async (_request, reply) => {
    const body = (await databaseIsUp()) ? livenessBody.up : livenessBody.down;
    return reply.header("cache-control", "no-store").type("application/json; charset=utf-8").send(body);
  });

  app.get("/api/health/ready", async (_request, reply) => {
    const [databaseUp, redisUp] = await Promise.all([databaseIsUp(), redisIsUp()]);
    const answer: Readiness = {
      ready: databaseUp && redisUp,
      database: databaseUp ? "up" : "down",
      redis: redis ? (redisUp ? "up" : "down") : "not-configured",
    };
    reply.header("cache-control", "no-store");
    if (!answer.ready) reply.status(503).header("retry-after", String(databaseRetryAfterSeconds));
    return reply.type("application/json; charset=utf-8").send(JSON.stringify(readinessSchema.parse(answer)));
  });
};
