import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { PageIntro } from "../components/ui/page-intro";

/**
 * /p/:username reached by in-app navigation. Published portfolios are rendered by the server at this URL;
 * publishing does not exist yet, so no username has a portfolio and this is the spec's not-found state.
 */
export function PublicPortfolioPage() {
  const { t } = useTranslation();
  const { username = "" } = useParams();
  return <PageIntro heading={t("pages.portfolio.heading")} intro={t("pages.portfolio.intro", { username })} />;
}
