import { isItemEmpty, type PortfolioContent } from "@foliocraft/schemas";
import { CircleAlert } from "lucide-react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { ListPath } from "./list-editor";

/**
 * Marks an entry that the published page will leave out (no title, no quote…): the renderer never publishes an
 * empty card, so the builder says so where the entry is edited (inside its fieldset, read after its legend).
 */
export function EmptyItemHint({ name, index }: { name: ListPath; index: number }) {
  const { t } = useTranslation();
  const item = useWatch<PortfolioContent>({ name: `${name}.${index}` }) as
    NonNullable<PortfolioContent[ListPath]>[number] | undefined;
  if (!item || !isItemEmpty(name, item as never)) return null;
  return (
    <p
      data-empty-item-hint
      className="mb-3 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-200"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {t(`builder.list.emptyItem.${name}`)}
    </p>
  );
}
