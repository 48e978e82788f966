import { defineModule } from "../module-deps";
import { invalidatePublicSiteOnChange } from "./cache-invalidation";
import { createPublicSiteRepository } from "./repository";
import { publicSiteRoutes } from "./routes";
import { createPublicSiteService } from "./service";

/**
 * /p/{username}, /sitemap.xml and /robots.txt, before the web app, whose fallback would otherwise answer them. Every
 * server drops a cached page the moment its portfolio or its owner's plan changes (PostgreSQL NOTIFY).
 */
export const publicSiteModule = defineModule("public-site", async (app, { database, config, fastPaths, fonts }) => {
  const service = createPublicSiteService({
    repository: createPublicSiteRepository(database.db),
    publicUrl: config.publicUrl,
    // Each page's subsets are made as it is rendered, so its visitors find them ready or on the way.
    warmFont: (reference) => fonts.warm(reference),
  });
  await invalidatePublicSiteOnChange({ app, database, databaseUrl: config.databaseUrl, service });
  await app.register(publicSiteRoutes, { service, fastPaths, trustProxy: config.trustProxy });
});
