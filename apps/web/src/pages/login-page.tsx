import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AuthCard, authLinkClasses } from "../features/auth/auth-card";
import { LoginForm } from "../features/auth/login-form";
import { PasskeySignIn } from "../features/auth/passkey-sign-in";
import { ProviderButtons } from "../features/auth/provider-buttons";

/** /login (logged-out only): sign in with e-mail and password, a passkey, or a configured provider. */
export function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthCard
      heading={t("pages.login.heading")}
      intro={t("pages.login.intro")}
      footer={
        <>
          {t("auth.login.noAccount")}{" "}
          <Link to="/signup" className={authLinkClasses}>
            {t("auth.login.signUpLink")}
          </Link>
        </>
      }
    >
      <LoginForm />
      <PasskeySignIn />
      <ProviderButtons />
    </AuthCard>
  );
}
