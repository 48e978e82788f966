import {
  paymentStartResultSchema,
  paymentVerifyResultSchema,
  subscriptionDetailsSchema,
  type PaymentStartResult,
  type PaymentVerifyResult,
  type PlanId,
  type SubscriptionDetails,
} from "@foliocraft/schemas";
import { apiFetch } from "../../lib/api-client";

/** Query key of the signed-in user's subscription; invalidate it after a payment, cancel or refund. */
export const subscriptionQueryKey = ["subscription"] as const;

/** GET /api/subscription. */
export function fetchSubscription(signal?: AbortSignal): Promise<SubscriptionDetails> {
  return apiFetch("/api/subscription", { schema: subscriptionDetailsSchema, signal });
}

/** POST /api/payments: the server stores the reference and fixes the amount before the checkout opens. */
export function startPayment(plan: PlanId): Promise<PaymentStartResult> {
  return apiFetch("/api/payments", { method: "POST", body: { plan }, schema: paymentStartResultSchema });
}

/** POST /api/payments/{reference}/verify: the server asks Paystack; a browser callback alone proves nothing. */
export function verifyPayment(reference: string): Promise<PaymentVerifyResult> {
  return apiFetch(`/api/payments/${encodeURIComponent(reference)}/verify`, {
    method: "POST",
    schema: paymentVerifyResultSchema,
  });
}

/** POST /api/subscription/cancel: Pro stays until the end of the period. */
export function cancelSubscription(): Promise<SubscriptionDetails> {
  return apiFetch("/api/subscription/cancel", { method: "POST", schema: subscriptionDetailsSchema });
}

/** POST /api/subscription/refund: within 30 days of the last payment. */
export function requestRefund(): Promise<SubscriptionDetails> {
  return apiFetch("/api/subscription/refund", { method: "POST", schema: subscriptionDetailsSchema });
}
