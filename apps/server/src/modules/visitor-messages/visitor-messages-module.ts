import { defineModule } from "../module-deps";
import { createVisitorMessageRepository } from "./repository";
import { visitorMessageRoutes } from "./routes";
import { createVisitorMessageService } from "./service";

/** Messages visitors send through a published portfolio's contact form, and the owner's inbox. */
export const visitorMessagesModule = defineModule(
  "visitor-messages",
  async (app, { database, mail, profiles, config }) => {
    await app.register(visitorMessageRoutes, {
      service: createVisitorMessageService({
        repository: createVisitorMessageRepository(database.db),
        mail,
        profiles,
        publicUrl: config.publicUrl,
      }),
      publicUrl: config.publicUrl,
    });
  },
);
