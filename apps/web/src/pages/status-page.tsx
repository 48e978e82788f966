import { useTranslation } from "react-i18next";
import { BackToHomeLink } from "../components/ui/back-to-home-link";
import { PageIntro } from "../components/ui/page-intro";

/** /status: service status and incidents. */
export function StatusPage() {
  const { t } = useTranslation();
  return <PageIntro before={<BackToHomeLink />} heading={t("pages.status.heading")} intro={t("pages.status.intro")} />;
}
