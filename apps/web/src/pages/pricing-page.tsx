import { useTranslation } from "react-i18next";
import { BackToHomeLink } from "../components/ui/back-to-home-link";
import { PageIntro } from "../components/ui/page-intro";

/** /pricing: the free plan and Premium side by side. */
export function PricingPage() {
  const { t } = useTranslation();
  return (
    <PageIntro before={<BackToHomeLink />} heading={t("pages.pricing.heading")} intro={t("pages.pricing.intro")} />
  );
}
