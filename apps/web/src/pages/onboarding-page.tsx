import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageIntro } from "../components/ui/page-intro";
import { useSession } from "../features/auth/use-session";
import { draftFrom, emptyDraft } from "../features/onboarding/onboarding-draft";
import { loadLocalOnboarding } from "../features/onboarding/onboarding-storage";
import { OnboardingWizard } from "../features/onboarding/onboarding-wizard";
import { ProfileSync } from "../features/settings/profile-sync";

/** /onboarding (signed-in): the four-step profile set-up; answers given before on this device come back. */
export function OnboardingPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [initialDraft] = useState(() => {
    const saved = loadLocalOnboarding();
    return saved ? draftFrom(saved) : emptyDraft(user?.name ?? "");
  });
  return (
    <PageIntro heading={t("pages.onboarding.heading")} intro={t("pages.onboarding.intro")}>
      <ProfileSync />
      <div className="mt-8">
        <OnboardingWizard initialDraft={initialDraft} />
      </div>
    </PageIntro>
  );
}
