import clsx from "clsx";
import { ArrowLeft, ArrowRight, Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button-styles";
import { builderSteps } from "./builder-steps";
import type { BuilderStep } from "./builder-steps";

const labelKey = {
  info: "builder.steps.info",
  theme: "builder.steps.theme",
  preview: "builder.steps.preview",
  export: "builder.steps.export",
} as const;

/**
 * The four steps as a list of links-like buttons; the current one is marked for assistive technology. On a phone
 * it is a compact stepper: the other steps are their numbered circles (their names stay for screen readers) and
 * the current step has the rest of the row for its whole name, which wraps rather than being cut.
 */
export function StepNav({ step, onGo }: { step: BuilderStep; onGo: (step: BuilderStep) => void }) {
  const { t } = useTranslation();
  const current = step === "done" ? builderSteps.length : builderSteps.indexOf(step);
  return (
    <nav aria-label={t("builder.steps.label")}>
      <ol className="flex gap-1 pb-1 sm:gap-2">
        {builderSteps.map((id, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li key={id} className={clsx("min-w-0", active ? "flex-1" : "flex-none sm:flex-1")}>
              <button
                type="button"
                aria-current={active ? "step" : undefined}
                onClick={() => onGo(id)}
                className={clsx(
                  "flex min-h-11 w-full min-w-0 items-center gap-2 rounded-lg border px-2 py-2 text-start text-sm transition-colors sm:px-3",
                  active
                    ? "border-indigo-600 bg-indigo-50 text-indigo-900 dark:border-indigo-400 dark:bg-indigo-500/10 dark:text-indigo-100"
                    : "border-slate-200 text-slate-700 hover:bg-slate-50 dark:border-slate-800 dark:text-slate-300 dark:hover:bg-slate-900",
                )}
              >
                <span
                  aria-hidden="true"
                  className={clsx(
                    "inline-flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold",
                    done || active
                      ? "bg-indigo-600 text-white dark:bg-indigo-400 dark:text-slate-950"
                      : "bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
                  )}
                >
                  {done ? <Check className="size-3.5" /> : index + 1}
                </span>
                {/* On phones only the current step's name shows; the others keep theirs for screen readers. */}
                <span data-step-label className={clsx("min-w-0 font-medium break-words", !active && "max-sm:sr-only")}>
                  {t(labelKey[id])}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** Previous / Next (Finish on the last step) under each step. */
export function StepFooter({ step, onGo }: { step: BuilderStep; onGo: (step: BuilderStep) => void }) {
  const { t } = useTranslation();
  if (step === "done") return null;
  const index = builderSteps.indexOf(step);
  const previous = builderSteps[index - 1];
  const next = builderSteps[index + 1];
  return (
    <div className="mt-8 flex items-center justify-between gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
      <button
        type="button"
        disabled={!previous}
        onClick={() => previous && onGo(previous)}
        className={buttonClasses("secondary")}
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {t("builder.steps.previous")}
      </button>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t("builder.steps.position", { current: index + 1, total: builderSteps.length })}
      </p>
      <button type="button" onClick={() => onGo(next ?? "done")} className={buttonClasses("primary")}>
        {next ? t("builder.steps.next") : t("builder.steps.finish")}
        <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
      </button>
    </div>
  );
}
