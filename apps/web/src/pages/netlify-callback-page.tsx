import { useTranslation } from "react-i18next";
import { PageIntro } from "../components/ui/page-intro";

/** /auth/netlify/callback: where Netlify sends the OAuth popup back. */
export function NetlifyCallbackPage() {
  const { t } = useTranslation();
  return <PageIntro heading={t("pages.netlifyCallback.heading")} intro={t("pages.netlifyCallback.intro")} />;
}
