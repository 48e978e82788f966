import type { PortfolioDetail } from "@foliocraft/schemas";
import { useQuery } from "@tanstack/react-query";
import clsx from "clsx";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button-styles";
import { FormAlert } from "../../components/ui/form-alert";
import { Spinner } from "../../components/ui/spinner";
import { translateApiMessage } from "../../i18n/api-messages";
import { ApiError } from "../../lib/api-client";
import { ThemePreview } from "../preview/theme-preview";
import { ModalDialog } from "./modal-dialog";
import { fetchRevision, fetchRevisions, restoreRevision } from "./portfolio-api";

/**
 * The last 50 saves: pick one to see it as it looked, then restore it. Restoring is itself a save (a new version
 * with the old content), so nothing is lost and it can be undone the same way.
 */
export function HistoryDialog({
  open,
  onClose,
  portfolioId,
  currentVersion,
  beforeRestore,
  onRestored,
}: {
  open: boolean;
  onClose: () => void;
  portfolioId: string;
  currentVersion: number;
  /** Saves pending edits first, so the restore is based on the newest version. */
  beforeRestore: () => Promise<number>;
  onRestored: (detail: PortfolioDetail) => void;
}) {
  const { t, i18n } = useTranslation();
  const [selected, setSelected] = useState<number | null>(null);
  const [restoring, setRestoring] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ["portfolio", portfolioId, "revisions", currentVersion],
    queryFn: ({ signal }) => fetchRevisions(portfolioId, signal),
    enabled: open,
  });
  const revision = useQuery({
    queryKey: ["portfolio", portfolioId, "revision", selected],
    queryFn: ({ signal }) => fetchRevision(portfolioId, selected as number, signal),
    enabled: open && selected !== null,
    staleTime: Infinity,
  });
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });

  const restore = async () => {
    if (selected === null) return;
    setRestoring(true);
    setFailure(null);
    try {
      const base = await beforeRestore();
      const detail = await restoreRevision(portfolioId, selected, base);
      onRestored(detail);
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
      setRestoring(false);
    }
  };

  const close = () => {
    setSelected(null);
    setFailure(null);
    onClose();
  };

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
        <div className="grid gap-4 md:grid-cols-[16rem_1fr]">
          <ul className="flex max-h-[60vh] flex-col gap-1 overflow-auto" aria-label={t("builder.history.listLabel")}>
            {list.data.map((item) => (
              <li key={item.version}>
                <button
                  type="button"
                  aria-pressed={selected === item.version}
                  onClick={() => {
                    setSelected(item.version);
                    setFailure(null);
                  }}
                  className={clsx(
                    "flex w-full flex-col items-start rounded-lg border px-3 py-2 text-start text-sm transition-colors",
                    selected === item.version
                      ? "border-indigo-600 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-500/10"
                      : "border-slate-200 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800",
                  )}
                >
                  <span className="font-semibold">
                    {t("builder.history.version", { version: item.version })}
                    {item.version === currentVersion && ` · ${t("builder.history.current")}`}
                  </span>
                  <span className="text-slate-600 dark:text-slate-400">{format.format(new Date(item.createdAt))}</span>
                </button>
              </li>
            ))}
          </ul>
          <div className="flex min-h-72 flex-col gap-3">
            {selected === null && (
              <p className="text-sm text-slate-600 dark:text-slate-400">{t("builder.history.choose")}</p>
            )}
            {selected !== null && revision.isPending && (
              <p className="flex items-center gap-2 text-sm">
                <Spinner className="size-4" />
                {t("common.loading")}
              </p>
            )}
            {selected !== null && revision.isError && (
              <FormAlert tone="error">{t("builder.history.loadFailed")}</FormAlert>
            )}
            {revision.data && selected !== null && (
              <>
                <div className="h-72 overflow-hidden rounded-lg border border-slate-200 dark:border-slate-700">
                  <ThemePreview
                    content={revision.data.content}
                    theme={revision.data.theme}
                    title={t("builder.history.previewTitle", { version: selected })}
                  />
                </div>
                {failure && <FormAlert tone="error">{failure}</FormAlert>}
                <div className="flex justify-end">
                  <button
                    type="button"
                    disabled={restoring || selected === currentVersion}
                    onClick={() => void restore()}
                    className={buttonClasses("primary")}
                  >
                    {restoring && <Spinner className="size-4" />}
                    {t("builder.history.restore", { version: selected })}
                  </button>
                </div>
              </>
            )}
          </div>
        </div>
      )}
    </ModalDialog>
  );
}
