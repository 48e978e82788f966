import { defineSubscriptionJob } from "../../jobs/subscription-job";
import { createMailRepository } from "../mail/repository";
import { defineModule } from "../module-deps";
import { adminRoutes } from "./admin-routes";
import { createAdminService } from "./admin-service";
import { createPaystackClient } from "./paystack-client";
import { createPaymentRepository } from "./repository";
import { paymentRoutes } from "./routes";
import { createPaymentService } from "./service";

declare module "fastify" {
  interface FastifyInstance {
    /** Runs the subscription job now (expiry and reminder e-mails); it also runs every hour. */
    runSubscriptionJob(): Promise<{ expired: number; reminded: number }>;
  }
}

/** Pro subscriptions through Paystack, the hourly subscription job, and the administrators' payment routes. */
export const paymentsModule = defineModule("payments", async (app, { config, database, profiles, mail, jobs }) => {
  const paymentRepository = createPaymentRepository(database.db);
  const payments = createPaymentService({
    repository: paymentRepository,
    profiles,
    mail,
    paystack: config.paystack && {
      client: createPaystackClient({ secretKey: config.paystack.secretKey, apiUrl: config.paystack.apiUrl }),
      publicKey: config.paystack.publicKey,
      secretKey: config.paystack.secretKey,
    },
    publicUrl: config.publicUrl,
    log: app.log,
  });
  await app.register(paymentRoutes, { service: payments });
  await app.register(adminRoutes, {
    service: createAdminService({ payments: paymentRepository, mail: createMailRepository(database.db) }),
  });
  app.decorate("runSubscriptionJob", () => payments.runSubscriptionJob());
  // Hourly through the queue (one run per hour across every server); each e-mail is also claimed in the database.
  defineSubscriptionJob(jobs, payments);
});
