import type { FieldValue, TextPart } from "@foliocraft/schemas";
import { useTranslation } from "react-i18next";
import { valueLabel } from "./history-labels";

// Added and removed words are <ins> and <del>: underlined and struck through, not told by colour alone, and each
// starts with a visually hidden "added:" / "removed:" because most screen readers do not announce the elements.
const insClasses =
  "rounded-sm bg-emerald-100 text-emerald-950 underline decoration-2 underline-offset-2 dark:bg-emerald-500/25 dark:text-emerald-50";
const delClasses = "rounded-sm bg-red-100 text-red-950 line-through decoration-2 dark:bg-red-500/25 dark:text-red-50";

/** A word-level difference: the unchanged words as they are, the others marked as inserted or deleted. */
export function TextDiff({ parts }: { parts: TextPart[] }) {
  const { t } = useTranslation();
  return (
    <span className="break-words whitespace-pre-wrap">
      {parts.map((part, index) =>
        part.kind === "same" ? (
          <span key={index}>{part.text}</span>
        ) : part.kind === "added" ? (
          <ins key={index} className={insClasses}>
            <span className="sr-only">{t("builder.history.addedText")} </span>
            {part.text}
          </ins>
        ) : (
          <del key={index} className={delClasses}>
            <span className="sr-only">{t("builder.history.removedText")} </span>
            {part.text}
          </del>
        ),
      )}
    </span>
  );
}

/** A whole value: a switch (on/off), nothing, or text (an id shown by its name, for `field`s that hold one). */
export function ValueText({ value, field }: { value: FieldValue; field: string }) {
  const { t } = useTranslation();
  if (value.type === "boolean") return <>{value.value ? t("builder.history.on") : t("builder.history.off")}</>;
  if (value.type === "empty") return <em>{t("builder.history.emptyValue")}</em>;
  return <>{valueLabel(t, field, value.text) ?? value.text}</>;
}
