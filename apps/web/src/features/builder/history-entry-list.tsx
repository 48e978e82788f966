import type { HistoryEntry, PortfolioRevisionSummary } from "@foliocraft/schemas";
import clsx from "clsx";
import { Bookmark, Globe, Pencil, RotateCcw } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { entryTime, entryTitle } from "./history-labels";

function EntryIcon({ entry }: { entry: HistoryEntry }) {
  const className = "mt-0.5 size-4 shrink-0";
  if (entry.revision.label) return <Bookmark aria-hidden="true" className={className} />;
  if (entry.revision.kind === "publish") return <Globe aria-hidden="true" className={className} />;
  if (entry.revision.kind === "restore") return <RotateCcw aria-hidden="true" className={className} />;
  return <Pencil aria-hidden="true" className={className} />;
}

const itemClasses = (pressed: boolean) =>
  clsx(
    "flex w-full items-start gap-2 rounded-lg border px-3 py-2 text-start text-sm transition-colors",
    pressed
      ? "border-indigo-600 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-500/10"
      : "border-slate-200 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800",
  );

/** A session's own saves, one per line, for going back to a moment inside it. */
function SessionSaves({
  entry,
  byVersion,
  selected,
  onSelect,
  format,
}: {
  entry: HistoryEntry;
  byVersion: ReadonlyMap<number, PortfolioRevisionSummary>;
  selected: number | null;
  onSelect: (version: number) => void;
  format: Intl.DateTimeFormat;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((shown) => !shown)}
        className="ms-6 mt-1 rounded px-2 py-1 text-start text-xs font-medium text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
      >
        {open ? t("builder.history.hideSaves") : t("builder.history.showSaves", { saves: entry.versions.length })}
      </button>
      {open && (
        <ul id={listId} className="ms-6 mt-1 flex flex-col gap-1">
          {entry.versions.map((version) => {
            const revision = byVersion.get(version);
            return (
              <li key={version}>
                <button
                  type="button"
                  aria-pressed={selected === version}
                  onClick={() => onSelect(version)}
                  className={itemClasses(selected === version)}
                >
                  {t("builder.history.version", { version })}
                  {revision && (
                    <span className="text-slate-600 dark:text-slate-400">
                      {" "}
                      · {format.format(new Date(revision.createdAt))}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

/**
 * The history, newest first: editing sessions with their time span and number of saves (each can be opened to
 * pick one of its saves), and named, published and restored versions.
 */
export function HistoryEntryList({
  entries,
  byVersion,
  selected,
  currentVersion,
  onSelect,
  format,
}: {
  entries: HistoryEntry[];
  byVersion: ReadonlyMap<number, PortfolioRevisionSummary>;
  selected: number | null;
  currentVersion: number;
  onSelect: (version: number) => void;
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
              onClick={() => onSelect(version)}
              className={itemClasses(selected === version)}
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
            {entry.kind === "session" && entry.versions.length > 1 && (
              <SessionSaves
                entry={entry}
                byVersion={byVersion}
                selected={selected}
                onSelect={onSelect}
                format={format}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
