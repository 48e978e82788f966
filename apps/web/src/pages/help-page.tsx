import { useTranslation } from "react-i18next";
import { BackToHomeLink } from "../components/ui/back-to-home-link";
import { PageIntro } from "../components/ui/page-intro";

/** /help: the Help Center. */
export function HelpPage() {
  const { t } = useTranslation();
  return <PageIntro before={<BackToHomeLink />} heading={t("pages.help.heading")} intro={t("pages.help.intro")} />;
}
