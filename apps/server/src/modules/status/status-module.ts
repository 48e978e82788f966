import { defineModule } from "../module-deps";
import { createStatusChecks } from "./checks";
import { createIncidentRepository } from "./repository";
import { statusRoutes } from "./routes";
import { createStatusService } from "./service";

/** /status: live checks of this server (cached 30 s) and the incidents admins post. */
export const statusModule = defineModule("status", async (app, { database, health, mail, config }) => {
  await app.register(statusRoutes, {
    service: createStatusService({
      checks: createStatusChecks({
        pingDatabase: () => health.ping(),
        verifyMail: () => mail.verify(),
        ai: config.ai,
        paystackConfigured: Boolean(config.paystack),
      }),
      incidents: createIncidentRepository(database.db),
    }),
  });
});
