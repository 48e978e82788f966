import { defineModule } from "../module-deps";
import { createAnalyticsRepository } from "./repository";
import { analyticsRoutes, pageViewHook } from "./routes";
import { createAnalyticsService } from "./service";
import { createViewRecorder, type ViewRecorder } from "./view-recorder";

declare module "fastify" {
  interface FastifyInstance {
    /** The batched view counter; tests call `analytics.flush()` instead of waiting for the timer. */
    analytics: Pick<ViewRecorder, "flush">;
  }
}

/**
 * Privacy-friendly analytics (issue 11 §2–3): counts views of /p/{username}, beacon posts of exported sites and
 * resume downloads in memory, writes them in batches, and answers the owner's questions. Registered before the
 * public site, so its page-view hook sees those routes; its onClose runs before the database's (root hooks close
 * last-added first).
 */
export const analyticsModule = defineModule("analytics", async (app, { database, profiles, config, fastPaths }) => {
  const repository = createAnalyticsRepository(database.db);
  const recorder = createViewRecorder({ repository, log: app.log });
  app.decorate("analytics", { flush: () => recorder.flush() });
  // onClose runs after in-flight requests have finished: the last views are written before the database closes.
  app.addHook("onClose", async () => recorder.close());
  await app.register(pageViewHook, { recorder, publicUrl: config.publicUrl, fastPaths });
  await app.register(analyticsRoutes, {
    recorder,
    service: createAnalyticsService({ repository, profiles }),
    publicUrl: config.publicUrl,
  });
});
