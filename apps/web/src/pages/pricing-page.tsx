import type { PlanId } from "@foliocraft/schemas";
import { ShieldCheck } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BackToHomeLink } from "../components/ui/back-to-home-link";
import { PageIntro } from "../components/ui/page-intro";
import { useSession } from "../features/auth/use-session";
import { PricingPlans } from "../features/payments/pricing-plans";
import { currentPlanOf } from "../features/payments/current-plan";
import { fetchProfile, profileQueryKey } from "../features/settings/profile-api";
import { UpgradeDialog } from "../features/payments/upgrade-dialog";
import { usePaymentReturn } from "../features/payments/use-payment-return";

/** /pricing: the free plan and Premium side by side, with the upgrade dialog (spec §2, §6, §9). */
export function PricingPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [choice, setChoice] = useState<PlanId | null>(null);
  usePaymentReturn(user !== null);
  // Signed in, the plan the person is on is marked (issue 20); its subscription says monthly or yearly.
  const profile = useQuery({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => fetchProfile(signal),
    enabled: user !== null,
  });

  return (
    <PageIntro before={<BackToHomeLink />} heading={t("pages.pricing.heading")} intro={t("pages.pricing.intro")}>
      <div className="lg:-mx-32">
        <PricingPlans
          signedIn={user !== null}
          isPro={user?.isPremium ?? false}
          onChoose={setChoice}
          current={user ? currentPlanOf(profile.data?.subscription) : null}
        />
      </div>
      <p className="mt-8 flex items-start gap-2 text-sm text-slate-700 dark:text-slate-300">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600 dark:text-emerald-400" />
        {t("payments.guaranteeNote")}
      </p>
      {choice && (
        <UpgradeDialog
          key={choice}
          open={choice !== null}
          onOpenChange={(open) => !open && setChoice(null)}
          initialPlan={choice}
        />
      )}
    </PageIntro>
  );
}
