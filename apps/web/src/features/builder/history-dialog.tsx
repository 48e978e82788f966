import { diffPortfolios, groupHistory } from "@foliocraft/schemas";
import type {
  HistorySectionId,
  PortfolioContent,
  PortfolioDetail,
  PortfolioRevisionSummary,
} from "@foliocraft/schemas";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button-styles";
import { FormAlert } from "../../components/ui/form-alert";
import { Spinner } from "../../components/ui/spinner";
import { translateApiMessage } from "../../i18n/api-messages";
import { ApiError } from "../../lib/api-client";
import { ThemePreview } from "../preview/theme-preview";
import { toFormValues } from "./form-values";
import { HistoryDiffView } from "./history-diff-view";
import { HistoryEntryList } from "./history-entry-list";
import { entryTime, entryTitle, revisionTitle } from "./history-labels";
import { HistoryVersionName } from "./history-version-name";
import { ModalDialog } from "./modal-dialog";
import { fetchRevision, fetchRevisions, restoreRevision } from "./portfolio-api";
import { dateTimeFormat } from "../../lib/intl-format";

const draft = "draft";

/**
 * The version history (issue 20 item 3): autosaves grouped into editing sessions, named and published versions on
 * their own. Choose one to see what differs from the current draft (or from another version), field by field with
 * the changed words marked, then bring back one section or the whole version. Restoring is itself a save (a new
 * version), so nothing is lost and it can be undone the same way.
 */
