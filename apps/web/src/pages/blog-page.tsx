import { useTranslation } from "react-i18next";
import { BackToHomeLink } from "../components/ui/back-to-home-link";
import { PageIntro } from "../components/ui/page-intro";

/** /blog: articles from the Foliocraft team. */
export function BlogPage() {
  const { t } = useTranslation();
  return <PageIntro before={<BackToHomeLink />} heading={t("pages.blog.heading")} intro={t("pages.blog.intro")} />;
}
