import { useTranslation } from "react-i18next";
import { Badge } from "../components/ui/badge";
import { BackToHomeLink } from "../components/ui/back-to-home-link";
import { PageIntro } from "../components/ui/page-intro";

/** /api-docs: the planned public API, labelled Coming Soon as the spec says. */
export function ApiDocsPage() {
  const { t } = useTranslation();
  return (
    <PageIntro
      before={<BackToHomeLink />}
      heading={t("pages.apiDocs.heading")}
      intro={t("pages.apiDocs.intro")}
      badge={<Badge>{t("common.comingSoon")}</Badge>}
    />
  );
}
