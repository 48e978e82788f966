import {
  importSections,
  type ImportMode,
  type ImportNote,
  type ImportSection,
  type ResumeImport,
} from "@foliocraft/schemas";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button-styles";
import { ModalDialog } from "./modal-dialog";

/** The builder's name of each part an import fills (the form's section titles where there is one). */
const sectionLabelKeys = {
  personal: "builder.sections.basics",
  social: "builder.sections.social",
  skills: "builder.sections.skills",
  experience: "builder.sections.experience",
  education: "builder.sections.education",
  projects: "builder.sections.projects",
  volunteer: "builder.sections.volunteer",
  achievements: "builder.sections.achievements",
  certificates: "builder.sections.certificates",
  publications: "builder.sections.publications",
  languages: "builder.sections.languages",
  interests: "builder.sections.interests",
  references: "builder.sections.references",
  portfolio: "builder.importReview.portfolio",
} as const satisfies Record<ImportSection, string>;

// Personal details and settings are one block each: merging fills empty fields, it has no items to add.
const modesOf = (section: ImportSection): ImportMode[] =>
  section === "portfolio" ? ["replace", "skip"] : ["replace", "merge", "skip"];

/**
 * The review step of an import (issue 22): before anything changes, each section the file holds with how many
 * items, a choice per section (replace what is there, add to it, or leave it), and every value the import shortened
 * or left out with the reason. Nothing is applied until the person confirms.
 */
export function ImportReviewDialog({
  fileName,
  imported,
  ignoredFiles = [],
  unreadLines = [],
  onClose,
  onApply,
}: {
  fileName: string;
  imported: ResumeImport | null;
  /** Files of an uploaded archive the import did not read (a LinkedIn export's other files). */
  ignoredFiles?: readonly string[];
  /** Lines of a PDF or Word résumé the reader could not place in any section: shown so nothing is lost unseen. */
  unreadLines?: readonly string[];
  onClose: () => void;
  onApply: (modes: Partial<Record<ImportSection, ImportMode>>) => void;
}) {
  const { t } = useTranslation();
  const [modes, setModes] = useState<Partial<Record<ImportSection, ImportMode>>>({});
  const notesId = useId();
  const unreadId = useId();
  const sections = imported ? importSections.filter((s) => imported.sections[s] !== undefined) : [];
  // A shortened text names its limit with the noun in the count's plural form ("1 character", "120 characters").
  const noteText = (note: ImportNote) =>
    note.reason === "tooLong"
      ? t("builder.importReview.reasons.tooLong", { count: note.limit ?? 0 })
      : t(`builder.importReview.reasons.${note.reason}` as const, { limit: note.limit ?? 0 });

  return (
    <ModalDialog
      open={imported !== null}
      onClose={onClose}
      title={t("builder.importReview.title", { file: fileName })}
      description={t("builder.importReview.intro")}
      wide
    >
      {imported && sections.length === 0 && <p className="text-sm">{t("builder.importReview.nothing")}</p>}
      {sections.length > 0 && (
        <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800">
          {sections.map((section) => {
            const label = t(sectionLabelKeys[section]);
            const count = imported?.sections[section] ?? 0;
            const mode = modes[section] ?? "replace";
            return (
              <li key={section} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="min-w-0">
                  <span className="font-medium">{label}</span>{" "}
                  <span className="text-sm text-slate-600 dark:text-slate-400">
                    {t("builder.importReview.count", { total: count })}
                  </span>
                </span>
                <select
                  aria-label={t("builder.importReview.modeLabel", { section: label })}
                  value={mode}
                  onChange={(event) =>
                    setModes((current) => ({ ...current, [section]: event.target.value as ImportMode }))
                  }
                  className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-950"
                >
                  {modesOf(section).map((m) => (
                    <option key={m} value={m}>
                      {t(`builder.importReview.modes.${m}` as const)}
                    </option>
                  ))}
                </select>
              </li>
            );
          })}
        </ul>
      )}
      {imported && (
        <section aria-labelledby={notesId} className="flex flex-col gap-2">
          <h3 id={notesId} className="font-semibold">
            {t("builder.importReview.notesHeading")}
          </h3>
          {imported.notes.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t("builder.importReview.noNotes")}</p>
          ) : (
            <ul className="flex max-h-60 flex-col gap-1 overflow-auto text-sm">
              {imported.notes.map((note, i) => (
                <li key={`${note.path}-${i}`}>
                  <code dir="ltr" className="rounded bg-slate-100 px-1 dark:bg-slate-800">
                    {note.path}
                  </code>{" "}
                  {noteText(note)}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {unreadLines.length > 0 && (
        <section aria-labelledby={unreadId} className="flex flex-col gap-2">
          <h3 id={unreadId} className="font-semibold">
            {t("builder.importReview.unreadHeading", { total: unreadLines.length })}
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t("builder.importReview.unreadIntro")}</p>
          <ul className="flex max-h-60 flex-col gap-1 overflow-auto rounded-lg border border-slate-200 p-2 text-sm dark:border-slate-800">
            {unreadLines.map((line, i) => (
              // A line is in the résumé's language and direction, whatever the interface's.
              <li key={`${i}-${line}`} dir="auto" className="break-words whitespace-pre-wrap">
                {line}
              </li>
            ))}
          </ul>
        </section>
      )}
      {ignoredFiles.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer">
            {t("builder.importReview.ignored", { total: ignoredFiles.length })}
          </summary>
          <ul className="mt-1 flex max-h-40 flex-col gap-0.5 overflow-auto">
            {ignoredFiles.map((name) => (
              <li key={name}>
                <code dir="ltr">{name}</code>
              </li>
            ))}
          </ul>
        </details>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onClose} className={buttonClasses("secondary")}>
          {t("builder.importReview.cancel")}
        </button>
        <button
          type="button"
          disabled={sections.length === 0}
          onClick={() => onApply(modes)}
          className={buttonClasses("primary")}
        >
          {t("builder.importReview.apply")}
        </button>
      </div>
    </ModalDialog>
  );
}
