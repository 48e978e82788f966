import { designStyles, themeForDesignStyle } from "@foliocraft/schemas";
import { getTheme } from "@foliocraft/themes";
import { useTranslation } from "react-i18next";
import { ChoiceCard } from "./choice-card";
import type { OnboardingDraft } from "./onboarding-draft";

/** Step 3: the preferred design style (required); the builder starts with the theme it suggests. */
export function StepStyle({
  draft,
  onChange,
}: {
  draft: OnboardingDraft;
  onChange: (next: Partial<OnboardingDraft>) => void;
}) {
  const { t } = useTranslation();
  const style = draft.preferredStyle;
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-medium text-slate-900 dark:text-slate-100">
          {t("onboarding.style.legend")}
        </legend>
        {designStyles.map((option) => (
          <ChoiceCard
            key={option}
            name="preferredStyle"
            value={option}
            checked={style === option}
            onSelect={() => onChange({ preferredStyle: option })}
            title={t(`onboarding.style.options.${option}.title`)}
            description={t(`onboarding.style.options.${option}.description`)}
          />
        ))}
      </fieldset>
      <p aria-live="polite" className="min-h-5 text-sm text-slate-700 dark:text-slate-300">
        {style !== "" && t("onboarding.style.suggestion", { theme: getTheme(themeForDesignStyle[style]).name })}
      </p>
    </div>
  );
}
