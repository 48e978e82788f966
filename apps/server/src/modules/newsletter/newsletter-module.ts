import { defineModule } from "../module-deps";
import { createNewsletterRepository } from "./repository";
import { newsletterRoutes } from "./routes";
import { createNewsletterService } from "./service";

/** The e-mail lists (blog newsletter, talent community): double opt-in sign-up, confirmation, unsubscribe. */
export const newsletterModule = defineModule("newsletter", async (app, { database, mail, config }) => {
  await app.register(newsletterRoutes, {
    service: createNewsletterService({
      repository: createNewsletterRepository(database.db),
      mail,
      publicUrl: config.publicUrl,
      secret: config.secret,
    }),
  });
});
