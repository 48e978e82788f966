import type { FieldChange, HistorySectionId, ItemChange, SectionDiff } from "@foliocraft/schemas";
import { RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button-styles";
import { Spinner } from "../../components/ui/spinner";
import { fieldLabel, itemLabel, namedValueFields, sectionLabel } from "./history-labels";
import { TextDiff, ValueText } from "./history-text-diff";

/** One changed field: its name, then the words that changed (or, for a switch, before → after). */
function FieldRow({ section, change }: { section: HistorySectionId; change: FieldChange }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-1 sm:grid-cols-[12rem_1fr] sm:gap-3">
      <dt className="font-medium text-slate-700 dark:text-slate-300">{fieldLabel(t, section, change.field)}</dt>
      <dd className="min-w-0">
        {/* A chosen id (a theme, an icon…) is replaced whole and shown by its name; text is compared by words. */}
        {change.parts.length > 0 && !namedValueFields.has(change.field) ? (
          <TextDiff parts={change.parts} />
        ) : (
          <span>
            <del className="line-through decoration-2">
              <span className="sr-only">{t("builder.history.removedText")} </span>
              <ValueText value={change.before} field={change.field} />
            </del>
            <span aria-hidden="true"> → </span>
            <ins className="underline decoration-2 underline-offset-2">
              <span className="sr-only">{t("builder.history.addedText")} </span>
              <ValueText value={change.after} field={change.field} />
            </ins>
          </span>
        )}
      </dd>
    </div>
  );
}

function ItemBlock({ section, item }: { section: HistorySectionId; item: ItemChange }) {
  const { t } = useTranslation();
  const index = item.afterIndex ?? item.beforeIndex ?? 0;
  const status =
    item.kind === "added"
      ? t("builder.history.itemAdded")
      : item.kind === "removed"
        ? t("builder.history.itemRemoved")
        : t("builder.history.itemChanged");
  // A skill is one word or two: its name is the whole item, shown with its change.
  const single = section === "skills";
  return (
    <li className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <p className="mb-2 text-sm">
        <span className="font-semibold">
          {single ? status : `${itemLabel(t, section, index)}${item.title ? `: ${item.title}` : ""}`}
        </span>
        {!single && <span className="text-slate-600 dark:text-slate-400"> · {status}</span>}
      </p>
      {single && item.fields[0] && (
        <p className="text-sm">
          <TextDiff parts={item.fields[0].parts} />
        </p>
      )}
      {!single && item.fields.length > 0 && (
        <dl className="flex flex-col gap-2 text-sm">
          {item.fields.map((change) => (
            <FieldRow key={change.field} section={section} change={change} />
          ))}
        </dl>
      )}
    </li>
  );
}

/**
 * The differences between two versions, section by section, each with a button that brings that section of the
 * chosen version back into the draft.
 */
export function HistoryDiffView({
  sections,
  onRestoreSection,
  restoring,
}: {
  sections: SectionDiff[];
  onRestoreSection: (section: HistorySectionId) => void;
  /** The section being restored, or "all" while the whole version is. */
  restoring: HistorySectionId | "all" | null;
}) {
  const { t } = useTranslation();
  if (sections.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t("builder.history.noDifferences")}</p>;
  }
  return (
    <ul className="flex flex-col gap-4" aria-label={t("builder.history.differences")}>
      {sections.map((diff) => {
        const name = sectionLabel(t, diff.section);
        return (
          <li key={diff.section}>
            <section
              aria-label={name}
              className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3 sm:p-4 dark:border-slate-700"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold">{name}</h3>
                <button
                  type="button"
                  className={buttonClasses("secondary", "sm")}
                  disabled={restoring !== null}
                  onClick={() => onRestoreSection(diff.section)}
                >
                  {restoring === diff.section ? (
                    <Spinner className="size-4" />
                  ) : (
                    <RotateCcw aria-hidden="true" className="size-4" />
                  )}
                  {t("builder.history.restoreSection")}
                  <span className="sr-only"> ({name})</span>
                </button>
              </div>
              {diff.fields.length > 0 && (
                <dl className="flex flex-col gap-2 text-sm">
                  {diff.fields.map((change) => (
                    <FieldRow key={change.field} section={diff.section} change={change} />
                  ))}
                </dl>
              )}
              {diff.items.length > 0 && (
                <ul className="flex flex-col gap-2">
                  {diff.items.map((item) => (
                    <ItemBlock
                      key={`${item.kind}-${item.beforeIndex}-${item.afterIndex}`}
                      section={diff.section}
                      item={item}
                    />
                  ))}
                </ul>
              )}
            </section>
          </li>
        );
      })}
    </ul>
  );
}
