import { applyResumeImport } from "@foliocraft/schemas";
import type { PortfolioContent, PortfolioDetail, PortfolioProject, ResumeImport } from "@foliocraft/schemas";
import { getTheme } from "@foliocraft/themes";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { FormProvider } from "react-hook-form";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useSession } from "../auth/use-session";
import { ConflictDialog } from "./conflict-dialog";
import { deviceDrafts } from "./draft-storage";
import { contentFileName, contentFileText, readImportedFile, resumeFileText } from "./content-file";
import { translateContentMessage } from "./content-messages";
import { ExportStep } from "./export-step";
import { FinishedView } from "./finished-view";
import { nameError } from "./form-values";
import { GithubImportDialog } from "./github-import-dialog";
import { HistoryDialog } from "./history-dialog";
import { ImportReviewDialog } from "./import-review-dialog";
import { ResumeStartCard } from "./resume-start-card";
import { resumeStartKey } from "../onboarding/use-onboarding-finish";
import { useLiveContent, type LiveContent } from "./live-content";
import { InfoStep } from "./info-step";
import { parseStep } from "./builder-steps";
import type { BuilderStep } from "./builder-steps";
import { BuilderToolbar } from "./builder-toolbar";
import { importResumeFile, saveBlob } from "./portfolio-api";
import { apiErrorText } from "../../i18n/api-messages";
import { PreviewStep } from "./preview-step";
import type { PendingProChoice } from "./pro/pending-pro-choice";
import { usePendingProChoice } from "./pro/use-pending-pro-choice";
import { SaveStatus } from "./save-status";
import { SetAsideNotice } from "./set-aside-notice";
import { StepFooter, StepNav } from "./step-nav";
import { ThemeStep } from "./theme-step";
import { useBuilderForm } from "./use-builder-form";
import type { BuilderStart } from "./use-builder-form";

type Dialog = "history" | "github" | null;

/** Renders its children with the builder's latest content, again after every edit (only this part, not the builder). */
function WithContent({ live, children }: { live: LiveContent; children: (content: PortfolioContent) => ReactNode }) {
  return children(useLiveContent(live));
}

