import { zodResolver } from "@hookform/resolvers/zod";
import { emailSignupFormSchema, languageCodes, type LanguageCode } from "@foliocraft/schemas";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../components/ui/button-styles";
import { FormAlert } from "../../../components/ui/form-alert";
import { Spinner } from "../../../components/ui/spinner";
import { TextField } from "../../../components/ui/text-field";
import { fieldErrorsOf, showServerFieldErrors } from "../../../lib/form-errors";
import { useHydrated } from "../../../lib/use-hydrated";
import { failureMessage, translateMessage } from "../../auth/error-messages";

interface EmailSignupBoxProps {
  heading: string;
  intro: string;
  submitLabel: string;
  /** Shown in place of the form once the server has accepted the address. */
  successMessage: string;
  /** Sends the address (and the interface language, for e-mails) to the server. */
  submit: (email: string, language: LanguageCode) => Promise<unknown>;
}

/**
 * An e-mail box that really signs up (the blog newsletter, the careers talent community). Its pages are
 * prerendered: until the app has taken over, the field and button are disabled and the form says `method="post"`,
 * so an early click never puts the address into the page's URL.
 */
export function EmailSignupBox({ heading, intro, submitLabel, successMessage, submit }: EmailSignupBoxProps) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(emailSignupFormSchema), defaultValues: { email: "" } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    const language = (languageCodes as readonly string[]).includes(i18n.language)
      ? (i18n.language as LanguageCode)
      : "en";
    try {
      await submit(email, language);
      setDone(true);
    } catch (error) {
      const leftOver = showServerFieldErrors(fieldErrorsOf(error), ["email"], setError);
      if (fieldErrorsOf(error).length > 0 && leftOver.length === 0) return;
      setFailure(leftOver[0] ? translateMessage(t, leftOver[0].message) : failureMessage(t, error));
    }
  });

  return (
    <section
      aria-label={heading}
      className="mt-12 rounded-2xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 className="text-xl font-semibold text-slate-950 dark:text-white">{heading}</h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{intro}</p>
      <div className="mt-4">
        {done ? (
          <FormAlert tone="success">{successMessage}</FormAlert>
        ) : (
          <form method="post" onSubmit={onSubmit} noValidate>
            <noscript>
              <p className="mb-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100">
                {t("info.signup.noScript")}
              </p>
            </noscript>
            <fieldset disabled={!hydrated} className="flex min-w-0 flex-col gap-3 sm:flex-row sm:items-start">
              <TextField
                className="grow"
                label={t("info.signup.emailLabel")}
                type="email"
                autoComplete="email"
                inputMode="email"
                spellCheck={false}
                autoCapitalize="none"
                error={errors.email?.message ? translateMessage(t, errors.email.message) : undefined}
                {...register("email")}
              />
              <button
                type="submit"
                disabled={!hydrated || isSubmitting}
                className={buttonClasses("primary", "md", "h-11 sm:mt-[1.625rem]")}
              >
                {isSubmitting && <Spinner className="size-4" />}
                {submitLabel}
              </button>
            </fieldset>
          </form>
        )}
        {failure && (
          <div className="mt-3">
            <FormAlert tone="error">{failure}</FormAlert>
          </div>
        )}
      </div>
    </section>
  );
}
