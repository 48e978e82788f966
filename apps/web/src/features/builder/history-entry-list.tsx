import type { HistoryEntry } from "@foliocraft/schemas";
import clsx from "clsx";
import { Bookmark, Globe, Pencil, RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { entryTime, entryTitle } from "./history-labels";

function EntryIcon({ entry }: { entry: HistoryEntry }) {
  const className = "mt-0.5 size-4 shrink-0";
  if (entry.revision.label) return <Bookmark aria-hidden="true" className={className} />;
  if (entry.revision.kind === "publish") return <Globe aria-hidden="true" className={className} />;
  if (entry.revision.kind === "restore") return <RotateCcw aria-hidden="true" className={className} />;
  return <Pencil aria-hidden="true" className={className} />;
}

/** The history, newest first: editing sessions with their time span and number of saves, and named versions. */
export function HistoryEntryList({
  entries,
  selected,
  currentVersion,
  onSelect,
  format,
}: {
  entries: HistoryEntry[];
  selected: number | null;
  currentVersion: number;
  onSelect: (entry: HistoryEntry) => void;
  format: Intl.DateTimeFormat;
}) {
  const { t } = useTranslation();
  return (
    <ul
      className="flex max-h-[40vh] flex-col gap-1 overflow-auto md:max-h-[60vh]"
      aria-label={t("builder.history.listLabel")}
    >
      {entries.map((entry) => {
        const version = entry.revision.version;
        return (
          <li key={version}>
            <button
              type="button"
              aria-pressed={selected === version}
              onClick={() => onSelect(entry)}
              className={clsx(
                "flex w-full items-start gap-2 rounded-lg border px-3 py-2 text-start text-sm transition-colors",
                selected === version
                  ? "border-indigo-600 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-500/10"
                  : "border-slate-200 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800",
              )}
            >
              <EntryIcon entry={entry} />
              <span className="flex min-w-0 flex-col">
                <span className="font-semibold break-words">
                  {entryTitle(t, entry, format)}
                  {version === currentVersion && ` · ${t("builder.history.current")}`}
                </span>
                <span className="text-slate-600 dark:text-slate-400">{entryTime(entry, format)}</span>
                <span className="text-slate-600 dark:text-slate-400">
                  {entry.kind === "session"
                    ? t("builder.history.sessionSaves", { saves: entry.versions.length, version })
                    : t("builder.history.version", { version })}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
