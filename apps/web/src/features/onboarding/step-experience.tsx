import { experienceLevels } from "@foliocraft/schemas";
import { useTranslation } from "react-i18next";
import { ChoiceCard } from "./choice-card";
import type { OnboardingDraft } from "./onboarding-draft";

/** Step 1: experience level (required). */
export function StepExperience({
  draft,
  onChange,
}: {
  draft: OnboardingDraft;
  onChange: (next: Partial<OnboardingDraft>) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-sm font-medium text-slate-900 dark:text-slate-100">
        {t("onboarding.experience.legend")}
      </legend>
      {experienceLevels.map((level) => (
        <ChoiceCard
          key={level}
          name="experience"
          value={level}
          checked={draft.experience === level}
          onSelect={() => onChange({ experience: level })}
          title={t(`onboarding.experience.levels.${level}.title`)}
          description={t(`onboarding.experience.levels.${level}.description`)}
        />
      ))}
    </fieldset>
  );
}
