import { useTranslation } from "react-i18next";
import { PageIntro } from "../components/ui/page-intro";

/** /auth/github/callback and /github/callback: where GitHub sends the OAuth popup back. */
export function GithubCallbackPage() {
  const { t } = useTranslation();
  return <PageIntro heading={t("pages.githubCallback.heading")} intro={t("pages.githubCallback.intro")} />;
}
