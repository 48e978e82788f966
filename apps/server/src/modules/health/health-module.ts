import { appVersion } from "../../app-version";
import { defineModule } from "../module-deps";
import { healthRoutes } from "./routes";
import { createHealthService } from "./service";

/** /api/health (liveness and the version) and /api/health/ready (the database, and Redis when configured). */
export const healthModule = defineModule("health", async (app, { health, database }) => {
  await app.register(healthRoutes, {
    service: createHealthService({
      repository: health,
      kind: database.kind,
      redis: app.redis,
      version: appVersion,
      log: app.log,
    }),
  });
});
