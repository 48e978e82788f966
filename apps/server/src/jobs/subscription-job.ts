import type { PaymentService } from "../modules/payments/service";
import type { JobQueue } from "./queue";

/** The job kind of the hourly subscription run. */
export const subscriptionJobName = "subscriptions";

/**
 * Lapsed plans back to free and the reminder e-mails, every hour on the hour. pg-boss inserts each tick once
 * across every server, so one server runs it; a failed run is retried, and each e-mail is also claimed in the
 * database (subscription_reminders), so even a repeated run sends it once.
 */
export function defineSubscriptionJob(jobs: JobQueue, payments: Pick<PaymentService, "runSubscriptionJob">): void {
  jobs.define(subscriptionJobName, {
    retryLimit: 2,
    handler: async () => {
      await payments.runSubscriptionJob();
    },
  });
  jobs.schedule(subscriptionJobName, "0 * * * *");
}
