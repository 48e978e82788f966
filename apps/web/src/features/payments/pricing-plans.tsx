import { aiDailyQuota, plans, type PlanId } from "@foliocraft/schemas";
import clsx from "clsx";
import { Check, Crown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button-styles";
import { formatPrice } from "./format-price";
import { freeFeatures, proFeatures } from "./plan-features";

function FeatureList({ items, prefix }: { items: readonly string[]; prefix: "free" | "pro" }) {
  const { t } = useTranslation();
  return (
    <ul className="mt-5 flex flex-col gap-2 text-sm text-slate-700 dark:text-slate-300">
      {items.map((key) => (
        <li key={key} className="flex items-start gap-2">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
          {t(`payments.features.${prefix}.${key}` as "payments.features.free.templates", {
            limit: aiDailyQuota[prefix],
          })}
        </li>
      ))}
    </ul>
  );
}

/** The plan a signed-in person is on, as the pricing cards name it: free, or the paid plan they bought. */
export type CurrentPlan = "free" | PlanId;

/** Marks the card of the person's own plan: a ring and a "Your current plan" label, read with the plan's name. */
function CurrentPlanBadge({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <span
      id={id}
      className="rounded-full bg-indigo-100 px-2.5 py-0.5 text-xs font-semibold text-indigo-900 dark:bg-indigo-500/20 dark:text-indigo-100"
    >
      {t("payments.currentPlan")}
    </span>
  );
}

const currentRing = "ring-2 ring-indigo-600 dark:ring-indigo-400";

/**
 * The three plans side by side (spec §3, §6, §9). `onChoose` runs for a signed-in user; signed out, the buttons go
 * to sign-up with ?plan= so the choice survives onboarding. `current` marks the signed-in person's own plan.
 */
export function PricingPlans({
  signedIn,
  isPro,
  onChoose,
  current = null,
}: {
  signedIn: boolean;
  isPro: boolean;
  onChoose: (plan: PlanId) => void;
  current?: CurrentPlan | null;
}) {
  const { t, i18n } = useTranslation();
  const card = "flex flex-col rounded-2xl border bg-white p-6 shadow-xs dark:bg-slate-900";
  return (
    <div className="mt-10 grid gap-6 md:grid-cols-3">
      <section
        aria-labelledby={current === "free" ? "plan-free plan-free-current" : "plan-free"}
        aria-current={current === "free" ? "true" : undefined}
        className={clsx(card, "border-slate-200 dark:border-slate-800", current === "free" && currentRing)}
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="plan-free" className="text-lg font-semibold text-slate-950 dark:text-white">
            {t("payments.plans.free.name")}
          </h2>
          {current === "free" && <CurrentPlanBadge id="plan-free-current" />}
        </div>
        <p className="mt-2 text-3xl font-bold text-slate-950 dark:text-white">{formatPrice(0, "GHS", i18n.language)}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t("payments.plans.free.forever")}</p>
        <FeatureList items={freeFeatures} prefix="free" />
        <div className="mt-auto pt-6">
          {signedIn ? (
            <Link to="/dashboard" className={buttonClasses("secondary", "md", "w-full")}>
              {t("payments.openDashboard")}
            </Link>
          ) : (
            <Link to="/signup" className={buttonClasses("secondary", "md", "w-full")}>
              {t("payments.startFree")}
            </Link>
          )}
        </div>
      </section>
      {(["monthly", "yearly"] as const).map((id) => (
        <section
          key={id}
          aria-labelledby={current === id ? `plan-${id} plan-${id}-current` : `plan-${id}`}
          aria-current={current === id ? "true" : undefined}
          className={clsx(
            card,
            id === "yearly" ? "border-indigo-600 dark:border-indigo-400" : "border-slate-200 dark:border-slate-800",
            current === id && currentRing,
          )}
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={`plan-${id}`} className="text-lg font-semibold text-slate-950 dark:text-white">
              {t(`payments.plans.${id}.name`)}
            </h2>
            {current === id && <CurrentPlanBadge id={`plan-${id}-current`} />}
            {id === "yearly" && (
              <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-500/20 dark:text-emerald-200">
                {t("payments.plans.yearly.badge")}
              </span>
            )}
          </div>
          <p className="mt-2 text-3xl font-bold text-slate-950 dark:text-white">
            {formatPrice(plans[id].amount, plans[id].currency, i18n.language)}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {id === "yearly"
              ? t("payments.plans.yearly.saving", { saving: formatPrice(60, "GHS", i18n.language) })
              : t("payments.plans.monthly.per")}
          </p>
          <FeatureList items={proFeatures} prefix="pro" />
          <div className="mt-auto pt-6">
            {isPro ? (
              <Link to="/settings" className={buttonClasses("secondary", "md", "w-full")}>
                {t("payments.manage")}
              </Link>
            ) : signedIn ? (
              <button type="button" onClick={() => onChoose(id)} className={buttonClasses("primary", "md", "w-full")}>
                <Crown aria-hidden="true" className="size-4" />
                {t("payments.choose", { plan: t(`payments.plans.${id}.name`) })}
              </button>
            ) : (
              <Link to={`/signup?plan=${id}`} className={buttonClasses("primary", "md", "w-full")}>
                {t("payments.choose", { plan: t(`payments.plans.${id}.name`) })}
              </Link>
            )}
          </div>
        </section>
      ))}
    </div>
  );
}
