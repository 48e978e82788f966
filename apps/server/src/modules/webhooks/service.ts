import { randomBytes, randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { symmetricDecrypt, symmetricEncrypt } from "better-auth/crypto";
import {
  apiMessage,
  maxWebhooksPerUser,
  webhookDeliveryListLimit,
  webhookHeaders,
  webhookSecretPrefix,
  type Webhook,
  type WebhookDelivery,
  type WebhookEvent,
  type WebhookEventType,
} from "@foliocraft/schemas";
import { AppError } from "../../errors";
import { checkedAddresses, hostOf, type AddressPolicy } from "./address-guard";
import type { WebhookDeliveryRow, WebhookRepository, WebhookRow } from "./repository";
import type { SendOutcome } from "./sender";
import { signatureHeader } from "./signature";

const toView = (row: WebhookRow): Webhook => ({
  id: row.id,
  url: row.url,
  secretStart: row.secretStart,
  createdAt: row.createdAt.toISOString(),
});

const toDeliveryView = (row: WebhookDeliveryRow): WebhookDelivery => ({
  id: row.id,
  webhookId: row.webhookId,
  eventId: row.eventId,
  type: row.type,
  status: row.status,
  attempts: row.attempts,
  responseStatus: row.responseStatus,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
});

const notFound = () => new AppError("not-found", apiMessage("webhookNotFound"));

/** What one attempt of a delivery job learns: whether the queue should run it again. */
export interface DeliveryAttempt {
  deliveryId: string;
  /** No retry follows a failure now: the delivery ends as failed. */
  lastAttempt: boolean;
}

/**
 * Deployment webhooks: registered in settings (the signing secret shown once, kept encrypted), told of each deploy's
 * start and end, each event delivered by a job (`enqueue`) that signs it, POSTs it and is retried with backoff by
 * the queue until the receiver answers 2xx. Every person-facing method is owner-scoped: another owner's id is a 404.
 */
export function createWebhookService(deps: {
  repository: WebhookRepository;
  /** The server secret: encrypts the signing secrets at rest. */
  serverSecret: string;
  policy: AddressPolicy;
  /** Queues one delivery's job. */
  enqueue: (deliveryId: string) => Promise<void>;
  /** Sends one attempt (sender.ts; tests may wrap it). */
  send: (input: {
    url: string;
    body: string;
    headers: Record<string, string>;
    policy: AddressPolicy;
    timeoutMs: number;
  }) => Promise<SendOutcome>;
  timeoutMs: number;
  log: FastifyBaseLogger;
}) {
  const { repository, serverSecret, policy, enqueue, log } = deps;

  async function owned(userId: string, id: string): Promise<WebhookRow> {
    const row = await repository.findOwned(userId, id);
    if (!row) throw notFound();
    return row;
  }

  async function queue(webhookId: string, event: WebhookEvent): Promise<WebhookDeliveryRow> {
    const delivery = await repository.insertDelivery({
      id: randomUUID(),
      webhookId,
      eventId: event.id,
      type: event.type,
      body: JSON.stringify(event),
    });
    await enqueue(delivery.id);
    return delivery;
  }

  const eventOf = (type: WebhookEventType, data: Record<string, unknown>): WebhookEvent => ({
    id: `evt_${randomUUID()}`,
    type,
    createdAt: new Date().toISOString(),
    data,
  });

  return {
    async list(userId: string): Promise<Webhook[]> {
      return (await repository.listOwned(userId)).map(toView);
    },

    /** Registers a URL after checking where it leads (400 for a private or unknown host). */
    async create(userId: string, input: { url: string }): Promise<{ webhook: Webhook; secret: string }> {
      if ((await repository.countOwned(userId)) >= maxWebhooksPerUser) {
        throw new AppError("resource-exhausted", apiMessage("webhookLimitReached", { count: maxWebhooksPerUser }));
      }
      await checkedAddresses(hostOf(new URL(input.url)), policy);
      const secret = `${webhookSecretPrefix}${randomBytes(32).toString("base64url")}`;
      const row = await repository.insert({
        id: randomUUID(),
        userId,
        url: input.url,
        secretStart: secret.slice(0, webhookSecretPrefix.length + 6),
        secretEncrypted: await symmetricEncrypt({ key: serverSecret, data: secret }),
      });
      return { webhook: toView(row), secret };
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repository.deleteOwned(userId, id))) throw notFound();
    },

    async deliveries(userId: string, webhookId: string): Promise<WebhookDelivery[]> {
      await owned(userId, webhookId);
      return (await repository.deliveriesOf(webhookId, webhookDeliveryListLimit)).map(toDeliveryView);
    },

    /** Sends a `webhook.test` event now (the settings "Send test" button). */
    async test(userId: string, webhookId: string): Promise<WebhookDelivery> {
      const webhook = await owned(userId, webhookId);
      return toDeliveryView(await queue(webhook.id, eventOf("webhook.test", { webhookId: webhook.id })));
    },

    /** Sends a delivery's event once more, as a new delivery with the same event id and body. */
    async resend(userId: string, deliveryId: string): Promise<WebhookDelivery> {
      const original = await repository.deliveryOwned(userId, deliveryId);
      if (!original) throw new AppError("not-found", apiMessage("webhookDeliveryNotFound"));
      const delivery = await repository.insertDelivery({
        id: randomUUID(),
        webhookId: original.webhookId,
        eventId: original.eventId,
        type: original.type,
        body: original.body,
      });
      await enqueue(delivery.id);
      return toDeliveryView(delivery);
    },

    /**
     * Tells every webhook of `userId` about an event. Never throws: a deploy goes on whether or not its events could
     * be queued (the failure is logged).
     */
    async emit(userId: string, type: WebhookEventType, data: Record<string, unknown>): Promise<void> {
      try {
        const hooks = await repository.listOwned(userId);
        if (hooks.length === 0) return;
        const event = eventOf(type, data);
        for (const hook of hooks) await queue(hook.id, event);
      } catch (err) {
        log.error({ err, type }, "could not queue webhook deliveries");
      }
    },

    /**
     * One attempt of a delivery job: signs the stored body with the time now and POSTs it. A 2xx ends it as
     * delivered; any other answer or a network error throws, so the queue retries it with backoff, until the last
     * attempt, which ends it as failed. A refused address is final at once (retrying cannot help).
     */
    async deliver({ deliveryId, lastAttempt }: DeliveryAttempt): Promise<void> {
      const found = await repository.deliveryForSending(deliveryId);
      if (!found || found.delivery.status !== "pending") return;
      const { delivery, webhook } = found;
      const secret = await symmetricDecrypt({ key: serverSecret, data: webhook.secretEncrypted });
      const timestamp = Math.floor(Date.now() / 1000);
      const outcome = await deps.send({
        url: webhook.url,
        body: delivery.body,
        headers: {
          [webhookHeaders.signature]: signatureHeader(secret, timestamp, delivery.body),
          [webhookHeaders.event]: delivery.eventId,
          [webhookHeaders.type]: delivery.type,
        },
        policy,
        timeoutMs: deps.timeoutMs,
      });
      const final = outcome.ok || lastAttempt || (outcome.status === null && outcome.permanent);
      const error = outcome.ok
        ? null
        : outcome.status === null
          ? outcome.error
          : `the receiver answered HTTP ${outcome.status}`;
      await repository.recordAttempt(delivery.id, {
        status: outcome.ok ? "delivered" : final ? "failed" : "pending",
        responseStatus: outcome.status,
        lastError: error,
        at: new Date(),
      });
      if (!final) throw new Error(`webhook delivery ${delivery.id} failed (${error}); retried later`);
    },

    /** The queue gave up on a delivery (its server died on every attempt): a pending one ends as failed. */
    async giveUp(deliveryId: string, lastError: string | null): Promise<void> {
      await repository.failIfPending(deliveryId, lastError ?? "the delivery job stopped unexpectedly");
    },
  };
}

/** The service's type. */
export type WebhookService = ReturnType<typeof createWebhookService>;
