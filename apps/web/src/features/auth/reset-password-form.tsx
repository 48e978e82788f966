import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { minPasswordLength, passwordResetConfirmSchema } from "@foliocraft/schemas";
import { useState } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { buttonClasses } from "../../components/ui/button-styles";
import { FormAlert } from "../../components/ui/form-alert";
import { PasswordField } from "../../components/ui/password-field";
import { ApiError } from "../../lib/api-client";
import { AuthSubmitButton, showRefusal } from "./auth-form";
import { confirmPasswordReset } from "./auth-api";
import { failureMessage } from "./error-messages";
import { useCheckedForm } from "../../lib/use-checked-form";
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
  const {
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
    failure,
    setFailure,
    field,
  } = useCheckedForm(zodResolver(passwordResetConfirmSchema), { token, password: "", confirmPassword: "" });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await confirmPasswordReset(values);
    } catch (error) {
      if (showRefusal(t, error, { log: "Password reset failed", fields, setError }) === null) return;
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
        hint={t("auth.passwordHint", { count: minPasswordLength })}
        {...field("password")}
      />
      <PasswordField
        label={t("auth.fields.confirmNewPassword")}
        autoComplete="new-password"
        {...field("confirmPassword")}
      />
      <AuthSubmitButton busy={isSubmitting} label={t("auth.reset.submit")} busyLabel={t("auth.reset.submitting")} />
    </form>
  );
}
