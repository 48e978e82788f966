import { aiDailyQuota, type Profile } from "@foliocraft/schemas";
import { Crown } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button-styles";
import { SubscriptionBadge } from "./subscription-badge";
import { dateTimeFormat } from "../../lib/intl-format";

/** Formats an ISO date as a date in the interface language (e.g. "12 July 2025", "٢٠٢٥/٧/١٢"). */
export function formatDate(iso: string, language: string): string {
  return dateTimeFormat(language, { dateStyle: "long" }).format(new Date(iso));
}

/**
 * The plan at a glance (spec §4 status text and badge): days remaining and the end date for a Pro plan, and the
 * upgrade call to action while there is no active Pro plan. `children` is the place for billing actions.
 */
export function SubscriptionCard({
  profile,
  headingLevel = 2,
  children,
}: {
  profile: Pick<Profile, "isAdmin" | "subscription">;
  headingLevel?: 2 | 3;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const { subscription, isAdmin } = profile;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const offerUpgrade = subscription.status === "free" || subscription.status === "pro-expired";

  let detail: string;
  if (isAdmin) detail = t("subscription.adminNote");
  else if (subscription.status === "free")
    detail = t("subscription.freeNote", { aiFree: aiDailyQuota.free, aiPro: aiDailyQuota.pro });
  else if (subscription.status === "pro-expired") detail = t("subscription.expiredNote");
  else if (subscription.daysRemaining === null) detail = t("subscription.noEndNote");
  else detail = t("subscription.daysRemaining", { days: subscription.daysRemaining });

  return (
    <section
      aria-labelledby="subscription-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading id="subscription-heading" className="text-lg font-semibold text-slate-950 dark:text-white">
          {t("subscription.heading")}
        </Heading>
        <SubscriptionBadge subscription={subscription} />
      </div>
      <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{detail}</p>
      {subscription.subscriptionEnd && !isAdmin && (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {t(subscription.status === "pro-expired" ? "subscription.endedOn" : "subscription.endsOn", {
            date: formatDate(subscription.subscriptionEnd, i18n.language),
          })}
        </p>
      )}
      {(offerUpgrade || children) && (
        <div className="mt-4 flex flex-wrap gap-3">
          {offerUpgrade && (
            <Link to="/pricing" className={buttonClasses("primary", "md")}>
              <Crown aria-hidden="true" className="size-4" />
              {t(subscription.status === "pro-expired" ? "subscription.renew" : "subscription.upgrade")}
            </Link>
          )}
          {children}
        </div>
      )}
    </section>
  );
}
