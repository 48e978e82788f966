import { useTranslation } from "react-i18next";
import { PageIntro } from "../components/ui/page-intro";

/** /onboarding (signed-in): the four-step profile set-up. */
export function OnboardingPage() {
  const { t } = useTranslation();
  return <PageIntro heading={t("pages.onboarding.heading")} intro={t("pages.onboarding.intro")} />;
}
