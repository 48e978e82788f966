import { z } from "zod";
import { schemaMessage } from "./api-messages/schema-message";
import { storableText } from "./text";

/**
 * What a deployment webhook is told: a deploy started, went live or failed; `webhook.test` is the ping sent from
 * settings. Receivers should ignore types they do not know (more may come).
 */
export const webhookEventTypes = ["deploy.started", "deploy.succeeded", "deploy.failed", "webhook.test"] as const;

/** One event type. */
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** How many webhooks one account may register. */
export const maxWebhooksPerUser = 5;

/** How many deliveries of one webhook the settings page lists (newest first). */
export const webhookDeliveryListLimit = 50;

/** Every signing secret starts with this, so a leaked one is recognisable. */
export const webhookSecretPrefix = "whsec_";

/** The request headers of a delivery (docs/webhooks.md). */
export const webhookHeaders = {
  /** `t={unix seconds},v1={hex HMAC-SHA256 of "{t}.{raw body}" with the secret}`. */
  signature: "foliocraft-signature",
  /** The event's id: the same on every attempt and on "send again" (receivers deduplicate by it). */
  event: "foliocraft-event-id",
  /** The event's type, e.g. deploy.succeeded. */
  type: "foliocraft-event-type",
} as const;

/** `POST /api/account/webhooks` body: where to send events (http or https). */
export const webhookCreateSchema = storableText(
  z.object({
    url: z
      .string({ error: schemaMessage("webhookUrlRequired") })
      .trim()
      .max(2000, schemaMessage("webhookUrlTooLong", { count: 2000 }))
      .pipe(z.url({ protocol: /^https?$/, error: schemaMessage("webhookUrlScheme") })),
  }),
);

/** `POST /api/account/webhooks` body. */
export type WebhookCreate = z.input<typeof webhookCreateSchema>;

/** A webhook as settings lists it: never the secret, only its first characters. */
export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  /** The secret's first characters (`whsec_xxxx`), to tell webhooks apart. */
  secretStart: z.string(),
  createdAt: z.iso.datetime(),
});

/** One webhook. */
export type Webhook = z.infer<typeof webhookSchema>;

/** `GET /api/account/webhooks` answer, newest first. */
export const webhookListSchema = z.object({ webhooks: z.array(webhookSchema) });

/** `POST /api/account/webhooks` answer (201): the signing secret, shown this once. */
export const webhookCreatedSchema = z.object({ webhook: webhookSchema, secret: z.string() });

/** Where a delivery stands: waiting (first try or a retry to come), delivered (2xx), failed for good. */
export const webhookDeliveryStatuses = ["pending", "delivered", "failed"] as const;

/** One delivery of an event to a webhook, with its attempts. */
export const webhookDeliverySchema = z.object({
  id: z.string(),
  webhookId: z.string(),
  eventId: z.string(),
  type: z.enum(webhookEventTypes),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  /** The receiver's HTTP status of the last attempt; null when none answered (refused, timed out). */
  responseStatus: z.number().int().nullable(),
  /** Why the last attempt failed, in English (a network error, a refused address); null after a 2xx. */
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastAttemptAt: z.iso.datetime().nullable(),
});

/** One delivery. */
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** `GET /api/account/webhooks/{id}/deliveries` answer, newest first. */
export const webhookDeliveryListSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });

/** The JSON body of every delivery. `data` of a deploy event is the deploy as `GET /api/v1/deploys/{id}` shows it. */
export const webhookEventSchema = z.object({
  id: z.string(),
  type: z.enum(webhookEventTypes),
  createdAt: z.iso.datetime(),
  data: z.record(z.string(), z.unknown()),
});

/** One event. */
export type WebhookEvent = z.infer<typeof webhookEventSchema>;
