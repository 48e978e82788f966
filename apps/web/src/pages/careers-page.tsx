import { useTranslation } from "react-i18next";
import { BackToHomeLink } from "../components/ui/back-to-home-link";
import { PageIntro } from "../components/ui/page-intro";

/** /careers: working on Foliocraft. */
export function CareersPage() {
  const { t } = useTranslation();
  return (
    <PageIntro before={<BackToHomeLink />} heading={t("pages.careers.heading")} intro={t("pages.careers.intro")} />
  );
}
