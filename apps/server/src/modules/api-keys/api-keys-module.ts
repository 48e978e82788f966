import { defineModule } from "../module-deps";
import { apiKeyRoutes } from "./routes";

/** Personal API keys, made and revoked in settings; the service is shared with the public API. */
export const apiKeysModule = defineModule("api-keys", async (app, { apiKeys }) => {
  await app.register(apiKeyRoutes, { service: apiKeys });
});
