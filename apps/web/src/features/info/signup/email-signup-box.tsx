import { zodResolver } from "@hookform/resolvers/zod";
import { emailSignupFormSchema, languageCodes, type LanguageCode } from "@foliocraft/schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/ui/form-alert";
import { SubmitButton } from "../../../components/ui/submit-button";
import { EmailField } from "../../../components/ui/email-field";
import { showRefusalOnFields } from "../../../lib/form-errors";
import { useCheckedForm } from "../../../lib/use-checked-form";
import { useHydrated } from "../../../lib/use-hydrated";
import { failureMessage } from "../../auth/error-messages";
import { translateSchemaMessage } from "../../../i18n/schema-messages";

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
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
    failure,
    setFailure,
    field,
  } = useCheckedForm(zodResolver(emailSignupFormSchema), { email: "" });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    const language = (languageCodes as readonly string[]).includes(i18n.language)
      ? (i18n.language as LanguageCode)
      : "en";
    try {
      await submit(email, language);
      setDone(true);
    } catch (error) {
      const leftOver = showRefusalOnFields(error, ["email"], setError);
      if (leftOver === null) return;
      setFailure(leftOver[0] ? translateSchemaMessage(t, leftOver[0].message) : failureMessage(t, error));
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
              <EmailField className="grow" label={t("info.signup.emailLabel")} {...field("email")} />
              <SubmitButton
                busy={isSubmitting}
                disabled={!hydrated}
                label={submitLabel}
                className="h-11 sm:mt-[1.625rem]"
              />
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
