import { defineModule } from "../module-deps";
import { publicApiRoutes } from "./routes";

/** The public API (/api/v1, personal API keys from settings): the same services, limited per key (spec §9). */
export const publicApiModule = defineModule("public-api", async (app, deps) => {
  await app.register(publicApiRoutes, {
    keys: deps.apiKeys,
    limiters: app.limiters,
    portfolios: deps.portfolios,
    exports: deps.exports,
    deploys: deps.deploy.deploys,
    webhooks: deps.webhooks,
  });
});
