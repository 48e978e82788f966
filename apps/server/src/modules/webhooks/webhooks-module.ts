import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import type { JobQueue } from "../../jobs/queue";
import { defineModule } from "../module-deps";
import type { AddressPolicy } from "./address-guard";
import { createWebhookRepository } from "./repository";
import { webhookRoutes } from "./routes";
import { sendWebhook } from "./sender";
import { createWebhookService } from "./service";

/** The job kind that sends one webhook delivery. */
export const webhookDeliveryJobName = "webhook-delivery";

/**
 * Retries after the first attempt. With the queue's backoff from 30 s (jobs/queue.ts) the attempts span about half
 * an hour: 30 s, 1, 2, 4, 8 and 16 minutes, long enough for a receiver's restart or a short outage.
 */
export const webhookRetryLimit = 6;

/** How long a receiver has to answer one attempt. */
export const webhookTimeoutMs = 10_000;

/** Builds the webhook service (before the modules: deploys announce their events through it, app-deps.ts). */
export function createWebhooks(deps: {
  db: Db;
  serverSecret: string;
  policy: AddressPolicy;
  jobs: JobQueue;
  log: FastifyBaseLogger;
}) {
  return createWebhookService({
    repository: createWebhookRepository(deps.db),
    serverSecret: deps.serverSecret,
    policy: deps.policy,
    enqueue: async (deliveryId) => {
      await deps.jobs.send(webhookDeliveryJobName, { deliveryId });
    },
    send: sendWebhook,
    timeoutMs: webhookTimeoutMs,
    log: deps.log,
  });
}

/** Deployment webhooks (docs/webhooks.md): each deploy's start and end, signed and POSTed by a retried job. */
export const webhooksModule = defineModule("webhooks", async (app, { config, jobs, webhooks: service }) => {
  if (config.webhooks?.allowLoopback)
    app.log.warn("webhooks may reach loopback addresses (FOLIOCRAFT_WEBHOOKS_ALLOW_LOOPBACK, test-only)");
  jobs.define<{ deliveryId: string }>(webhookDeliveryJobName, {
    retryLimit: webhookRetryLimit,
    concurrency: 2,
    // An attempt waits at most webhookTimeoutMs for the receiver; a job running far longer lost its server.
    timeoutSeconds: 120,
    handler: ({ data, lastAttempt }) => service.deliver({ deliveryId: data.deliveryId, lastAttempt }),
    onFailed: ({ deliveryId }, lastError) => service.giveUp(deliveryId, lastError),
  });
  await app.register(webhookRoutes, { service });
});
