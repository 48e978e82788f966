import type { PortfolioContent } from "@foliocraft/schemas";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import type { ReactNode } from "react";
import { useFieldArray, useFormContext } from "react-hook-form";
import type { FieldArray, FieldArrayPath } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../components/ui/button-styles";
import { EmptyItemHint } from "./empty-item-hint";

/** The reorderable lists of the content. */
export type ListPath = Extract<
  FieldArrayPath<PortfolioContent>,
  | "projects"
  | "experience"
  | "education"
  | "testimonials"
  | "services"
  | "achievements"
  | "skillGroups"
  | "volunteer"
  | "certificates"
  | "publications"
  | "languages"
  | "interests"
  | "references"
  | "profiles"
>;

interface ListEditorProps<N extends ListPath> {
  name: N;
  /** "Project 2" for the item at index 1 (its legend and the name its buttons use). */
  itemLabel: (index: number) => string;
  addLabel: string;
  emptyText: string;
  max: number;
  newItem: () => FieldArray<PortfolioContent, N>;
  renderItem: (index: number) => ReactNode;
  /** Extra controls beside the Add button (the GitHub import). */
  actions?: ReactNode;
}

const focusLater = (id: string, fallbackId: string) =>
  requestAnimationFrame(() => {
    const target = document.getElementById(id) as HTMLButtonElement | null;
    (target && !target.disabled ? target : document.getElementById(fallbackId))?.focus();
  });

/**
 * A list of entries the user can add, remove and reorder with Move up / Move down buttons (keyboard and screen
 * reader friendly; focus stays on the moved entry's button and the new position is announced).
 */
export function ListEditor<N extends ListPath>({
  name,
  itemLabel,
  addLabel,
  emptyText,
  max,
  newItem,
  renderItem,
  actions,
}: ListEditorProps<N>) {
  const { t } = useTranslation();
  const { control } = useFormContext<PortfolioContent>();
  const { fields, append, remove, move } = useFieldArray<PortfolioContent, N>({ control, name });
  const [announcement, setAnnouncement] = useState("");
  const buttonId = (key: string, what: "up" | "down" | "remove") => `${name}-${key}-${what}`;

  const moveItem = (index: number, to: number, key: string, direction: "up" | "down") => {
    move(index, to);
    setAnnouncement(t("builder.list.moved", { item: itemLabel(index), position: to + 1, total: fields.length }));
    focusLater(buttonId(key, direction), buttonId(key, direction === "up" ? "down" : "up"));
  };

  const removeItem = (index: number) => {
    const label = itemLabel(index);
    remove(index);
    setAnnouncement(t("builder.list.removed", { item: label }));
    const next = fields[index + 1] ?? fields[index - 1];
    focusLater(next ? buttonId(next.id, "remove") : `${name}-add`, `${name}-add`);
  };

  return (
    <div className="flex flex-col gap-4">
      {fields.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-400">{emptyText}</p>}
      <ol className="flex flex-col gap-4">
        {fields.map((field, index) => {
          const label = itemLabel(index);
          return (
            <li key={field.id}>
              <fieldset className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
                <legend className="px-1 text-sm font-semibold text-slate-800 dark:text-slate-200">{label}</legend>
                <div className="mb-3 flex flex-wrap justify-end gap-1">
                  <button
                    id={buttonId(field.id, "up")}
                    type="button"
                    disabled={index === 0}
                    onClick={() => moveItem(index, index - 1, field.id, "up")}
                    className={buttonClasses("ghost", "sm")}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                    <span className="sr-only">{t("builder.list.moveUp", { item: label })}</span>
                  </button>
                  <button
                    id={buttonId(field.id, "down")}
                    type="button"
                    disabled={index === fields.length - 1}
                    onClick={() => moveItem(index, index + 1, field.id, "down")}
                    className={buttonClasses("ghost", "sm")}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                    <span className="sr-only">{t("builder.list.moveDown", { item: label })}</span>
                  </button>
                  <button
                    id={buttonId(field.id, "remove")}
                    type="button"
                    onClick={() => removeItem(index)}
                    className={buttonClasses("ghost", "sm", "text-red-700 dark:text-red-400")}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    <span className="sr-only">{t("builder.list.remove", { item: label })}</span>
                  </button>
                </div>
                <EmptyItemHint name={name} index={index} />
                <div className="flex flex-col gap-4">{renderItem(index)}</div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap gap-2">
        <button
          id={`${name}-add`}
          type="button"
          disabled={fields.length >= max}
          onClick={() => {
            append(newItem(), { shouldFocus: true });
            setAnnouncement("");
          }}
          className={buttonClasses("secondary", "md")}
        >
          <Plus aria-hidden="true" className="size-4" />
          {addLabel}
        </button>
        {actions}
      </div>
      {fields.length >= max && (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t("builder.validation.tooMany", { max })}</p>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
