import { zodResolver } from "@hookform/resolvers/zod";
import { minPasswordLength, signUpInputSchema } from "@foliocraft/schemas";
import type { LanguageCode, SignUpInput } from "@foliocraft/schemas";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { FieldErrors } from "react-hook-form";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button-styles";
import { FormAlert } from "../../components/ui/form-alert";
import { PasswordField } from "../../components/ui/password-field";
import { Spinner } from "../../components/ui/spinner";
import { TextField } from "../../components/ui/text-field";
import { apiErrorText } from "../../i18n/api-messages";
import { isSupportedLanguage } from "../../i18n/detect-language";
import { ApiError } from "../../lib/api-client";
import { fieldErrorsOf, showServerFieldErrors } from "../../lib/form-errors";
import { signUp } from "./auth-api";
import { translateMessage } from "./error-messages";
import { useFinishSignIn } from "./finish-sign-in";
import type { PlanId } from "./plan-banner";

const fields = ["name", "email", "password", "confirmPassword"] as const;

// The two rules spec §8 also toasts, in the order the original form checked them.
const PASSWORDS_DO_NOT_MATCH = "Passwords do not match";
const PASSWORD_TOO_SHORT = `Password must be at least ${minPasswordLength} characters`;

/**
 * The sign-up form (spec §2 /signup, §5): name, e-mail, password and its confirmation, checked with the shared
 * schema before sending. On success: "Account created successfully!" and on to /onboarding, keeping the plan.
 */
export function SignupForm({ plan }: { plan: PlanId | null }) {
  const { t, i18n } = useTranslation();
  const finishSignIn = useFinishSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(signUpInputSchema),
    defaultValues: { name: "", email: "", password: "", confirmPassword: "" },
  });
  const errorText = (message: string | undefined) => (message ? translateMessage(t, message) : undefined);
  // One message per error (issue 20): the rule spec §8 toasts (the first of the two that fails, as the original form
  // checked them) is said by the toast alone; its field is flagged invalid without repeating the text under it.
  const [toasted, setToasted] = useState<string | null>(null);
  const fieldError = (message: string | undefined) =>
    message !== undefined && message === toasted ? { invalid: true } : { error: errorText(message) };

  const onInvalid = (invalid: FieldErrors) => {
    const message = [invalid.confirmPassword?.message, invalid.password?.message].find(
      (text) => text === PASSWORDS_DO_NOT_MATCH || text === PASSWORD_TOO_SHORT,
    );
    setToasted(typeof message === "string" ? message : null);
    if (typeof message === "string") toast.error(translateMessage(t, message));
  };

  const onValid = async (values: SignUpInput) => {
    setFailure(null);
    setToasted(null);
    const language: LanguageCode = isSupportedLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : "en";
    try {
      await signUp({ ...values, language });
    } catch (error) {
      console.error("Sign-up failed", error);
      const fieldErrors = fieldErrorsOf(error);
      const leftOver = showServerFieldErrors(fieldErrors, fields, setError);
      if (fieldErrors.length > 0 && leftOver.length === 0) return;
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
      <TextField
        label={t("auth.fields.name")}
        autoComplete="name"
        error={errorText(errors.name?.message)}
        {...register("name")}
      />
      <TextField
        label={t("auth.fields.email")}
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        autoCapitalize="none"
        error={errorText(errors.email?.message)}
        {...register("email")}
      />
      <PasswordField
        label={t("auth.fields.password")}
        autoComplete="new-password"
        hint={t("auth.passwordHint", { min: minPasswordLength })}
        {...fieldError(errors.password?.message)}
        {...register("password")}
      />
      <PasswordField
        label={t("auth.fields.confirmPassword")}
        autoComplete="new-password"
        {...fieldError(errors.confirmPassword?.message)}
        {...register("confirmPassword")}
      />
      <button type="submit" disabled={isSubmitting} className={buttonClasses("primary", "md", "h-11 w-full")}>
        {isSubmitting && <Spinner className="size-4" />}
        {isSubmitting ? t("auth.signup.submitting") : t("auth.signup.submit")}
      </button>
    </form>
  );
}
