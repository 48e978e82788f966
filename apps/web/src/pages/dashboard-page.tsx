import { useTranslation } from "react-i18next";
import { PageIntro } from "../components/ui/page-intro";

/** /dashboard (signed-in): the signed-in user's starting point. */
export function DashboardPage() {
  const { t } = useTranslation();
  return <PageIntro heading={t("pages.dashboard.heading")} intro={t("pages.dashboard.intro")} />;
}
