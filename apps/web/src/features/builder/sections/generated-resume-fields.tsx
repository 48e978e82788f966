import { useEffect, useId, useState } from "react";
import { Download, ExternalLink } from "lucide-react";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import {
  defaultResumePdfOptions,
  languages,
  resumeDesigns,
  type LanguageCode,
  type PortfolioContent,
  type ResumePdfOptions,
} from "@foliocraft/schemas";
import { controlClasses, describedBy, FieldShell } from "../fields/field-shell";
import { FormCheckbox, FormSelect } from "../fields/form-fields";

/**
 * The server's résumé of the saved draft in `options`, shown in the browser or downloaded; `lang` for one of the
 * portfolio's translations (the primary language's résumé otherwise).
 */
function resumePdfHref(
  portfolioId: string,
  options: ResumePdfOptions,
  download: boolean,
  lang: LanguageCode | undefined,
): string {
  const query = new URLSearchParams({
    design: options.design,
    paper: options.paper,
    photo: String(options.photo),
    ...(lang ? { lang } : {}),
    ...(download ? { download: "true" } : {}),
  });
  return `/api/portfolios/${encodeURIComponent(portfolioId)}/resume.pdf?${query}`;
}

/**
 * The Resume download section's choice between the owner's own file and the generated PDF, and the generated
 * one's design, paper size and photo, with a preview (a new tab: the browser's own PDF viewer) and a download.
 */
export function GeneratedResumeFields() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const portfolioId = params.get("id");
  const { setValue } = useFormContext<PortfolioContent>();
  const source = useWatch<PortfolioContent, "resume.source">({ name: "resume.source" });
  const pdf = useWatch<PortfolioContent, "resume.pdf">({ name: "resume.pdf" });
  const generated = source === "generated";
  // The portfolio's languages (issue 21): the primary first, then each translation in the language menu's order.
  const primary = useWatch<PortfolioContent, "language">({ name: "language" });
  const translations = useWatch<PortfolioContent, "translations">({ name: "translations" });
  const versions: LanguageCode[] = [
    primary,
    ...languages.map((l) => l.code).filter((code) => code !== primary && translations?.[code] !== undefined),
  ];
  // Which language version to preview or download: not saved (every language's PDF is made at publish).
  const [chosen, setChosen] = useState<LanguageCode | undefined>(undefined);
  const lang = chosen && chosen !== primary && versions.includes(chosen) ? chosen : undefined;
  const languageId = useId();

  // Content saved before the choice existed has no layout: choosing the generated résumé starts from the default.
  useEffect(() => {
    if (generated && !pdf) setValue("resume.pdf", defaultResumePdfOptions(), { shouldDirty: true });
  }, [generated, pdf, setValue]);

  const options = pdf ?? defaultResumePdfOptions();
  const designLabels: Record<(typeof resumeDesigns)[number], string> = {
    "single-column": t("builder.resumePdf.designs.single-column"),
    "two-column": t("builder.resumePdf.designs.two-column"),
    compact: t("builder.resumePdf.designs.compact"),
  };
  return (
    <>
      <FormSelect name="resume.source" label={t("builder.resumePdf.source")} className="sm:w-96">
        <option value="link">{t("builder.resumePdf.sourceLink")}</option>
        <option value="generated">{t("builder.resumePdf.sourceGenerated")}</option>
      </FormSelect>
      {generated && (
        <div className="flex flex-col gap-4" data-testid="generated-resume">
          <p className="text-sm text-slate-600 dark:text-slate-400">{t("builder.resumePdf.hint")}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormSelect name="resume.pdf.design" label={t("builder.resumePdf.design")}>
              {resumeDesigns.map((design) => (
                <option key={design} value={design}>
                  {designLabels[design]}
                </option>
              ))}
            </FormSelect>
            <FormSelect name="resume.pdf.paper" label={t("builder.resumePdf.paper")}>
              <option value="a4">{t("builder.resumePdf.paperA4")}</option>
              <option value="letter">{t("builder.resumePdf.paperLetter")}</option>
            </FormSelect>
          </div>
          <FormCheckbox name="resume.pdf.photo" label={t("builder.resumePdf.photo")} />
          {versions.length > 1 && (
            <FieldShell
              id={languageId}
              label={t("builder.resumePdf.language")}
              hint={t("builder.resumePdf.languageHint")}
              className="sm:w-96"
            >
              <select
                id={languageId}
                value={lang ?? primary}
                onChange={(event) => setChosen(event.target.value as LanguageCode)}
                aria-describedby={describedBy(languageId, true, false)}
                className={controlClasses(false, "h-11")}
              >
                {versions.map((code) => (
                  <option key={code} value={code} lang={code}>
                    {languages.find((l) => l.code === code)?.name ?? code}
                  </option>
                ))}
              </select>
            </FieldShell>
          )}
          {portfolioId && (
            <div className="flex flex-wrap gap-3">
              <a
                href={resumePdfHref(portfolioId, options, false, lang)}
                target="_blank"
                rel="noopener"
                className="inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 px-4 text-sm font-medium text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
              >
                <ExternalLink aria-hidden="true" className="size-4" />
                {t("builder.resumePdf.preview")}
              </a>
              <a
                href={resumePdfHref(portfolioId, options, true, lang)}
                download={lang ? `resume-${lang}.pdf` : "resume.pdf"}
                className="inline-flex min-h-11 items-center gap-2 rounded-md bg-indigo-600 px-4 text-sm font-medium text-white hover:bg-indigo-700 dark:bg-indigo-500 dark:hover:bg-indigo-400"
              >
                <Download aria-hidden="true" className="size-4" />
                {t("builder.resumePdf.download")}
              </a>
            </div>
          )}
        </div>
      )}
    </>
  );
}
