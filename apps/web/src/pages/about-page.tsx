import { useTranslation } from "react-i18next";
import { BackToHomeLink } from "../components/ui/back-to-home-link";
import { PageIntro } from "../components/ui/page-intro";

/** /about: who builds Foliocraft and why. */
export function AboutPage() {
  const { t } = useTranslation();
  return <PageIntro before={<BackToHomeLink />} heading={t("pages.about.heading")} intro={t("pages.about.intro")} />;
}
