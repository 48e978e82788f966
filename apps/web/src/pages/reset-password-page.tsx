import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { AuthCard } from "../features/auth/auth-card";
import { InvalidResetLink, ResetPasswordForm } from "../features/auth/reset-password-form";

/** /reset-password?token=… (no guard: the link works signed in or out): choose a new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  return (
    <AuthCard
      heading={t("pages.resetPassword.heading")}
      // Without a token there is nothing to enter: only the invalid-link message.
      intro={token ? t("pages.resetPassword.intro") : undefined}
    >
      {token ? <ResetPasswordForm token={token} /> : <InvalidResetLink />}
    </AuthCard>
  );
}
