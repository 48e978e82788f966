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
    // A refused or failed warm-up costs nothing: the browser's own request makes the subset (or gets the 503).
    warmFont: (name) => void fonts.read(name)?.catch(() => undefined),
  });
  await invalidatePublicSiteOnChange({ app, database, databaseUrl: config.databaseUrl, service });
  await app.register(publicSiteRoutes, { service, fastPaths, trustProxy: config.trustProxy });
});
