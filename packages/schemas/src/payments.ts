import { z } from "zod";
import { schemaMessage } from "./api-messages/schema-message";
import { plans } from "./constants";
import { subscriptionStatuses } from "./subscription";
import { storableText } from "./text";

/** The two paid plans (spec §3, §9); monthly is the default on upgrade. */
export const planIds = ["monthly", "yearly"] as const;

/** A paid plan id. */
export type PlanId = (typeof planIds)[number];

/** The price of a plan in the currency's subunit (pesewas for GHS), as Paystack expects it. */
export function planAmountSubunit(plan: PlanId): number {
  return plans[plan].amount * 100;
}

/** Refunds are possible this many days after a payment (spec §1, §9). */
export const refundWindowDays = 30;

/** `POST /api/payments` body: start paying for a plan. */
export const paymentStartSchema = storableText(
  z.object({
    plan: z.enum(planIds, { error: schemaMessage("planChoice") }).default("monthly"),
  }),
);

/** `POST /api/payments` answer: what the Paystack popup needs (the amount is fixed on the server). */
export const paymentStartResultSchema = z.object({
  reference: z.string(),
  accessCode: z.string(),
  authorizationUrl: z.string(),
  publicKey: z.string(),
  plan: z.enum(planIds),
  amount: z.number().int(),
  currency: z.literal("GHS"),
});

/** `POST /api/payments` answer. */
export type PaymentStartResult = z.infer<typeof paymentStartResultSchema>;

/** Outcome of a payment as the web shows it. */
export const paymentOutcomes = ["success", "failed", "abandoned", "pending"] as const;

/** The subscription as `GET /api/subscription` reports it (replaces the spec's getSubscriptionStatus). */
export const subscriptionDetailsSchema = z.object({
  plan: z.enum(["free", "pro"]),
  isPremium: z.boolean(),
  isAdmin: z.boolean(),
  status: z.enum(subscriptionStatuses),
  daysRemaining: z.number().int().min(0).nullable(),
  subscriptionType: z.string().nullable(),
  subscriptionEnd: z.iso.datetime().nullable(),
  /** The user cancelled: Pro stays until subscriptionEnd, then the account returns to free; no renewal reminders. */
  cancelled: z.boolean(),
  /** The last payment can still be refunded (within 30 days, not yet refunded). */
  refundableUntil: z.iso.datetime().nullable(),
  paymentsConfigured: z.boolean(),
});

/** `GET /api/subscription` answer. */
export type SubscriptionDetails = z.infer<typeof subscriptionDetailsSchema>;

/** `POST /api/payments/{reference}/verify` answer. */
export const paymentVerifyResultSchema = z.object({
  reference: z.string(),
  outcome: z.enum(paymentOutcomes),
  message: z.string(),
  subscription: subscriptionDetailsSchema,
});

/** `POST /api/payments/{reference}/verify` answer. */
export type PaymentVerifyResult = z.infer<typeof paymentVerifyResultSchema>;

/** One payment in a list (admin, or the user's own history). */
export const paymentSummarySchema = z.object({
  reference: z.string(),
  userId: z.string(),
  email: z.string(),
  plan: z.enum(planIds),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(["pending", "success", "failed", "abandoned", "refunded"]),
  channel: z.string().nullable(),
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  refundedAt: z.iso.datetime().nullable(),
});

/** One payment in a list. */
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

/** `POST /api/admin/users/{id}/upgrade` body (the spec's manualUpgrade; default monthly). */
export const adminUpgradeSchema = storableText(z.object({ subscriptionType: z.enum(planIds).default("monthly") }));

/** One row of the admin's user list. */
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  plan: z.enum(["free", "pro"]),
  isPremium: z.boolean(),
  isAdmin: z.boolean(),
  subscriptionType: z.string().nullable(),
  subscriptionEnd: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  lastActive: z.iso.datetime().nullable(),
});

/** One row of the admin's user list. */
export type AdminUser = z.infer<typeof adminUserSchema>;
