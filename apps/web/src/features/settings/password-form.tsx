import { zodResolver } from "@hookform/resolvers/zod";
import { passwordChangeSchema } from "@foliocraft/schemas";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button-styles";
import { PasswordField } from "../../components/ui/password-field";
import { Spinner } from "../../components/ui/spinner";
import { fieldErrorsOf, showServerFieldErrors } from "../../lib/form-errors";
import { settingsFailure, settingsMessage } from "./settings-messages";
import { changePassword } from "./account-api";

const fields = ["currentPassword", "password", "confirmPassword"] as const;
const empty = { currentPassword: "", password: "", confirmPassword: "" };

/** Change password: the current one, then the new one twice. Every other browser is signed out afterwards. */
export function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(passwordChangeSchema), defaultValues: empty });
  const errorText = (message: string | undefined) => (message ? settingsMessage(t, message) : undefined);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await changePassword(values);
    } catch (error) {
      console.error("Could not change the password", error);
      const fieldErrors = fieldErrorsOf(error);
      const leftOver = showServerFieldErrors(fieldErrors, fields, setError);
      if (fieldErrors.length > 0 && leftOver.length === 0) return;
      toast.error(settingsFailure(t, error));
      return;
    }
    reset(empty);
    toast.success(t("settings.account.passwordChanged"));
    onChanged();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <PasswordField
        label={t("settings.account.currentPassword")}
        autoComplete="current-password"
        error={errorText(errors.currentPassword?.message)}
        {...register("currentPassword")}
      />
      <PasswordField
        label={t("auth.fields.newPassword")}
        autoComplete="new-password"
        error={errorText(errors.password?.message)}
        {...register("password")}
      />
      <PasswordField
        label={t("auth.fields.confirmNewPassword")}
        autoComplete="new-password"
        error={errorText(errors.confirmPassword?.message)}
        {...register("confirmPassword")}
      />
      <button type="submit" disabled={isSubmitting} className={buttonClasses("primary", "md", "self-start")}>
        {isSubmitting && <Spinner className="size-4" />}
        {t("settings.account.changePassword")}
      </button>
    </form>
  );
}