export function HistoryDialog({
  open,
  onClose,
  portfolioId,
  currentVersion,
  draftContent,
  beforeRestore,
  onRestored,
}: {
  open: boolean;
  onClose: () => void;
  portfolioId: string;
  currentVersion: number;
  /** The draft as it is in the form now (unsaved edits included): what a version is compared with by default. */
  draftContent: PortfolioContent;
  /** Saves pending edits first, so the restore is based on the newest version. */
  beforeRestore: () => Promise<number>;
  onRestored: (detail: PortfolioDetail, section: HistorySectionId | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const compareId = useId();
  const [selected, setSelected] = useState<number | null>(null);
  const [compareWith, setCompareWith] = useState<number | typeof draft>(draft);
  const [restoring, setRestoring] = useState<HistorySectionId | "all" | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [showPreview, setShowPreview] = useState(false);
  const listKey = ["portfolio", portfolioId, "revisions", currentVersion];
  const list = useQuery({
    queryKey: listKey,
    queryFn: ({ signal }) => fetchRevisions(portfolioId, signal),
    enabled: open,
  });
  // A version's content never changes once saved: fetched once per version.
  const revision = useQuery({
    queryKey: ["portfolio", portfolioId, "revision", selected],
    queryFn: ({ signal }) => fetchRevision(portfolioId, selected as number, signal),
    enabled: open && selected !== null,
    staleTime: Infinity,
  });
  const other = useQuery({
    queryKey: ["portfolio", portfolioId, "revision", compareWith],
    queryFn: ({ signal }) => fetchRevision(portfolioId, compareWith as number, signal),
    enabled: open && selected !== null && compareWith !== draft,
    staleTime: Infinity,
  });
  const format = useMemo(
    () => dateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }),
    [i18n.language],
  );
  const entries = useMemo(() => groupHistory(list.data ?? []), [list.data]);
  const byVersion = useMemo(() => new Map((list.data ?? []).map((r) => [r.version, r])), [list.data]);
  const selectedEntry = entries.find((entry) => entry.revision.version === selected) ?? null;
  // A save inside a session is chosen by itself: shown as "Version 12" rather than as its session.
  const selectedRevision = selected === null ? null : (byVersion.get(selected) ?? null);

  // Older on the left of the comparison, newer on the right; the draft is the newest of all.
  const otherContent = compareWith === draft ? draftContent : other.data?.content;
  const otherIsNewer = compareWith === draft || (selected !== null && compareWith > selected);
  const sections = useMemo(() => {
    if (!revision.data || !otherContent) return null;
    // Both in the form's shape, so a flag a version never had (read as off) is not shown as a change.
    const chosen = toFormValues(revision.data.content);
    const compared = toFormValues(otherContent);
    return otherIsNewer ? diffPortfolios(chosen, compared) : diffPortfolios(compared, chosen);
  }, [revision.data, otherContent, otherIsNewer]);

  const versionName = (summary: PortfolioRevisionSummary) => revisionTitle(t, summary, format);
  const otherRevision = compareWith === draft ? null : (byVersion.get(compareWith) ?? null);
  const otherLabel =
    compareWith === draft ? t("builder.history.draft") : otherRevision ? versionName(otherRevision) : "";
  const selectedLabel = selectedRevision ? versionName(selectedRevision) : "";

  const choose = (version: number) => {
    setSelected(version);
    setCompareWith(draft);
    setFailure(null);
    setShowPreview(false);
  };

  const restore = async (section: HistorySectionId | null) => {
    if (selected === null) return;
    setRestoring(section ?? "all");
    setFailure(null);
    try {
      const base = await beforeRestore();
      const detail = await restoreRevision(portfolioId, selected, base, section ?? undefined);
      onRestored(detail, section);
      setSelected(null);
    } catch (error) {
      console.error("Could not restore the version", error);
      // The server's reason when it gave one (the version is no longer kept), in the interface language.
      const reason = error instanceof ApiError ? translateApiMessage(t, error.messageId, error.params) : null;
      setFailure(
        error instanceof ApiError && error.code === "aborted"
          ? t("builder.history.changed")
          : (reason ?? t("builder.history.restoreFailed")),
      );
    } finally {
      setRestoring(null);
    }
  };

  const close = () => {
    setSelected(null);
    setFailure(null);
    onClose();
  };

  const comparisonPending = revision.isPending || (compareWith !== draft && other.isPending);
  const comparisonFailed = revision.isError || (compareWith !== draft && other.isError);

  return (
    <ModalDialog
      open={open}
      onClose={close}
      wide
      title={t("builder.history.title")}
      description={t("builder.history.intro")}
    >
      {list.isPending && (
        <p className="flex items-center gap-2 text-sm">
          <Spinner className="size-4" />
          {t("common.loading")}
        </p>
      )}
      {list.isError && <FormAlert tone="error">{t("builder.history.loadFailed")}</FormAlert>}
      {list.data && list.data.length === 0 && <p className="text-sm">{t("builder.history.empty")}</p>}
      {list.data && list.data.length > 0 && (
        <div className="grid min-w-0 gap-4 md:grid-cols-[16rem_minmax(0,1fr)]">
          <HistoryEntryList
            entries={entries}
            byVersion={byVersion}
            selected={selected}
            currentVersion={currentVersion}
            onSelect={choose}
            format={format}
          />
          <div className="flex min-h-72 min-w-0 flex-col gap-4">
            {selected === null && (
              <p className="text-sm text-slate-600 dark:text-slate-400">{t("builder.history.choose")}</p>
            )}
            {selectedRevision && (
              <>
                <div className="flex flex-col gap-1">
                  <h3 className="text-base font-semibold break-words">
                    {selectedEntry ? entryTitle(t, selectedEntry, format) : versionName(selectedRevision)}
                  </h3>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {selectedEntry
                      ? entryTime(selectedEntry, format)
                      : format.format(new Date(selectedRevision.createdAt))}{" "}
                    · {t("builder.history.version", { version: selectedRevision.version })}
                  </p>
                </div>
                <HistoryVersionName
                  key={selectedRevision.version}
                  portfolioId={portfolioId}
                  revision={selectedRevision}
                  onNamed={() => void queryClient.invalidateQueries({ queryKey: listKey })}
                />
                <div className="flex flex-col gap-1">
                  <label htmlFor={compareId} className="text-sm font-medium">
                    {t("builder.history.compareWith")}
                  </label>
                  <select
                    id={compareId}
                    value={String(compareWith)}
                    onChange={(event) =>
                      setCompareWith(event.target.value === draft ? draft : Number(event.target.value))
                    }
                    className="h-9 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2 text-sm dark:border-slate-600 dark:bg-slate-950"
                  >
                    <option value={draft}>{t("builder.history.draft")}</option>
                    {entries
                      .filter((entry) => entry.revision.version !== selected)
                      .map((entry) => (
                        <option key={entry.revision.version} value={entry.revision.version}>
                          {`${entryTitle(t, entry, format)} · ${entryTime(entry, format)}`}
                        </option>
                      ))}
                  </select>
                </div>
                {comparisonPending && (
                  <p className="flex items-center gap-2 text-sm">
                    <Spinner className="size-4" />
                    {t("common.loading")}
                  </p>
                )}
                {comparisonFailed && <FormAlert tone="error">{t("builder.history.loadFailed")}</FormAlert>}
                {failure && <FormAlert tone="error">{failure}</FormAlert>}
                {sections && revision.data && (
                  <>
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <p className="text-sm font-medium" aria-live="polite">
                        {otherIsNewer
                          ? t("builder.history.comparing", { from: selectedLabel, to: otherLabel })
                          : t("builder.history.comparing", { from: otherLabel, to: selectedLabel })}
                      </p>
                      <button
                        type="button"
                        disabled={restoring !== null || selected === currentVersion}
                        onClick={() => void restore(null)}
                        className={buttonClasses("primary", "sm")}
                      >
                        {restoring === "all" && <Spinner className="size-4" />}
                        {t("builder.history.restoreWhole")}
                      </button>
                    </div>
                    <p className="text-xs text-slate-600 dark:text-slate-400">{t("builder.history.legend")}</p>
                    <HistoryDiffView
                      sections={sections}
                      restoring={restoring}
                      onRestoreSection={(section) => void restore(section)}
                    />
                    <div>
                      <button
                        type="button"
                        aria-expanded={showPreview}
                        onClick={() => setShowPreview((shown) => !shown)}
                        className={buttonClasses("ghost", "sm")}
                      >
                        {showPreview ? t("builder.history.hidePreview") : t("builder.history.showPreview")}
                      </button>
                      {showPreview && (
                        <div className="mt-2 h-72 overflow-hidden rounded-lg border border-slate-200 dark:border-slate-700">
                          <ThemePreview
                            content={revision.data.content}
                            theme={revision.data.theme}
                            title={t("builder.history.previewTitle", { version: selected })}
                          />
                        </div>
                      )}
                    </div>
                  </>
                )}
              </>
            )}
          </div>
        </div>
      )}
    </ModalDialog>
  );
}
