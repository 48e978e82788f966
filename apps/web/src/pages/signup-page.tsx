import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { AuthCard, authLinkClasses } from "../features/auth/auth-card";
import { PlanBanner, planFromParam } from "../features/auth/plan-banner";
import { ProviderButtons } from "../features/auth/provider-buttons";
import { SignupForm } from "../features/auth/signup-form";

/** /signup (logged-out only): create an account; `?plan=monthly|yearly` shows the chosen plan and is kept. */
export function SignupPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const plan = planFromParam(searchParams.get("plan"));
  return (
    <AuthCard
      heading={t("pages.signup.heading")}
      intro={t("pages.signup.intro")}
      footer={
        <>
          {t("auth.signup.haveAccount")}{" "}
          <Link to="/login" className={authLinkClasses}>
            {t("auth.signup.logInLink")}
          </Link>
        </>
      }
    >
      {plan && <PlanBanner plan={plan} />}
      <SignupForm plan={plan} />
      <ProviderButtons />
    </AuthCard>
  );
}
