import { aiDailyQuota } from "@foliocraft/schemas";
import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PricingPlans } from "../payments/pricing-plans";

const promises = ["guarantee", "cancel", "methods"] as const;

// The home page is for signed-out visitors only, so the plan buttons lead to sign-up (with ?plan=) and never
// open the upgrade dialog.
const noDialog = () => {};

/** The plans of /pricing (spec §9: GHS 30 a month, GHS 300 a year) with the guarantees of spec §1. */
export function PricingSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="pricing-heading" id="pricing" className="scroll-mt-16 px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-5xl">
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id="pricing-heading"
            className="text-3xl font-bold tracking-tight text-balance text-slate-950 dark:text-white"
          >
            {t("marketing.pricing.heading")}
          </h2>
          <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
            {t("marketing.pricing.intro", { aiFree: aiDailyQuota.free, aiPro: aiDailyQuota.pro })}
          </p>
        </div>
        <PricingPlans signedIn={false} isPro={false} onChoose={noDialog} />
        <ul className="mt-8 flex flex-col justify-center gap-3 text-sm text-slate-700 sm:flex-row sm:gap-8 dark:text-slate-300">
          {promises.map((key) => (
            <li key={key} className="flex items-center gap-2">
              <Check aria-hidden="true" className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
              {t(`marketing.pricing.${key}`)}
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center">
          <Link
            to="/pricing"
            className="rounded text-sm font-medium text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300"
          >
            {t("marketing.pricing.compare")}
          </Link>
        </p>
      </div>
    </section>
  );
}
