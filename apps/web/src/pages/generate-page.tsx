import { useTranslation } from "react-i18next";
import { PageIntro } from "../components/ui/page-intro";

/** /generate (signed-in): the portfolio builder. */
export function GeneratePage() {
  const { t } = useTranslation();
  return <PageIntro heading={t("pages.generate.heading")} intro={t("pages.generate.intro")} />;
}
