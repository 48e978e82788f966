import { useTranslation } from "react-i18next";
import { PageIntro } from "../components/ui/page-intro";

/** /signup (logged-out only): creating an account; the form arrives with the accounts issue. */
export function SignupPage() {
  const { t } = useTranslation();
  return <PageIntro heading={t("pages.signup.heading")} intro={t("pages.signup.intro")} />;
}
