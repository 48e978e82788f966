import { FileDown, FileUp, FolderInput, GitFork, History } from "lucide-react";
import { useId } from "react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button-styles";
import { useResumeImportPickers } from "./resume-import-pickers";
import { MenuContent, MenuItem, MenuRoot, MenuTrigger } from "../../components/ui/dropdown-menu";

/**
 * The builder's top bar: the page heading, the portfolio's name (only the owner sees it), the save state, the
 * version history and the import / export menu.
 */
export function BuilderToolbar({
  name,
  nameError,
  onNameChange,
  status,
  onOpenHistory,
  onImportFile,
  onImportLinkedin,
  onImportGithub,
  onExportJson,
  onExportResume,
}: {
  name: string;
  nameError: string | undefined;
  onNameChange: (name: string) => void;
  status: ReactNode;
  onOpenHistory: () => void;
  onImportFile: (file: File) => void;
  /** A file the server reads: a PDF or Word résumé, or a LinkedIn data export (.zip). */
  onImportLinkedin: (file: File) => void;
  onImportGithub: () => void;
  onExportJson: () => void;
  /** Downloads the portfolio as a JSON Resume `resume.json`. */
  onExportResume: () => void;
}) {
  const { t } = useTranslation();
  const nameId = useId();
  const { openJson, openDocument, pickers } = useResumeImportPickers({
    jsonLabel: t("builder.io.importFile"),
    documentLabel: t("builder.io.importLinkedin"),
    onImportFile,
    onImportLinkedin,
  });
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">
          {t("pages.generate.heading")}
        </h1>
        <div className="flex min-w-0 flex-1 basis-64 flex-col gap-1">
          <label htmlFor={nameId} className="text-sm font-medium text-slate-900 dark:text-slate-100">
            {t("builder.name.label")}
          </label>
          <input
            id={nameId}
            value={name}
            onChange={(event) => onNameChange(event.target.value)}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${nameId}-error` : undefined}
            className={`h-10 w-full max-w-md rounded-lg border bg-white px-3 text-base dark:bg-slate-950 ${
              nameError ? "border-red-600 dark:border-red-400" : "border-slate-300 dark:border-slate-700"
            }`}
          />
          {nameError && (
            <p id={`${nameId}-error`} className="text-sm text-red-700 dark:text-red-400">
              {nameError}
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {status}
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={onOpenHistory} className={buttonClasses("secondary", "sm")}>
            <History aria-hidden="true" className="size-4" />
            {t("builder.history.open")}
          </button>
          <MenuRoot>
            <MenuTrigger className={buttonClasses("secondary", "sm")}>
              <FolderInput aria-hidden="true" className="size-4" />
              {t("builder.io.menu")}
            </MenuTrigger>
            <MenuContent>
              <MenuItem onSelect={openJson}>
                <FileUp aria-hidden="true" className="size-4" />
                {t("builder.io.importFile")}
              </MenuItem>
              <MenuItem onSelect={openDocument}>
                <FileUp aria-hidden="true" className="size-4" />
                {t("builder.io.importLinkedin")}
              </MenuItem>
              <MenuItem onSelect={onImportGithub}>
                <GitFork aria-hidden="true" className="size-4" />
                {t("builder.github.open")}
              </MenuItem>
              <MenuItem onSelect={onExportJson}>
                <FileDown aria-hidden="true" className="size-4" />
                {t("builder.export.json")}
              </MenuItem>
              <MenuItem onSelect={onExportResume}>
                <FileDown aria-hidden="true" className="size-4" />
                {t("builder.export.resume")}
              </MenuItem>
            </MenuContent>
          </MenuRoot>
          {/* The menu items open these pickers. */}
          {pickers}
        </div>
      </div>
    </div>
  );
}
