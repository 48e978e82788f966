import { zodResolver } from "@hookform/resolvers/zod";
import { signInInputSchema } from "@foliocraft/schemas";
import { useState } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button-styles";
import { CheckboxField } from "../../components/ui/checkbox-field";
import { FormAlert } from "../../components/ui/form-alert";
import { PasswordField } from "../../components/ui/password-field";
import { Spinner } from "../../components/ui/spinner";
import { TextField } from "../../components/ui/text-field";
import { fieldErrorsOf, showServerFieldErrors } from "../../lib/form-errors";
import { needsSecondStep, signIn } from "./auth-api";
import { authLinkClasses } from "./auth-card";
import { failureMessage, translateMessage } from "./error-messages";
import { destinationAfterSignIn, useFinishSignIn } from "./finish-sign-in";
import { TwoStepForm } from "./two-step-form";

const fields = ["email", "password"] as const;

/**
 * The sign-in form (spec §2 /login): e-mail, password, "Remember me" (on by default: a 30-day session; off: until
 * the browser closes). On success: "Signed in successfully!" and on to /dashboard or /onboarding.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const finishSignIn = useFinishSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  // The password was right and the account has two-step sign-in on: the code is asked next.
  const [secondStep, setSecondStep] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(signInInputSchema),
    defaultValues: { email: "", password: "", rememberMe: true },
  });
  const errorText = (message: string | undefined) => (message ? translateMessage(t, message) : undefined);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (needsSecondStep(await signIn(values))) {
        setSecondStep(true);
        return;
      }
    } catch (error) {
      // Spec §8: logged, and the provider's (here: the server's) message shown.
      console.error("Sign-in failed", error);
      const fieldErrors = fieldErrorsOf(error);
      const leftOver = showServerFieldErrors(fieldErrors, fields, setError);
      if (fieldErrors.length > 0 && leftOver.length === 0) return;
      const message = leftOver[0] ? translateMessage(t, leftOver[0].message) : failureMessage(t, error);
      // Once, in the form's alert beside the fields: a toast repeating it is the same message twice (issue 20).
      setFailure(message);
      return;
    }
    try {
      await finishSignIn(destinationAfterSignIn);
      toast.success(t("toast.signedIn"));
    } catch (error) {
      console.error("Could not load the new session", error);
      setFailure(t("auth.requestFailed"));
    }
  });

  if (secondStep) return <TwoStepForm onRestart={() => setSecondStep(false)} />;

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
        error={errorText(errors.email?.message)}
        {...register("email")}
      />
      <PasswordField
        label={t("auth.fields.password")}
        autoComplete="current-password"
        error={errorText(errors.password?.message)}
        {...register("password")}
      />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <CheckboxField label={t("auth.login.rememberMe")} {...register("rememberMe")} />
        <Link to="/forgot-password" className={`${authLinkClasses} text-sm`}>
          {t("auth.login.forgotPassword")}
        </Link>
      </div>
      <button type="submit" disabled={isSubmitting} className={buttonClasses("primary", "md", "h-11 w-full")}>
        {isSubmitting && <Spinner className="size-4" />}
        {isSubmitting ? t("auth.login.submitting") : t("auth.login.submit")}
      </button>
    </form>
  );
}
