import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import { healthSchema, type Readiness } from "@foliocraft/schemas";
import type { Database } from "../../db/client";
import type { HealthRepository } from "./repository";

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

/** Liveness and readiness of this process: the database's and (when configured) Redis's reachability. */
export function createHealthService(deps: {
  repository: HealthRepository;
  kind: Database["kind"];
  redis: Redis | undefined;
  version: string;
  log: FastifyBaseLogger;
}) {
  const { repository, kind, redis, version, log } = deps;
  let databaseWasUp = true;
  const databaseIsUp = cachedProbe(() =>
    repository.ping().then(
      () => {
        databaseWasUp = true;
        return true;
      },
      (err: unknown) => {
        // One line per outage, however often the checks poll.
        if (databaseWasUp) log.error({ err }, "health check: database unreachable");
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
    JSON.stringify(healthSchema.parse({ status: "ok", database: kind, version, databaseReachable }));
  const livenessBody = { up: liveness(true), down: liveness(false) };

  return {
    /** The liveness answer, already serialised through healthSchema. */
    async liveness(): Promise<string> {
      return (await databaseIsUp()) ? livenessBody.up : livenessBody.down;
    },

    /** Whether this process can serve: the database and Redis (when configured) answer. */
    async readiness(): Promise<Readiness> {
      const [databaseUp, redisUp] = await Promise.all([databaseIsUp(), redisIsUp()]);
      return {
        ready: databaseUp && redisUp,
        database: databaseUp ? "up" : "down",
        redis: redis ? (redisUp ? "up" : "down") : "not-configured",
      };
    },
  };
}

/** Liveness and readiness. */
export type HealthService = ReturnType<typeof createHealthService>;
