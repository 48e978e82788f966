import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { minPasswordLength, passwordResetConfirmSchema } from "@foliocraft/schemas";
import { useState } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { buttonClasses } from "../../components/ui/button-styles";
import { FormAlert } from "../../components/ui/form-alert";
import { PasswordField } from "../../components/ui/password-field";
import { Spinner } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api-client";
import { fieldErrorsOf, showServerFieldErrors } from "../../lib/form-errors";
import { confirmPasswordReset } from "./auth-api";
import { failureMessage, translateMessage } from "./error-messages";
import { sessionQueryKey } from "./use-session";

const fields = ["password", "confirmPassword"] as const;

/** The reset link is missing, invalid or expired: say so and offer a new one. */
export function InvalidResetLink() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-5">
      <FormAlert tone="error">{t("auth.reset.invalidLink")}</FormAlert>
      <Link to="/forgot-password" className={buttonClasses("primary", "md", "h-11 w-full")}>
        {t("auth.reset.requestNewLink")}
      </Link>
    </div>
  );
}

/**
 * Sets a new password with the token from the e-mailed link (`/reset-password?token=…`). On success: a toast and
 * on to /login; a link the server refuses (expired, used, unknown) shows the invalid-link message.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [linkInvalid, setLinkInvalid] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(passwordResetConfirmSchema),
    defaultValues: { token, password: "", confirmPassword: "" },
  });
  const errorText = (message: string | undefined) => (message ? translateMessage(t, message) : undefined);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await confirmPasswordReset(values);
    } catch (error) {
      console.error("Password reset failed", error);
      const fieldErrors = fieldErrorsOf(error);
      const leftOver = showServerFieldErrors(fieldErrors, fields, setError);
      if (fieldErrors.length > 0 && leftOver.length === 0) return;
      // A 400 that is not about the password fields is about the token.
      if (error instanceof ApiError && error.code === "invalid-argument") {
        setLinkInvalid(true);
        return;
      }
      setFailure(failureMessage(t, error));
      return;
    }
    toast.success(t("toast.passwordReset"));
    // The server ends every session of the account on a reset, this browser's included: forget it here too.
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    await navigate("/login", { replace: true });
  });

  // The token never shows as a field; a malformed one (too long) fails the shared schema there.
  if (linkInvalid || errors.token) return <InvalidResetLink />;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <PasswordField
        label={t("auth.fields.newPassword")}
        autoComplete="new-password"
        hint={t("auth.passwordHint", { min: minPasswordLength })}
        error={errorText(errors.password?.message)}
        {...register("password")}
      />
      <PasswordField
        label={t("auth.fields.confirmNewPassword")}
        autoComplete="new-password"
        error={errorText(errors.confirmPassword?.message)}
        {...register("confirmPassword")}
      />
      <button type="submit" disabled={isSubmitting} className={buttonClasses("primary", "md", "h-11 w-full")}>
        {isSubmitting && <Spinner className="size-4" />}
        {isSubmitting ? t("auth.reset.submitting") : t("auth.reset.submit")}
      </button>
    </form>
  );
}
