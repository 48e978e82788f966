import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { usePortfolioAnalytics } from "./analytics-api";
import { numberFormat } from "../../lib/intl-format";

/**
 * The builder's resume section: how often the published resume was downloaded (through /p/{username}/resume).
 * Nothing is shown before the portfolio exists on the server or while the count loads.
 */
export function ResumeDownloads() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get("id") ?? undefined;
  const analytics = usePortfolioAnalytics(id, 30);
  if (!analytics.data) return null;
  const count = numberFormat(i18n.language).format(analytics.data.totals.allTimeResumeDownloads);
  return (
    <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300" data-testid="resume-downloads">
      <Download aria-hidden="true" className="size-4 shrink-0" />
      {t("analytics.resumeDownloads", { total: count })}
    </p>
  );
}
