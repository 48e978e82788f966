import { zodResolver } from "@hookform/resolvers/zod";
import { passwordResetRequestSchema } from "@foliocraft/schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button-styles";
import { FormAlert } from "../../components/ui/form-alert";
import { EmailField } from "../../components/ui/email-field";
import { AuthSubmitButton, showRefusal } from "./auth-form";
import { requestPasswordReset } from "./auth-api";
import { authLinkClasses } from "./auth-card";
import { useCheckedForm } from "../../lib/use-checked-form";

/**
 * Asks for a password-reset e-mail. The answer is the same whether or not the address has an account, so the
 * page cannot be used to find out who has one.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const form = useCheckedForm(zodResolver(passwordResetRequestSchema), { email: "" });
  const { failure, setFailure, field } = form;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await requestPasswordReset(values);
      setSent(true);
    } catch (error) {
      const message = showRefusal(t, error, {
        log: "Password reset request failed",
        fields: ["email"],
        setError: form.setError,
      });
      if (message !== null) setFailure(message);
    }
  });

  if (sent) {
    return (
      <div className="flex flex-col gap-5">
        <FormAlert tone="success">{t("auth.forgot.sent")}</FormAlert>
        <Link to="/login" className={buttonClasses("secondary", "md", "h-11 w-full")}>
          {t("auth.forgot.backToLogin")}
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <EmailField label={t("auth.fields.email")} {...field("email")} />
      <AuthSubmitButton
        busy={form.formState.isSubmitting}
        label={t("auth.forgot.submit")}
        busyLabel={t("auth.forgot.submitting")}
      />
      <Link to="/login" className={`${authLinkClasses} self-center text-sm`}>
        {t("auth.forgot.backToLogin")}
      </Link>
    </form>
  );
}
