import { subscriptionBadgeVariant } from "@foliocraft/schemas";
import type { SubscriptionStatus, SubscriptionSummary } from "@foliocraft/schemas";
import clsx from "clsx";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";

// The spec §4 badge variants, in the app's colours (each pair keeps 4.5:1 contrast in light and dark).
const variantClasses = {
  default: "bg-indigo-600 text-white dark:bg-indigo-400 dark:text-slate-950",
  secondary: "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100",
  destructive: "bg-red-700 text-white dark:bg-red-400 dark:text-slate-950",
} as const;

/** The status text of the spec §4 table, in the interface language. */
export function subscriptionStatusLabel(
  t: TFunction,
  subscription: Pick<SubscriptionSummary, "status" | "daysRemaining">,
) {
  const keys: Record<SubscriptionStatus, "free" | "proExpiring" | "proActive" | "proExpired"> = {
    free: "free",
    "pro-expiring": "proExpiring",
    "pro-active": "proActive",
    "pro-expired": "proExpired",
  };
  return t(`subscription.status.${keys[subscription.status]}`, { count: subscription.daysRemaining ?? 0 });
}

/** The plan's status text in its spec §4 badge (secondary, destructive or default). */
export function SubscriptionBadge({
  subscription,
}: {
  subscription: Pick<SubscriptionSummary, "status" | "daysRemaining">;
}) {
  const { t } = useTranslation();
  const variant = subscriptionBadgeVariant[subscription.status];
  return (
    <span
      data-variant={variant}
      className={clsx(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
        variantClasses[variant],
      )}
    >
      {subscriptionStatusLabel(t, subscription)}
    </span>
  );
}
