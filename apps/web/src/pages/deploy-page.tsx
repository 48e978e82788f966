import { useTranslation } from "react-i18next";
import { PageIntro } from "../components/ui/page-intro";

/** /deploy (signed-in): publishing or downloading a portfolio. */
export function DeployPage() {
  const { t } = useTranslation();
  return <PageIntro heading={t("pages.deploy.heading")} intro={t("pages.deploy.intro")} />;
}
