import { zodResolver } from "@hookform/resolvers/zod";
import { passwordChangeSchema } from "@foliocraft/schemas";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { PasswordField } from "../../components/ui/password-field";
import { SubmitButton } from "../../components/ui/submit-button";
import { showRefusalOnFields } from "../../lib/form-errors";
import { useCheckedForm } from "../../lib/use-checked-form";
import { settingsFailure } from "./settings-messages";
import { changePassword } from "./account-api";

const fields = ["currentPassword", "password", "confirmPassword"] as const;
const empty = { currentPassword: "", password: "", confirmPassword: "" };

/** Change password: the current one, then the new one twice. Every other browser is signed out afterwards. */
export function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const {
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting },
    field,
  } = useCheckedForm(zodResolver(passwordChangeSchema), empty);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await changePassword(values);
    } catch (error) {
      console.error("Could not change the password", error);
      if (showRefusalOnFields(error, fields, setError) === null) return;
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
        {...field("currentPassword")}
      />
      <PasswordField label={t("auth.fields.newPassword")} autoComplete="new-password" {...field("password")} />
      <PasswordField
        label={t("auth.fields.confirmNewPassword")}
        autoComplete="new-password"
        {...field("confirmPassword")}
      />
      <SubmitButton busy={isSubmitting} label={t("settings.account.changePassword")} className="self-start" />
    </form>
  );
}
