import { useTranslation } from "react-i18next";
import { Spinner } from "./spinner";

/** Placeholder shown where a lazily loaded page will appear, while its code downloads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      // The end-to-end tests wait for the page's own content by its absence (tests/e2e/settle.ts).
      data-page-loading=""
      className="flex items-center justify-center gap-3 py-24 text-slate-600 dark:text-slate-400"
    >
      <Spinner />
      <span>{t("common.loading")}</span>
    </div>
  );
}
