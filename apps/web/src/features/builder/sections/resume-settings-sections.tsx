import type { PortfolioContent } from "@foliocraft/schemas";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ResumeDownloads } from "../../analytics/resume-downloads";
import { FormCheckbox, FormInput, FormTextArea } from "../fields/form-fields";
import { UploadField } from "../fields/upload-field";
import { GeneratedResumeFields } from "./generated-resume-fields";
import { PrimaryLanguageSelect } from "../translations/primary-language-select";
import { TranslationsPanel } from "../translations/translations-panel";
import { SectionCard } from "./section-card";

/** Resume download: a PDF uploaded here, a link to one, or the PDF made from the portfolio (issue 23). */
export function ResumeSection() {
  const { t } = useTranslation();
  const enabled = useWatch<PortfolioContent, "resume.enabled">({ name: "resume.enabled" });
  const source = useWatch<PortfolioContent, "resume.source">({ name: "resume.source" });
  return (
    <SectionCard id="resume" title={t("builder.sections.resume")}>
      <FormCheckbox name="resume.enabled" label={t("builder.fields.resumeEnabled")} />
      {enabled && (
        <>
          <GeneratedResumeFields />
          {source !== "generated" && (
            <UploadField
              name="resume.url"
              kind="resume"
              label={t("builder.fields.resumeUrl")}
              uploadLabel={t("builder.upload.resume")}
            />
          )}
        </>
      )}
      <ResumeDownloads />
    </SectionCard>
  );
}

/** How search engines show the page, and the language it is written in. */
export function SettingsSection() {
  const { t } = useTranslation();
  return (
    <SectionCard id="settings" title={t("builder.sections.settings")} description={t("builder.sectionHints.settings")}>
      <FormInput name="seo.title" label={t("builder.fields.seoTitle")} hint={t("builder.hints.seoTitle")} />
      <FormTextArea
        name="seo.description"
        label={t("builder.fields.seoDescription")}
        hint={t("builder.hints.seoDescription")}
        rows={2}
      />
      <FormCheckbox name="allowIndexing" label={t("builder.fields.allowIndexing")} />
      <FormCheckbox name="analyticsBeacon" label={t("analytics.beacon.label")} hint={t("analytics.beacon.hint")} />
      <PrimaryLanguageSelect className="sm:w-64" />
      <TranslationsPanel />
    </SectionCard>
  );
}
