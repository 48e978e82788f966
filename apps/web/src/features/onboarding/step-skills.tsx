import { onboardingInterestOptions, onboardingSkillOptions } from "@foliocraft/schemas";
import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../components/ui/text-field";
import { addCustomSkill, maxSkills, toggled } from "./onboarding-draft";
import type { OnboardingDraft } from "./onboarding-draft";
import { interestLabel, skillLabel } from "./option-labels";
import { ToggleChip } from "./toggle-chip";

const offered: readonly string[] = onboardingSkillOptions;

/** Step 2: skills (the 33 options plus your own; at least one) and interests (the 16 options; optional). */
export function StepSkills({
  draft,
  onChange,
}: {
  draft: OnboardingDraft;
  onChange: (next: Partial<OnboardingDraft>) => void;
}) {
  const { t } = useTranslation();
  const skillsId = useId();
  const interestsId = useId();
  const [typed, setTyped] = useState("");
  const custom = draft.skills.filter((skill) => !offered.includes(skill));
  const full = draft.skills.length >= maxSkills;

  const addTyped = () => {
    const next = addCustomSkill(draft.skills, typed);
    if (next.length !== draft.skills.length) onChange({ skills: next });
    setTyped("");
  };

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby={skillsId} className="flex flex-col gap-3">
        <div>
          <h3 id={skillsId} className="text-base font-semibold text-slate-950 dark:text-white">
            {t("onboarding.skills.skillsHeading")}
          </h3>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t("onboarding.skills.skillsHint")}</p>
        </div>
        <div role="group" aria-labelledby={skillsId} className="flex flex-wrap gap-2">
          {[...offered, ...custom].map((skill) => {
            const pressed = draft.skills.includes(skill);
            return (
              <ToggleChip
                key={skill}
                pressed={pressed}
                disabled={!pressed && full}
                onToggle={() => onChange({ skills: toggled(draft.skills, skill) })}
              >
                {skillLabel(t, skill)}
              </ToggleChip>
            );
          })}
        </div>
        <p aria-live="polite" className="text-sm text-slate-700 dark:text-slate-300">
          {t("onboarding.skills.selectedCount", { chosen: draft.skills.length, max: maxSkills })}
        </p>
        <TextField
          label={t("onboarding.skills.addOwn")}
          hint={t("onboarding.skills.addOwnHint")}
          maxLength={60}
          value={typed}
          disabled={full}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              addTyped();
            }
          }}
          trailing={(inputId) => (
            <button
              type="button"
              onClick={addTyped}
              disabled={full || typed.trim() === ""}
              aria-controls={inputId}
              aria-label={t("onboarding.skills.add")}
              title={t("onboarding.skills.add")}
              className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-lg text-indigo-700 hover:bg-slate-100 disabled:opacity-40 dark:text-indigo-300 dark:hover:bg-slate-800"
            >
              <Plus aria-hidden="true" className="size-5" />
            </button>
          )}
        />
      </section>

      <section aria-labelledby={interestsId} className="flex flex-col gap-3">
        <div>
          <h3 id={interestsId} className="text-base font-semibold text-slate-950 dark:text-white">
            {t("onboarding.skills.interestsHeading")}
          </h3>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t("onboarding.skills.interestsHint")}</p>
        </div>
        <div role="group" aria-labelledby={interestsId} className="flex flex-wrap gap-2">
          {onboardingInterestOptions.map((interest) => (
            <ToggleChip
              key={interest}
              pressed={draft.interests.includes(interest)}
              onToggle={() => onChange({ interests: toggled(draft.interests, interest) })}
            >
              {interestLabel(t, interest)}
            </ToggleChip>
          ))}
        </div>
      </section>
    </div>
  );
}
