import { zodResolver } from "@hookform/resolvers/zod";
import { minPasswordLength, parseSchemaMessage, signUpInputSchema } from "@foliocraft/schemas";
import type { LanguageCode, SignUpInput } from "@foliocraft/schemas";
import { useState } from "react";
import type { FieldErrors } from "react-hook-form";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../components/ui/form-alert";
import { PasswordField } from "../../components/ui/password-field";
import { TextField } from "../../components/ui/text-field";
import { apiErrorText } from "../../i18n/api-messages";
import { isSupportedLanguage } from "../../i18n/detect-language";
import { ApiError } from "../../lib/api-client";
import { useCheckedForm } from "../../lib/use-checked-form";
import { EmailField } from "../../components/ui/email-field";
import { AuthSubmitButton, showRefusal } from "./auth-form";
import { signUp } from "./auth-api";
import { translateSchemaMessage } from "../../i18n/schema-messages";
import { useFinishSignIn } from "./finish-sign-in";
import type { PlanId } from "./plan-banner";

const fields = ["name", "email", "password", "confirmPassword"] as const;

// The two rules spec §8 also toasts, in the order the original form checked them.
// The two rules spec §8 says in a toast, by their catalog ids.
const toastedRules: readonly string[] = ["passwordsDoNotMatch", "passwordTooShort"];

/**
 * The sign-up form (spec §2 /signup, §5): name, e-mail, password and its confirmation, checked with the shared
 * schema before sending. On success: "Account created successfully!" and on to /onboarding, keeping the plan.
 */
export function SignupForm({ plan }: { plan: PlanId | null }) {
  const { t, i18n } = useTranslation();
  const finishSignIn = useFinishSignIn();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
    failure,
    setFailure,
    errorText,
    field,
  } = useCheckedForm(zodResolver(signUpInputSchema), { name: "", email: "", password: "", confirmPassword: "" });
  // One message per error (issue 20): the rule spec §8 toasts (the first of the two that fails, as the original form
  // checked them) is said by the toast alone; its field is flagged invalid without repeating the text under it.
  const [toasted, setToasted] = useState<string | null>(null);
  const fieldError = (message: string | undefined) =>
    message !== undefined && message === toasted ? { invalid: true } : { error: errorText(message) };

  const onInvalid = (invalid: FieldErrors) => {
    const message = [invalid.confirmPassword?.message, invalid.password?.message].find(
      (text) => typeof text === "string" && toastedRules.includes(parseSchemaMessage(text)?.id ?? ""),
    );
    setToasted(typeof message === "string" ? message : null);
    if (typeof message === "string") toast.error(translateSchemaMessage(t, message));
  };

  const onValid = async (values: SignUpInput) => {
    setFailure(null);
    setToasted(null);
    const language: LanguageCode = isSupportedLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : "en";
    try {
      await signUp({ ...values, language });
    } catch (error) {
      if (showRefusal(t, error, { log: "Sign-up failed", fields, setError }) === null) return;
      if (error instanceof ApiError && error.code === "aborted") {
        // 409: the e-mail already has an account.
        setError("email", { type: "server", message: t("auth.signup.emailTaken") }, { shouldFocus: true });
        return;
      }
      // Spec §8's toast says it once; the page adds only what the toast does not say: the reason the user can act
      // on (slow down, and until when).
      toast.error(t("toast.signUpFailed"));
      if (error instanceof ApiError && error.code === "resource-exhausted")
        setFailure(apiErrorText(t, error, t("toast.signUpFailed")));
      return;
    }
    toast.success(t("toast.accountCreated"));
    try {
      await finishSignIn(() => (plan ? `/onboarding?plan=${plan}` : "/onboarding"));
    } catch (error) {
      console.error("Could not load the new session", error);
      setFailure(t("auth.requestFailed"));
    }
  };

  return (
    <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="flex flex-col gap-5">
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <TextField label={t("auth.fields.name")} autoComplete="name" {...field("name")} />
      <EmailField label={t("auth.fields.email")} {...field("email")} />
      <PasswordField
        label={t("auth.fields.password")}
        autoComplete="new-password"
        hint={t("auth.passwordHint", { count: minPasswordLength })}
        {...fieldError(errors.password?.message)}
        {...register("password")}
      />
      <PasswordField
        label={t("auth.fields.confirmPassword")}
        autoComplete="new-password"
        {...fieldError(errors.confirmPassword?.message)}
        {...register("confirmPassword")}
      />
      <AuthSubmitButton busy={isSubmitting} label={t("auth.signup.submit")} busyLabel={t("auth.signup.submitting")} />
    </form>
  );
}
