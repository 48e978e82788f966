import { useTranslation } from "react-i18next";
import { BackToHomeLink } from "../components/ui/back-to-home-link";
import { PageIntro } from "../components/ui/page-intro";

/** /docs: the documentation. */
export function DocsPage() {
  const { t } = useTranslation();
  return <PageIntro before={<BackToHomeLink />} heading={t("pages.docs.heading")} intro={t("pages.docs.intro")} />;
}
