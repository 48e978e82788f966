import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { FormAlert } from "../components/ui/form-alert";
import { AuthCard } from "../features/auth/auth-card";
import { VerifyEmail } from "../features/auth/verify-email";

/** /verify-email?token=… (no guard: the link works signed in or out, see VerifyEmail). */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  return (
    <AuthCard heading={t("pages.verifyEmail.heading")}>
      {token ? <VerifyEmail token={token} /> : <FormAlert tone="error">{t("apiMessages.verifyLinkInvalid")}</FormAlert>}
    </AuthCard>
  );
}
