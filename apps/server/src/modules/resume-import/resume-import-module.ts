import { createProviderClient } from "../ai/provider-client";
import { defineModule } from "../module-deps";
import { resumeImportRoutes } from "./routes";
import { createResumeImportService } from "./service";

/** Résumé import: an uploaded file read into portfolio content (by the AI provider when one is configured). */
export const resumeImportModule = defineModule("resume-import", async (app, { config }) => {
  await app.register(resumeImportRoutes, {
    service: createResumeImportService({
      provider: config.ai ? createProviderClient(config.ai) : undefined,
      log: app.log,
    }),
  });
});
