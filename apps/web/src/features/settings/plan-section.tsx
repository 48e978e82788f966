import type { Profile } from "@foliocraft/schemas";
import { useTranslation } from "react-i18next";
import { BillingActions } from "../payments/billing-actions";
import { SubscriptionCard } from "../subscription/subscription-card";
import { SettingsSection } from "./settings-section";

/**
 * The plan: spec §4 status text and badge, days remaining, end date, the upgrade while there is no Pro plan, and the
 * billing actions (cancel, 30-day refund) while there is one.
 */
export function PlanSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  return (
    <SettingsSection id="plan" title={t("settings.plan.title")} description={t("settings.plan.description")}>
      <SubscriptionCard profile={profile} headingLevel={3}>
        <BillingActions />
      </SubscriptionCard>
    </SettingsSection>
  );
}
