import { useTranslation } from "react-i18next";
import { onboardingStepCount } from "./onboarding-draft";

/** The progress bar over the steps: "Step 2 of 4" for assistive technology, a filling bar for the eye. */
export function OnboardingProgress({ step }: { step: number }) {
  const { t } = useTranslation();
  const label = t("onboarding.progress", { step: step + 1, total: onboardingStepCount });
  const percent = ((step + 1) / onboardingStepCount) * 100;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium text-slate-700 dark:text-slate-300">{label}</p>
      <div
        role="progressbar"
        aria-label={t("onboarding.progressLabel")}
        aria-valuemin={1}
        aria-valuemax={onboardingStepCount}
        aria-valuenow={step + 1}
        aria-valuetext={label}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className="h-full rounded-full bg-indigo-600 transition-[width] duration-300 motion-reduce:transition-none dark:bg-indigo-400"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
