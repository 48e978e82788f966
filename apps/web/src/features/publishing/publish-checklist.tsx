import { missingBeforePublish, type PortfolioContent } from "@foliocraft/schemas";
import { Lightbulb } from "lucide-react";
import { useTranslation } from "react-i18next";

/**
 * What the portfolio lacks that visitors look for (a photo, a bio, a way to be contacted, a project), named before
 * publishing. Advice, never a gate: the Publish button stays enabled. Nothing is drawn when nothing is missing.
 */
export function PublishChecklist({ content }: { content: PortfolioContent }) {
  const { t } = useTranslation();
  const missing = missingBeforePublish(content);
  if (missing.length === 0) return null;
  return (
    <section
      aria-labelledby="publish-checklist-title"
      className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-100"
    >
      <h4 id="publish-checklist-title" className="flex items-center gap-2 font-semibold">
        <Lightbulb aria-hidden="true" className="size-4 shrink-0" />
        {t("publishing.checklist.heading")}
      </h4>
      <p className="mt-1">{t("publishing.checklist.note")}</p>
      <ul className="mt-2 list-disc ps-5">
        {missing.map((item) => (
          <li key={item}>{t(`publishing.checklist.${item}`)}</li>
        ))}
      </ul>
    </section>
  );
}
