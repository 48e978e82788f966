import { z } from "zod";

// The subscription rules of spec §4, pure (the clock is a parameter) so the web, the profile API and the payments
// module all read a plan the same way.

/** The four subscription states of the spec §4 table. */
export const subscriptionStatuses = ["free", "pro-expiring", "pro-active", "pro-expired"] as const;

/** One subscription state. */
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** Spec §9: the warning shows from this many days before the end date. */
export const expiryWarningDays = 7;

/** The badge variant of each state (spec §4 table). */
export const subscriptionBadgeVariant: Record<SubscriptionStatus, "secondary" | "destructive" | "default"> = {
  free: "secondary",
  "pro-expiring": "destructive",
  "pro-active": "default",
  "pro-expired": "secondary",
};

/** The profile fields the rules read. A missing profile is the free plan (spec §3). */
export interface SubscriptionInput {
  plan: "free" | "pro" | null | undefined;
  isAdmin: boolean;
  subscriptionEnd: Date | string | null | undefined;
}

/** What a plan means right now. */
export interface SubscriptionState {
  status: SubscriptionStatus;
  /** Pro features are on. */
  isActive: boolean;
  /**
   * Whole days left, rounded up, never negative; 0 when not pro or expired. Null when the plan has no end date
   * (an admin, or Pro granted without a term), since there is nothing to count down.
   */
  daysRemaining: number | null;
}

const dayMs = 24 * 60 * 60 * 1000;

function toTime(value: Date | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  return Number.isNaN(time) ? null : time;
}

/** Rounded-up whole days from `now` to `end`, never negative (spec §4). */
export function daysUntil(end: Date | string, now: Date = new Date()): number {
  const time = toTime(end);
  if (time === null) return 0;
  return Math.max(0, Math.ceil((time - now.getTime()) / dayMs));
}

/**
 * Spec §4: a subscription is active only if the plan is pro and the end date is in the future; with
 * `expiryWarningDays` or fewer left it is "expiring". Admins are always active. A pro plan without an end date
 * (granted with no term) counts as active, as the server's entitlement check does.
 */
export function subscriptionState(
  input: SubscriptionInput | null | undefined,
  now: Date = new Date(),
): SubscriptionState {
  if (!input) return { status: "free", isActive: false, daysRemaining: 0 };
  if (input.isAdmin) return { status: "pro-active", isActive: true, daysRemaining: null };
  if (input.plan !== "pro") return { status: "free", isActive: false, daysRemaining: 0 };
  const end = toTime(input.subscriptionEnd);
  if (end === null) return { status: "pro-active", isActive: true, daysRemaining: null };
  if (end <= now.getTime()) return { status: "pro-expired", isActive: false, daysRemaining: 0 };
  const days = daysUntil(new Date(end), now);
  return { status: days <= expiryWarningDays ? "pro-expiring" : "pro-active", isActive: true, daysRemaining: days };
}

/** The status text of the spec §4 table, in English (the web shows its translation). */
export function subscriptionStatusText(state: Pick<SubscriptionState, "status" | "daysRemaining">): string {
  switch (state.status) {
    case "free":
      return "Free Plan";
    case "pro-expiring":
      return `Pro Plan (Expires in ${state.daysRemaining ?? 0} days)`;
    case "pro-active":
      return "Pro Plan (Active)";
    case "pro-expired":
      return "Pro Plan (Expired)";
  }
}

/** The subscription part of `GET /api/profile`. */
export const subscriptionSummarySchema = z.object({
  status: z.enum(subscriptionStatuses),
  daysRemaining: z.number().int().min(0).nullable(),
  /** monthly, yearly, admin, or null on the free plan. */
  subscriptionType: z.string().nullable(),
  subscriptionEnd: z.iso.datetime().nullable(),
});

/** The subscription part of `GET /api/profile`. */
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;
