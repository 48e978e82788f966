import { zodResolver } from "@hookform/resolvers/zod";
import { signInInputSchema } from "@foliocraft/schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CheckboxField } from "../../components/ui/checkbox-field";
import { FormAlert } from "../../components/ui/form-alert";
import { PasswordField } from "../../components/ui/password-field";
import { needsSecondStep, signIn } from "./auth-api";
import { authLinkClasses } from "./auth-card";
import { EmailField } from "../../components/ui/email-field";
import { AuthSubmitButton, showRefusal } from "./auth-form";
import { useCheckedForm } from "../../lib/use-checked-form";
import { useCompleteSignIn } from "./finish-sign-in";
import { TwoStepForm } from "./two-step-form";
import { usePasskeyAutofill } from "./use-passkey-autofill";

const fields = ["email", "password"] as const;

/**
 * The sign-in form (spec §2 /login): e-mail, password, "Remember me" (on by default: a 30-day session; off: until
 * the browser closes). On success: "Signed in successfully!" and on to /dashboard or /onboarding. Where the browser
 * can, the e-mail field's autofill also lists this site's passkeys: picking one signs in (use-passkey-autofill.ts).
 */
export function LoginForm() {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  // The password was right and the account has two-step sign-in on: the code is asked next.
  const [secondStep, setSecondStep] = useState(false);
  // This site's passkeys offered in the e-mail field's autofill while the field is shown.
  const {
    register,
    handleSubmit,
    setError,
    formState: { isSubmitting },
    failure,
    setFailure,
    field,
  } = useCheckedForm(zodResolver(signInInputSchema), { email: "", password: "", rememberMe: true });
  usePasskeyAutofill(!secondStep, setFailure);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (needsSecondStep(await signIn(values))) {
        setSecondStep(true);
        return;
      }
    } catch (error) {
      // Spec §8: logged, and the provider's (here: the server's) message shown once, in the form's alert beside the
      // fields: a toast repeating it is the same message twice (issue 20).
      const message = showRefusal(t, error, { log: "Sign-in failed", fields, setError });
      if (message !== null) setFailure(message);
      return;
    }
    await completeSignIn(setFailure);
  });

  if (secondStep) return <TwoStepForm onRestart={() => setSecondStep(false)} />;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <EmailField
        label={t("auth.fields.email")}
        // "webauthn" last: the browser lists this site's passkeys with the saved e-mail addresses (conditional UI).
        autoComplete="username webauthn"
        {...field("email")}
      />
      <PasswordField label={t("auth.fields.password")} autoComplete="current-password" {...field("password")} />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <CheckboxField label={t("auth.login.rememberMe")} {...register("rememberMe")} />
        <Link to="/forgot-password" className={`${authLinkClasses} text-sm`}>
          {t("auth.login.forgotPassword")}
        </Link>
      </div>
      <AuthSubmitButton busy={isSubmitting} label={t("auth.login.submit")} busyLabel={t("auth.login.submitting")} />
    </form>
  );
}
