import { useTranslation } from "react-i18next";
import { PageIntro } from "../components/ui/page-intro";

/** / (logged-out only): the product's front page; hero, features, templates and pricing arrive with the marketing issue. */
export function HomePage() {
  const { t } = useTranslation();
  return <PageIntro heading={t("pages.home.heading")} intro={t("pages.home.intro")} />;
}
