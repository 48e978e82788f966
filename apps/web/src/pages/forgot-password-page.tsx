import { useTranslation } from "react-i18next";
import { AuthCard } from "../features/auth/auth-card";
import { ForgotPasswordForm } from "../features/auth/forgot-password-form";

/** /forgot-password (logged-out only): ask for a link to choose a new password. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthCard heading={t("pages.forgotPassword.heading")} intro={t("pages.forgotPassword.intro")}>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
