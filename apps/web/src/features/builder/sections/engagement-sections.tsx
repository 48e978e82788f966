import type { PortfolioContent } from "@foliocraft/schemas";
import { AiFieldAssist } from "../fields/ai-field-assist";
import { Mail } from "lucide-react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useSession } from "../../auth/use-session";
import { useMailStatus } from "../../inbox/inbox-api";
import { FormCheckbox, FormInput, FormTextArea } from "../fields/form-fields";
import { SectionCard } from "./section-card";

/** Hire me: an optional section inviting work, with rate and availability. */
export function HireMeSection() {
  const { t } = useTranslation();
  const enabled = useWatch<PortfolioContent, "hireMe.enabled">({ name: "hireMe.enabled" });
  return (
    <SectionCard id="hireMe" title={t("builder.sections.hireMe")} description={t("builder.sectionHints.hireMe")}>
      <FormCheckbox name="hireMe.enabled" label={t("builder.fields.hireMeEnabled")} />
      {enabled && (
        <>
          <FormInput name="hireMe.sectionTitle" label={t("builder.fields.sectionTitle")} />
          <FormTextArea name="hireMe.description" label={t("builder.fields.description")} rows={3} />
          <AiFieldAssist name="hireMe.description" field="hireMe" label={t("builder.fields.description")} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormInput
              name="hireMe.hourlyRate"
              label={t("builder.fields.hourlyRate")}
              hint={t("builder.hints.hourlyRate")}
            />
            <FormInput name="hireMe.availability" label={t("builder.fields.availability")} />
          </div>
          <FormInput name="hireMe.ctaLabel" label={t("builder.fields.ctaLabel")} />
        </>
      )}
    </SectionCard>
  );
}

/** Contact form: visitors write to the owner from the published page. */
export function ContactFormSection() {
  const { t } = useTranslation();
  const enabled = useWatch<PortfolioContent, "contactForm.enabled">({ name: "contactForm.enabled" });
  return (
    <SectionCard
      id="contactForm"
      title={t("builder.sections.contactForm")}
      description={t("builder.sectionHints.contactForm")}
    >
      <FormCheckbox name="contactForm.enabled" label={t("builder.fields.contactFormEnabled")} />
      {enabled && (
        <>
          <FormInput name="contactForm.formTitle" label={t("builder.fields.formTitle")} />
          <FormTextArea name="contactForm.description" label={t("builder.fields.description")} rows={2} />
          <FormInput name="contactForm.successMessage" label={t("builder.fields.successMessage")} />
        </>
      )}
    </SectionCard>
  );
}

/**
 * E-mail configuration: where contact-form messages go (the account's address; nothing to set up) and whether this
 * server really delivers e-mail (SMTP_URL) or keeps it in its outbox (messages still arrive in the dashboard inbox).
 */
export function EmailConfigSection() {
  const { t } = useTranslation();
  const { user } = useSession();
  const enabled = useWatch<PortfolioContent, "contactForm.enabled">({ name: "contactForm.enabled" });
  const mailStatus = useMailStatus();
  return (
    <SectionCard id="email" title={t("builder.sections.email")}>
      <div className="flex items-start gap-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-200">
        <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <div className="flex flex-col gap-1">
          <p>
            {t("builder.email.deliveredTo")}{" "}
            <strong dir="ltr" className="break-all">
              {user?.email}
            </strong>
          </p>
          <p>{enabled ? t("builder.email.formOn") : t("builder.email.formOff")}</p>
          {mailStatus.data && (
            <p>
              {mailStatus.data.delivery === "smtp"
                ? t("builder.email.deliverySmtp")
                : t("builder.email.deliveryOutbox")}
            </p>
          )}
          {mailStatus.isError && <p>{t("builder.email.deliveryUnknown")}</p>}
        </div>
      </div>
    </SectionCard>
  );
}
