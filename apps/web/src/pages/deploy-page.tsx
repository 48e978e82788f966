import { useTranslation } from "react-i18next";
import { PageIntro } from "../components/ui/page-intro";
import { DeployWorkspace } from "../features/deploy/deploy-workspace";

/** /deploy (signed-in): download a portfolio as a ZIP or publish it to GitHub or Netlify. */
export function DeployPage() {
  const { t } = useTranslation();
  return (
    <PageIntro heading={t("pages.deploy.heading")} intro={t("pages.deploy.intro")}>
      <DeployWorkspace />
    </PageIntro>
  );
}
