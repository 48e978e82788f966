import { defineModule } from "../module-deps";
import { portfolioRoutes } from "./routes";
import { createUsernameService } from "./username-service";

/** The owner's portfolios: edit, publish, revisions, usernames. The service is shared (the public API uses it). */
export const portfoliosModule = defineModule("portfolios", async (app, { portfolios, profiles }) => {
  await app.register(portfolioRoutes, { service: portfolios, usernames: createUsernameService(profiles) });
});
