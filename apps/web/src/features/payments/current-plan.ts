import { planIds, type PlanId, type SubscriptionSummary } from "@foliocraft/schemas";
import type { CurrentPlan } from "./pricing-plans";

/**
 * Which pricing card is the person's own: a paid plan while it is active (or about to end), the free plan when
 * there is none or it has lapsed; null while unknown, and for admins, whose access is no plan on the page.
 */
export function currentPlanOf(subscription: SubscriptionSummary | undefined): CurrentPlan | null {
  if (!subscription) return null;
  if (subscription.status === "free" || subscription.status === "pro-expired") return "free";
  const type = subscription.subscriptionType;
  return (planIds as readonly string[]).includes(type ?? "") ? (type as PlanId) : null;
}
