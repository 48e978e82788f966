import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { AnalyticsDashboard } from "../features/analytics/analytics-dashboard";
import { usePortfolios } from "../features/portfolios/portfolios-api";
import { ProfileSync } from "../features/settings/profile-sync";
import { useDocumentTitle } from "../lib/use-document-title";

/** /portfolios/{id}/analytics (signed-in): one portfolio's views, visitors, referrers, devices and downloads. */
export function PortfolioAnalyticsPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  // The name comes from the owner's list (already cached when arriving from a card).
  const name = usePortfolios().data?.find((p) => p.id === id)?.name;
  const heading = name ? t("analytics.headingNamed", { name }) : t("analytics.heading");
  useDocumentTitle(heading);
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6">
      <ProfileSync />
      <div className="flex flex-col gap-3">
        <Link
          to="/portfolios"
          className="inline-flex items-center gap-2 self-start rounded text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300"
        >
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t("analytics.back")}
        </Link>
        <h1 className="text-3xl font-bold tracking-tight break-words text-slate-950 sm:text-4xl dark:text-white">
          {heading}
        </h1>
        <p className="max-w-3xl text-lg text-slate-700 dark:text-slate-300">{t("analytics.intro")}</p>
      </div>
      <AnalyticsDashboard portfolioId={id} />
    </div>
  );
}
