import { useTranslation } from "react-i18next";
import { PageIntro } from "../components/ui/page-intro";

/** /login (logged-out only): signing in; the form arrives with the accounts issue. */
export function LoginPage() {
  const { t } = useTranslation();
  return <PageIntro heading={t("pages.login.heading")} intro={t("pages.login.intro")} />;
}
