import { zodResolver } from "@hookform/resolvers/zod";
import { displayNameSchema } from "@foliocraft/schemas";
import type { Profile } from "@foliocraft/schemas";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { buttonClasses } from "../../components/ui/button-styles";
import { Spinner } from "../../components/ui/spinner";
import { TextField } from "../../components/ui/text-field";
import { fieldErrorsOf, showServerFieldErrors } from "../../lib/form-errors";
import { translateSchemaMessage } from "../../i18n/schema-messages";
import { settingsFailure } from "./settings-messages";
import { useUpdateProfile } from "./profile-api";

const schema = z.object({ displayName: displayNameSchema });

/** The account's name (shown in the header and the welcome) and its e-mail address (read only). */
export function ProfileNameForm({ profile }: { profile: Pick<Profile, "displayName" | "email" | "emailVerified"> }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
    reset,
  } = useForm({ resolver: zodResolver(schema), values: { displayName: profile.displayName } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync({ displayName: values.displayName });
      reset({ displayName: saved.displayName });
      // Spec §8 success toast.
      toast.success(t("settings.account.profileUpdated"));
    } catch (error) {
      console.error("Could not update the profile", error);
      const leftOver = showServerFieldErrors(fieldErrorsOf(error), ["displayName"], setError);
      if (leftOver.length > 0 || fieldErrorsOf(error).length === 0) toast.error(settingsFailure(t, error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t("auth.fields.name")}
        autoComplete="name"
        error={errors.displayName?.message ? translateSchemaMessage(t, errors.displayName.message) : undefined}
        {...register("displayName")}
      />
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-slate-900 dark:text-slate-100">{t("auth.fields.email")}</span>
        <p className="flex flex-wrap items-center gap-2 break-all text-slate-900 dark:text-slate-100">
          {profile.email}
          <span className="text-xs font-medium text-slate-600 dark:text-slate-400">
            {profile.emailVerified ? t("settings.account.emailVerified") : t("settings.account.emailNotVerified")}
          </span>
        </p>
      </div>
      <button
        type="submit"
        disabled={isSubmitting || !isDirty}
        className={buttonClasses("primary", "md", "self-start")}
      >
        {isSubmitting && <Spinner className="size-4" />}
        {t("settings.account.saveProfile")}
      </button>
    </form>
  );
}