/** The portfolio builder (issue 5): four steps over one autosaved form, with history, import and export. */
export function PortfolioBuilder({ start }: { start: BuilderStart }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const step = parseStep(params.get("step"));
  const builder = useBuilderForm(start);
  const { form, snapshot, controller } = builder;
  // Read only by the parts that show it (WithContent below): an edit does not render the whole builder again.
  const preview = builder.preview;
  const [meta, setMeta] = useState(start.detail);
  const [dialog, setDialog] = useState<Dialog>(null);
  // "Start from my résumé" in onboarding: the import card shows first. The flag is removed once the builder is on
  // screen, not while reading it: a render that suspends (a lazy chunk still loading) is thrown away and runs this
  // initializer again, which must still find the flag.
  const [resumeStart, setResumeStart] = useState(() => {
    try {
      return window.sessionStorage.getItem(resumeStartKey) === "1";
    } catch {
      return false;
    }
  });
  useEffect(() => {
    try {
      window.sessionStorage.removeItem(resumeStartKey);
    } catch {
      // Storage refused (private mode): there was no flag to remove.
    }
  }, []);
  // A résumé read from a file, waiting for the review step (nothing changes until it is confirmed).
  const [review, setReview] = useState<{
    fileName: string;
    imported: ResumeImport;
    ignoredFiles?: string[];
    unreadLines?: string[];
  } | null>(null);
  // After an upgrade: the publish or ZIP it was for, started once by the Export step.
  const [resume, setResume] = useState<PendingProChoice["action"] | null>(null);
  // A conflict opens its dialog by itself; closing it leaves the conflict in the save status, which can reopen it.
  const [dismissedConflict, setDismissedConflict] = useState<PortfolioDetail | null>(null);
  const headingRef = useRef<HTMLDivElement>(null);
  const isPremium = user?.isPremium === true;
  // Pro may remove the "Powered by" link (spec §6); the preview shows what will be published.
  const showPoweredBy = !isPremium;
  useDocumentTitle(t("pages.generate.heading"));

  useEffect(() => {
    if (start.draft === "restored") toast.success(t("builder.restored"));
  }, [start.draft, t]);

  // Ctrl/⌘+S saves now instead of opening the browser's "save page".
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "s") {
        event.preventDefault();
        void controller.flush();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [controller]);

  const go = (next: BuilderStep) => {
    setParams((old) => {
      const updated = new URLSearchParams(old);
      if (next === "info") updated.delete("step");
      else updated.set("step", next);
      return updated;
    });
    window.scrollTo({ top: 0 });
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  // The choice an upgrade was for goes through once the plan is Pro: the theme is (still) the one chosen, and a
  // refused publish or download runs again by itself. The server checks the plan again on each.
  usePendingProChoice(meta.id, isPremium, (choice) => {
    if (form.getValues("theme") !== choice.theme) {
      form.setValue("theme", choice.theme, { shouldDirty: true, shouldValidate: true });
    }
    const theme = getTheme(choice.theme).name;
    if (choice.action === "theme") {
      toast.success(t("builder.pro.themeKept", { theme }));
      return;
    }
    toast.success(choice.action === "publish" ? t("builder.pro.publishing", { theme }) : t("builder.pro.downloading"));
    setResume(choice.action);
    if (step !== "export") go("export");
  });

  const adoptDetail = (detail: PortfolioDetail) => {
    setMeta(detail);
    builder.adoptName(detail.name);
  };

  const keepMine = () => controller.keepMine();
  const takeTheirs = () => {
    const theirs = controller.takeTheirs();
    if (theirs) {
      builder.replaceContent(theirs.content, false);
      adoptDetail(theirs);
    }
  };

  const exportJson = () => {
    const text = contentFileText(builder.name, form.getValues());
    saveBlob(new Blob([text], { type: "application/json" }), contentFileName(builder.name));
  };

  const exportResume = () => {
    saveBlob(new Blob([resumeFileText(form.getValues())], { type: "application/json" }), "resume.json");
  };

  const importFile = async (file: File) => {
    let text: string;
    try {
      text = await file.text();
    } catch {
      toast.error(t("builder.io.readFailed"));
      return;
    }
    const imported = readImportedFile(text, form.getValues());
    if (imported.kind === "invalid") {
      toast.error(t("builder.io.invalidFile"));
      return;
    }
    if (imported.kind === "json-resume") {
      setReview({ fileName: file.name, imported: imported.imported });
      return;
    }
    builder.replaceContent(imported.content, true);
    if (imported.name && !nameError(imported.name)) builder.setName(imported.name);
    toast.success(t("builder.io.imported", { file: file.name }));
  };

  // A PDF or Word résumé or a LinkedIn data export is read by the server, then reviewed here like a JSON Resume.
  const importLinkedin = async (file: File) => {
    try {
      const result = await importResumeFile(file);
      setReview({
        fileName: file.name,
        imported: result,
        ignoredFiles: result.ignoredFiles,
        unreadLines: result.unreadLines ?? [],
      });
    } catch (error) {
      toast.error(apiErrorText(t, error, t("builder.io.readFailed")));
    }
  };

  const importRepos = (projects: PortfolioProject[]) => {
    const current = form.getValues("projects");
    form.setValue("projects", [...current, ...projects], { shouldDirty: true, shouldValidate: true });
  };

  const showErrors = () => void form.trigger(undefined, { shouldFocus: true });

  const beforeExport = async () => {
    const saved = await builder.flush();
    if (!saved) toast.error(t("builder.export.saveFirst"));
    return saved;
  };

  const published = meta.status === "published";
  const publishState = {
    id: meta.id,
    status: meta.status,
    publishedAt: meta.publishedAt,
    // Saved since the snapshot the server described: the draft now differs from what is live.
    hasUnpublishedChanges: meta.hasUnpublishedChanges || (published && snapshot.version > meta.version),
  };
  const nameMessage = nameError(builder.name);

  return (
    <FormProvider {...form}>
      <div className="mx-auto flex w-full max-w-[96rem] flex-col gap-6 px-4 py-6 sm:px-6">
        {start.setAside ? <SetAsideNotice portfolioId={meta.id} drafts={deviceDrafts} /> : null}
        <BuilderToolbar
          name={builder.name}
          nameError={nameMessage ? translateContentMessage(t, nameMessage) : undefined}
          onNameChange={builder.setName}
          status={
            <SaveStatus
              state={snapshot.state}
              onShowErrors={showErrors}
              onResolveConflict={() => setDismissedConflict(null)}
            />
          }
          onOpenHistory={() => setDialog("history")}
          onImportFile={(file) => void importFile(file)}
          onImportLinkedin={(file) => void importLinkedin(file)}
          onImportGithub={() => setDialog("github")}
          onExportJson={exportJson}
          onExportResume={exportResume}
        />
        {resumeStart && (
          <ResumeStartCard
            onImportFile={(file) => void importFile(file)}
            onImportLinkedin={(file) => void importLinkedin(file)}
            onDismiss={() => setResumeStart(false)}
          />
        )}
        <StepNav step={step} onGo={go} />
        <div ref={headingRef} tabIndex={-1} className="outline-none">
          {step === "info" && (
            <InfoStep preview={preview} showPoweredBy={showPoweredBy} onImportGithub={() => setDialog("github")} />
          )}
          {step === "theme" && (
            <ThemeStep
              isPremium={isPremium}
              showPoweredBy={showPoweredBy}
              published={meta.status === "published"}
              portfolioId={meta.id}
            />
          )}
          {step === "preview" && (
            <WithContent live={preview}>
              {(content) => <PreviewStep content={content} showPoweredBy={showPoweredBy} />}
            </WithContent>
          )}
          {step === "export" && (
            <WithContent live={preview}>
              {(content) => (
                <ExportStep
                  portfolio={publishState}
                  name={builder.name}
                  beforeExport={beforeExport}
                  onPublishChange={setMeta}
                  onExportJson={exportJson}
                  content={content}
                  isPremium={isPremium}
                  onChooseFreeTheme={() => go("theme")}
                  resume={resume}
                  onResumed={() => setResume(null)}
                />
              )}
            </WithContent>
          )}
          {step === "done" && (
            <FinishedView portfolioId={meta.id} name={builder.name} published={published} beforeExport={beforeExport} />
          )}
        </div>
        <StepFooter step={step} onGo={go} />
      </div>
      <WithContent live={preview}>
        {(content) => (
          <ConflictDialog
            open={snapshot.conflict !== null && snapshot.conflict !== dismissedConflict}
            mine={content}
            theirs={snapshot.conflict}
            onKeepMine={keepMine}
            onTakeTheirs={takeTheirs}
            onClose={() => setDismissedConflict(snapshot.conflict)}
          />
        )}
      </WithContent>
      <WithContent live={preview}>
        {(content) => (
          <HistoryDialog
            open={dialog === "history"}
            onClose={() => setDialog(null)}
            portfolioId={meta.id}
            currentVersion={snapshot.version}
            draftContent={content}
            beforeRestore={async () => {
              await controller.flush();
              const now = controller.getSnapshot();
              if (now.state === "conflict") throw new Error("Resolve the conflict first");
              return now.version;
            }}
            onRestored={(detail, section) => {
              controller.adopt(detail.version, detail.updatedAt);
              builder.replaceContent(detail.content, false);
              adoptDetail(detail);
              setDialog(null);
              toast.success(section ? t("builder.history.sectionRestored") : t("builder.history.restored"));
            }}
          />
        )}
      </WithContent>
      <ImportReviewDialog
        fileName={review?.fileName ?? ""}
        imported={review?.imported ?? null}
        ignoredFiles={review?.ignoredFiles ?? []}
        unreadLines={review?.unreadLines ?? []}
        onClose={() => setReview(null)}
        onApply={(modes) => {
          if (!review) return;
          builder.replaceContent(applyResumeImport(form.getValues(), review.imported, modes), true);
          toast.success(t("builder.io.imported", { file: review.fileName }));
          setReview(null);
        }}
      />
      <GithubImportDialog
        open={dialog === "github"}
        onClose={() => setDialog(null)}
        existing={form.getValues("projects") as PortfolioContent["projects"]}
        onImport={importRepos}
      />
    </FormProvider>
  );
}
