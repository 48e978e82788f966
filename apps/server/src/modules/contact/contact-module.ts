import { defineModule } from "../module-deps";
import { createContactRepository } from "./repository";
import { contactRoutes } from "./routes";
import { createContactService } from "./service";

/** The public /contact page: messages stored, then e-mailed to the support address when there is one. */
export const contactModule = defineModule("contact", async (app, { database, mail, config }) => {
  await app.register(contactRoutes, {
    service: createContactService({
      repository: createContactRepository(database.db),
      mail,
      supportEmail: config.supportEmail,
    }),
  });
});
