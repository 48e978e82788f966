import { useTranslation } from "react-i18next";
import { TextField } from "../../components/ui/text-field";
import type { OnboardingDraft } from "./onboarding-draft";

/** Step 0: name and profession (both required). */
export function StepAbout({
  draft,
  onChange,
}: {
  draft: OnboardingDraft;
  onChange: (next: Partial<OnboardingDraft>) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-5">
      <TextField
        label={t("onboarding.about.name")}
        autoComplete="name"
        required
        maxLength={100}
        value={draft.name}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <TextField
        label={t("onboarding.about.profession")}
        hint={t("onboarding.about.professionHint")}
        autoComplete="organization-title"
        required
        maxLength={120}
        value={draft.profession}
        onChange={(event) => onChange({ profession: event.target.value })}
      />
    </div>
  );
}
