import { zodResolver } from "@hookform/resolvers/zod";
import { contactMessageInputSchema, contactSubjects } from "@foliocraft/schemas";
import type { ContactMessageInput } from "@foliocraft/schemas";
import clsx from "clsx";
import { CircleAlert } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button-styles";
import { FormAlert } from "../../components/ui/form-alert";
import { SubmitButton } from "../../components/ui/submit-button";
import { EmailField } from "../../components/ui/email-field";
import { TextField } from "../../components/ui/text-field";
import { isSupportedLanguage } from "../../i18n/detect-language";
import { apiErrorText } from "../../i18n/api-messages";
import { ApiError } from "../../lib/api-client";
import { showRefusalOnFields } from "../../lib/form-errors";
import { useCheckedForm } from "../../lib/use-checked-form";
import { useHydrated } from "../../lib/use-hydrated";
import { sendContactMessage } from "./contact-api";
import { subjectKeys } from "./subject-labels";

const fields = ["name", "email", "subject", "message"] as const;

const controlClasses =
  "w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-xs dark:bg-slate-950 dark:text-slate-100";

/** A labelled select or textarea with its error announced with it (the text field's pattern). */
function Field({
  label,
  error,
  children,
}: {
  label: string;
  error: string | undefined;
  children: (props: {
    id: string;
    "aria-invalid"?: true;
    "aria-describedby"?: string;
    className: string;
  }) => React.ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-900 dark:text-slate-100">
        {label}
      </label>
      {children({
        id,
        ...(error ? { "aria-invalid": true as const, "aria-describedby": errorId } : {}),
        className: clsx(
          controlClasses,
          error ? "border-red-600 dark:border-red-400" : "border-slate-300 dark:border-slate-700",
        ),
      })}
      {error && (
        <p id={errorId} className="flex items-start gap-1.5 text-sm text-red-700 dark:text-red-400">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}

/**
 * The /contact form (spec §2, §5): name, e-mail, one of the seven subjects of §9 and a message, all required and
 * checked with the shared schema; sent to the server (stored and e-mailed to support), then spec §8's thank-you
 * in the page instead of an alert.
 *
 * The page is prerendered: until the app has taken it over the fields are disabled (a native submit would skip
 * the app), and the form says `method="post"`, so nothing typed ever lands in an address.
 */
export function ContactForm() {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
    failure,
    setFailure,
    errorText,
    field,
  } = useCheckedForm<ContactMessageInput>(zodResolver(contactMessageInputSchema), {
    name: "",
    email: "",
    message: "",
  });

  const onValid = async (values: ContactMessageInput) => {
    setFailure(null);
    const language = isSupportedLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : "en";
    try {
      await sendContactMessage({ ...values, language });
    } catch (error) {
      if (showRefusalOnFields(error, fields, setError) === null) return;
      setFailure(
        error instanceof ApiError && error.code === "resource-exhausted"
          ? t("contactPage.tooMany")
          : apiErrorText(t, error, t("contactPage.failed")),
      );
      return;
    }
    reset();
    setSent(true);
  };

  return (
    <div className="mt-8">
      {sent && (
        <div className="mb-6 flex flex-col items-start gap-3">
          <FormAlert tone="success">{t("contactPage.thanks")}</FormAlert>
          <button type="button" className={buttonClasses("secondary", "sm")} onClick={() => setSent(false)}>
            {t("contactPage.another")}
          </button>
        </div>
      )}
      {!sent && (
        <form
          method="post"
          onSubmit={handleSubmit(onValid)}
          noValidate
          className="flex flex-col gap-5"
          aria-label={t("contactPage.formLabel")}
        >
          <noscript>
            <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100">
              {t("contactPage.noScript")}
            </p>
          </noscript>
          <fieldset disabled={!hydrated} className="flex min-w-0 flex-col gap-5">
            {failure && <FormAlert tone="error">{failure}</FormAlert>}
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField label={t("contactPage.fields.name")} autoComplete="name" {...field("name")} />
              <EmailField label={t("contactPage.fields.email")} dir="ltr" {...field("email")} />
            </div>
            <Field label={t("contactPage.fields.subject")} error={errorText(errors.subject?.message)}>
              {(props) => (
                <select {...props} {...register("subject")} defaultValue="" className={clsx(props.className, "h-11")}>
                  <option value="" disabled>
                    {t("contactPage.chooseSubject")}
                  </option>
                  {contactSubjects.map((value) => (
                    <option key={value} value={value}>
                      {t(`contactPage.subjects.${subjectKeys[value]}` as "contactPage.subjects.general")}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t("contactPage.fields.message")} error={errorText(errors.message?.message)}>
              {(props) => (
                <textarea {...props} rows={6} {...register("message")} className={clsx(props.className, "py-2")} />
              )}
            </Field>
            <SubmitButton
              busy={isSubmitting}
              disabled={!hydrated}
              label={t("contactPage.send")}
              busyLabel={t("contactPage.sending")}
              className="h-11 sm:w-fit"
            />
          </fieldset>
        </form>
      )}
    </div>
  );
}
