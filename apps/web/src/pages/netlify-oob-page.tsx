import { useTranslation } from "react-i18next";
import { PageIntro } from "../components/ui/page-intro";

/** /auth/netlify/oob: shows a Netlify authorization code to copy. */
export function NetlifyOobPage() {
  const { t } = useTranslation();
  return <PageIntro heading={t("pages.netlifyOob.heading")} intro={t("pages.netlifyOob.intro")} />;
}
