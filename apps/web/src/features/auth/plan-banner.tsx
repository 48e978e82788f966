import { plans } from "@foliocraft/schemas";
import { Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { numberFormat } from "../../lib/intl-format";

/** A plan the sign-up page can be opened with (`/signup?plan=monthly|yearly`). */
export type PlanId = keyof typeof plans;

/** The `plan` query parameter when it names a plan; anything else is ignored (no banner, not passed on). */
export function planFromParam(value: string | null): PlanId | null {
  return value === "monthly" || value === "yearly" ? value : null;
}

/** The sign-up page's reminder of the chosen plan (spec §2, §9), prices in the interface language's format. */
export function PlanBanner({ plan }: { plan: PlanId }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? "en";
  const { amount, currency } = plans[plan];
  const money = (value: number) =>
    numberFormat(language, { style: "currency", currency, maximumFractionDigits: 0 }).format(value);
  // Spec §9: the yearly plan is 2 months free, saving GHS 60 over twelve monthly payments.
  const savings = plans.monthly.amount * 12 - plans.yearly.amount;
  const freeMonths = numberFormat(language).format(savings / plans.monthly.amount);

  return (
    <div className="mb-6 flex items-start gap-3 rounded-xl border border-indigo-200 bg-indigo-50 p-4 text-indigo-950 dark:border-indigo-400/40 dark:bg-indigo-500/10 dark:text-indigo-100">
      <Sparkles aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-indigo-600 dark:text-indigo-300" />
      <div className="min-w-0 text-sm">
        <p className="font-semibold">
          {t("auth.plan.selected", { plan: plan === "monthly" ? t("auth.plan.monthly") : t("auth.plan.yearly") })}
        </p>
        <p className="mt-1">
          {plan === "monthly"
            ? t("auth.plan.perMonth", { price: money(amount) })
            : t("auth.plan.perYear", { price: money(amount) })}
        </p>
        {plan === "yearly" && (
          <p className="mt-1 font-medium text-emerald-800 dark:text-emerald-300">
            {t("auth.plan.yearlySavings", { months: freeMonths, savings: money(savings) })}
          </p>
        )}
        <p className="mt-1 text-indigo-900/80 dark:text-indigo-100/80">{t("auth.plan.note")}</p>
      </div>
    </div>
  );
}
