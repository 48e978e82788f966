import { FileUp, X } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button-styles";
import { useResumeImportPickers } from "./resume-import-pickers";

/**
 * The builder's first card after "Start from my résumé" in onboarding: a PDF or Word résumé, a LinkedIn data
 * export or a JSON Resume file, each read then reviewed before anything changes (the same imports as the toolbar's menu).
 */
export function ResumeStartCard({
  onImportFile,
  onImportLinkedin,
  onDismiss,
}: {
  onImportFile: (file: File) => void;
  onImportLinkedin: (file: File) => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const { openJson, openDocument, pickers } = useResumeImportPickers({
    jsonLabel: t("builder.resumeStart.json"),
    documentLabel: t("builder.resumeStart.linkedin"),
    onImportFile,
    onImportLinkedin,
  });
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-blue-200 bg-blue-50 p-4 sm:p-5 dark:border-blue-900 dark:bg-blue-950/40"
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-lg font-semibold text-slate-950 dark:text-white">
            {t("builder.resumeStart.title")}
          </h2>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t("builder.resumeStart.text")}</p>
        </div>
        <button type="button" onClick={onDismiss} className={buttonClasses("ghost", "icon")}>
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">{t("builder.resumeStart.dismiss")}</span>
        </button>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={openDocument} className={buttonClasses("primary")}>
          <FileUp aria-hidden="true" className="size-4" />
          {t("builder.resumeStart.linkedin")}
        </button>
        <button type="button" onClick={openJson} className={buttonClasses("secondary")}>
          <FileUp aria-hidden="true" className="size-4" />
          {t("builder.resumeStart.json")}
        </button>
      </div>
      {pickers}
    </section>
  );
}
