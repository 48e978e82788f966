import { graphemeLength, portfolioLimits } from "@foliocraft/schemas";
import type { PortfolioContent } from "@foliocraft/schemas";
import { Plus, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import type { KeyboardEvent } from "react";
import { get, useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../components/ui/button-styles";
import { translateContentMessage } from "../content-messages";
import { FieldShell, controlClasses, describedBy } from "./field-shell";

/** The string-list fields of the content: skills, technologies, keywords, highlights, courses and roles. */
export type TagListPath =
  | "skills"
  | `projects.${number}.technologies`
  | `projects.${number}.highlights`
  | `projects.${number}.roles`
  | `skillGroups.${number}.keywords`
  | `interests.${number}.keywords`
  | `experience.${number}.highlights`
  | `education.${number}.courses`;

/**
 * A list of short texts edited as chips: type and press Enter (or the Add button); commas split a pasted list.
 * Each chip has its own remove button, so the keyboard alone can edit the list.
 */
export function TagInput({
  name,
  label,
  hint,
  maxItems,
  maxLength = portfolioLimits.skill,
  splitOnCommas = true,
}: {
  name: TagListPath;
  label: string;
  hint?: string;
  maxItems: number;
  /** The most characters one item may have (a skill's by default). */
  maxLength?: number;
  /** Whether a comma separates items (not for sentences such as highlights). */
  splitOnCommas?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState("");
  const [localError, setLocalError] = useState<string | undefined>();
  const { field, formState } = useController<PortfolioContent, TagListPath>({ name });
  const items: string[] = Array.isArray(field.value) ? field.value : [];

  const schemaError = (() => {
    const error = get(formState.errors, name) as
      { message?: string; [index: number]: { message?: string } } | undefined;
    if (!error) return undefined;
    const message = error.message ?? items.map((_, i) => error[i]?.message).find(Boolean);
    return message ? translateContentMessage(t, message) : undefined;
  })();
  const error = localError ?? schemaError;

  const add = () => {
    const parts = (splitOnCommas ? draft.split(",") : [draft]).map((part) => part.trim()).filter(Boolean);
    if (parts.length === 0) return;
    const tooLong = parts.find((part) => graphemeLength(part) > maxLength);
    if (tooLong) {
      setLocalError(t("builder.validation.tooLong", { count: maxLength }));
      return;
    }
    const known = new Set(items.map((item) => item.toLowerCase()));
    const fresh = parts.filter((part) => !known.has(part.toLowerCase()) && known.add(part.toLowerCase()));
    if (items.length + fresh.length > maxItems) {
      setLocalError(t("builder.validation.tooMany", { max: maxItems }));
      return;
    }
    setLocalError(undefined);
    field.onChange([...items, ...fresh]);
    setDraft("");
  };

  const remove = (index: number) => {
    field.onChange(items.filter((_, i) => i !== index));
    setLocalError(undefined);
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      add();
    }
  };

  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      {items.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={label}>
          {items.map((item, index) => (
            <li
              key={`${item}-${index}`}
              className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-slate-50 ps-3 text-sm dark:border-slate-700 dark:bg-slate-900"
            >
              <span className="max-w-60 truncate">{item}</span>
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={t("builder.tags.remove", { item })}
                className="inline-flex size-8 items-center justify-center rounded-full text-slate-600 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-800"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <input
          id={id}
          ref={inputRef}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setLocalError(undefined);
          }}
          onKeyDown={onKeyDown}
          onBlur={field.onBlur}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={controlClasses(!!error, "h-11 min-w-0 flex-1")}
        />
        <button type="button" onClick={add} className={buttonClasses("secondary", "md", "h-11")}>
          <Plus aria-hidden="true" className="size-4" />
          {t("builder.tags.add")}
        </button>
      </div>
    </FieldShell>
  );
}
