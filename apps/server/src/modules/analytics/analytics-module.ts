import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../../db/client";
import type { ProfileRepository } from "../accounts/profile-repository";
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

/** Options of the analytics module; the flush interval exists for tests and benchmarks. */
export interface AnalyticsModuleOptions {
  db: Db;
  profiles: ProfileRepository;
  publicUrl: string;
  flushIntervalMs?: number;
}

/**
 * Privacy-friendly analytics (issue 11 §2–3): counts views of /p/{username}, beacon posts of exported sites and
 * resume downloads in memory, writes them in batches, and answers the owner's questions. Not encapsulated
 * (fastify-plugin), so its page-view hook sees the public-site routes and `app.analytics` is visible to tests; its
 * onClose runs before the database's (root hooks close last-added first).
 */
export const analyticsModule = fp(
  async (app: FastifyInstance, options: AnalyticsModuleOptions): Promise<void> => {
    const repository = createAnalyticsRepository(options.db);
    const recorder = createViewRecorder({ repository, log: app.log, flushIntervalMs: options.flushIntervalMs });
    app.decorate("analytics", { flush: () => recorder.flush() });
    // onClose runs after in-flight requests have finished: the last views are written before the database closes.
    app.addHook("onClose", async () => recorder.close());
    await app.register(pageViewHook, { recorder, publicUrl: options.publicUrl });
    await app.register(analyticsRoutes, {
      recorder,
      repository,
      service: createAnalyticsService({ repository, profiles: options.profiles }),
      publicUrl: options.publicUrl,
    });
  },
  { name: "analytics" },
);
