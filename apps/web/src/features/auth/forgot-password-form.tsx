import { zodResolver } from "@hookform/resolvers/zod";
import { passwordResetRequestSchema } from "@foliocraft/schemas";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button-styles";
import { FormAlert } from "../../components/ui/form-alert";
import { Spinner } from "../../components/ui/spinner";
import { TextField } from "../../components/ui/text-field";
import { fieldErrorsOf, showServerFieldErrors } from "../../lib/form-errors";
import { requestPasswordReset } from "./auth-api";
import { authLinkClasses } from "./auth-card";
import { failureMessage, translateMessage } from "./error-messages";

/**
 * Asks for a password-reset e-mail. The answer is the same whether or not the address has an account, so the
 * page cannot be used to find out who has one.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(passwordResetRequestSchema), defaultValues: { email: "" } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await requestPasswordReset(values);
      setSent(true);
    } catch (error) {
      console.error("Password reset request failed", error);
      const fieldErrors = fieldErrorsOf(error);
      const leftOver = showServerFieldErrors(fieldErrors, ["email"], setError);
      if (fieldErrors.length > 0 && leftOver.length === 0) return;
      setFailure(leftOver[0] ? translateMessage(t, leftOver[0].message) : failureMessage(t, error));
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
      <TextField
        label={t("auth.fields.email")}
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        autoCapitalize="none"
        error={errors.email?.message ? translateMessage(t, errors.email.message) : undefined}
        {...register("email")}
      />
      <button type="submit" disabled={isSubmitting} className={buttonClasses("primary", "md", "h-11 w-full")}>
        {isSubmitting && <Spinner className="size-4" />}
        {isSubmitting ? t("auth.forgot.submitting") : t("auth.forgot.submit")}
      </button>
      <Link to="/login" className={`${authLinkClasses} self-center text-sm`}>
        {t("auth.forgot.backToLogin")}
      </Link>
    </form>
  );
}
