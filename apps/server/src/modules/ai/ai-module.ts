import { defineModule } from "../module-deps";
import { createProviderClient } from "./provider-client";
import { createAiQuota } from "./quota";
import { createAiUsageRepository } from "./repository";
import { aiRoutes } from "./routes";
import { createAiService } from "./service";
import { createAiTranslateService } from "./translate-service";

/**
 * The AI writing assistant (issue 9) and Translate with AI (issue 21): wires repository, quota, the configured
 * provider (AI_BASE_URL, AI_API_KEY, AI_MODEL) or, when none is, the built-in writer, and the routes.
 */
export const aiModule = defineModule("ai", async (app, { database, profiles, config }) => {
  const usage = createAiUsageRepository(database.db);
  const quota = createAiQuota({ repository: usage, profiles });
  const provider = config.ai ? createProviderClient(config.ai) : undefined;
  const service = createAiService({ quota, usage, provider, log: app.log });
  const translate = createAiTranslateService({ quota, provider, log: app.log });
  await app.register(aiRoutes, { service, translate });
});
