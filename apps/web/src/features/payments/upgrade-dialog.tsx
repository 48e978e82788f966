import * as Dialog from "@radix-ui/react-dialog";
import { plans, type PlanId } from "@foliocraft/schemas";
import clsx from "clsx";
import { Check, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button-styles";
import { Spinner } from "../../components/ui/spinner";
import { formatPrice } from "./format-price";
import { useCheckout } from "./use-checkout";

/** The upgrade dialog (spec §2): choose monthly or yearly; the pay button shows currency and amount. */
export function UpgradeDialog({
  open,
  onOpenChange,
  initialPlan = "monthly",
  onUpgraded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialPlan?: PlanId;
  onUpgraded?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [plan, setPlan] = useState<PlanId>(initialPlan);
  const { checkout, phase } = useCheckout();
  const busy = phase !== "idle";
  const price = formatPrice(plans[plan].amount, plans[plan].currency, i18n.language);

  const pay = async () => {
    const upgraded = await checkout(plan);
    if (upgraded) {
      onOpenChange(false);
      onUpgraded?.();
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content className="fixed inset-x-0 top-1/2 z-50 mx-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-y-1/2 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-6 shadow-xl dark:border-slate-700 dark:bg-slate-900">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-slate-950 dark:text-white">
              {t("payments.dialogTitle")}
            </Dialog.Title>
            <Dialog.Close disabled={busy} className={buttonClasses("ghost", "icon")} aria-label={t("payments.close")}>
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {t("payments.dialogIntro")}
          </Dialog.Description>
          <fieldset className="mt-5 flex flex-col gap-3" disabled={busy}>
            <legend className="sr-only">{t("payments.choosePlan")}</legend>
            {(["monthly", "yearly"] as const).map((id) => (
              <label
                key={id}
                className={clsx(
                  "flex cursor-pointer items-start gap-3 rounded-xl border p-4 has-focus-visible:ring-2 has-focus-visible:ring-indigo-500",
                  plan === id
                    ? "border-indigo-600 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-500/10"
                    : "border-slate-300 dark:border-slate-700",
                )}
              >
                <input
                  type="radio"
                  name="plan"
                  value={id}
                  checked={plan === id}
                  onChange={() => setPlan(id)}
                  className="mt-1 size-4 accent-indigo-600"
                />
                <span className="flex flex-col">
                  <span className="font-semibold text-slate-950 dark:text-white">{t(`payments.plans.${id}.name`)}</span>
                  <span className="text-sm text-slate-700 dark:text-slate-300">
                    {t(`payments.plans.${id}.price`, {
                      price: formatPrice(plans[id].amount, plans[id].currency, i18n.language),
                    })}
                  </span>
                  {id === "yearly" && (
                    <span className="mt-1 text-sm font-medium text-emerald-700 dark:text-emerald-300">
                      {t("payments.plans.yearly.saving", {
                        saving: formatPrice(60, "GHS", i18n.language),
                      })}
                    </span>
                  )}
                </span>
              </label>
            ))}
          </fieldset>
          <ul className="mt-5 flex flex-col gap-1.5 text-sm text-slate-700 dark:text-slate-300">
            {(["channels", "guarantee", "cancel"] as const).map((key) => (
              <li key={key} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
                {t(`payments.assurance.${key}`)}
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => void pay()}
            disabled={busy}
            className={buttonClasses("primary", "md", "mt-6 w-full")}
          >
            {busy && <Spinner className="size-4" />}
            {busy ? t(`payments.phase.${phase}`) : t("payments.pay", { price })}
          </button>
          <p aria-live="polite" className="sr-only">
            {busy ? t(`payments.phase.${phase}`) : ""}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
