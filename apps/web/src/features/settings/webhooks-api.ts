import { useQuery } from "@tanstack/react-query";
import type { Webhook, WebhookCreate, WebhookDelivery } from "@foliocraft/schemas";
import { apiFetch } from "../../lib/api-client";

// Deployment webhooks (server: modules/webhooks/routes.ts).

export const webhooksQueryKey = ["account", "webhooks"] as const;

/** GET /api/account/webhooks: the account's webhooks, newest first. */
export function useWebhooks() {
  return useQuery({
    queryKey: webhooksQueryKey,
    queryFn: async ({ signal }) =>
      ((await apiFetch("/api/account/webhooks", { signal })) as { webhooks: Webhook[] }).webhooks,
  });
}

// While a delivery waits for its first attempt or a retry, the log is read again this often.
const pendingRefreshMs = 2000;

/** GET /api/account/webhooks/{id}/deliveries: its delivery log, newest first, refreshed while one is pending. */
export function useWebhookDeliveries(webhookId: string) {
  return useQuery({
    queryKey: [...webhooksQueryKey, webhookId, "deliveries"],
    queryFn: async ({ signal }) =>
      (
        (await apiFetch(`/api/account/webhooks/${encodeURIComponent(webhookId)}/deliveries`, { signal })) as {
          deliveries: WebhookDelivery[];
        }
      ).deliveries,
    refetchInterval: (query) =>
      query.state.data?.some((delivery) => delivery.status === "pending") ? pendingRefreshMs : false,
  });
}

/** A new webhook; its signing secret is in this answer only. */
export function createWebhook(body: WebhookCreate) {
  return apiFetch("/api/account/webhooks", { method: "POST", body }) as Promise<{ webhook: Webhook; secret: string }>;
}

/** Deletes a webhook and its delivery log. */
export function deleteWebhook(id: string) {
  return apiFetch(`/api/account/webhooks/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** Sends a `webhook.test` event to it now. */
export function testWebhook(id: string) {
  return apiFetch(`/api/account/webhooks/${encodeURIComponent(id)}/test`, { method: "POST" });
}

/** Sends a delivery's event once more (a new delivery in the log). */
export function resendDelivery(id: string) {
  return apiFetch(`/api/account/webhook-deliveries/${encodeURIComponent(id)}/resend`, { method: "POST" });
}
