import type { PortfolioAnalytics } from "@foliocraft/schemas";
import { Sparkles } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button-styles";
import { FormAlert } from "../../components/ui/form-alert";
import { PageLoading } from "../../components/ui/page-loading";
import { ApiError } from "../../lib/api-client";
import { UpgradeDialog } from "../payments/upgrade-dialog";
import { usePortfolioAnalytics } from "./analytics-api";
import { numberFormat } from "../../lib/intl-format";

// The charts (and recharts with them) load only for Pro owners, only on this page.
const AnalyticsCharts = lazy(() => import("./analytics-charts").then((m) => ({ default: m.AnalyticsCharts })));

/** The windows the Pro dashboard offers, in days. */
export const analyticsWindows = [7, 30, 90, 365] as const;

function Stat({ label, value }: { label: string; value: number }) {
  const { i18n } = useTranslation();
  return (
    <div className="flex flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-3xl font-semibold text-slate-950 tabular-nums dark:text-white">
        {numberFormat(i18n.language).format(value)}
      </dd>
    </div>
  );
}

function Totals({ data }: { data: PortfolioAnalytics }) {
  const { t } = useTranslation();
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Stat label={t("analytics.totals.allTime")} value={data.totals.allTimeViews} />
      <Stat label={t("analytics.totals.recent", { count: data.days })} value={data.totals.recentViews} />
      {data.detail && (
        <Stat label={t("analytics.totals.uniques", { count: data.days })} value={data.detail.recentUniques} />
      )}
      <Stat label={t("analytics.totals.resumeDownloads")} value={data.totals.allTimeResumeDownloads} />
    </dl>
  );
}

function UpgradeOffer() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <section
      aria-labelledby="analytics-upgrade-heading"
      className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950 sm:flex-row sm:items-center dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100"
    >
      <Sparkles aria-hidden="true" className="size-6 shrink-0" />
      <div className="flex-1">
        <h2 id="analytics-upgrade-heading" className="font-semibold">
          {t("analytics.upgrade.title")}
        </h2>
        <p className="mt-1 text-sm">{t("analytics.upgrade.body")}</p>
      </div>
      <button type="button" className={buttonClasses("primary", "md")} onClick={() => setOpen(true)}>
        {t("analytics.upgrade.action")}
      </button>
      <UpgradeDialog open={open} onOpenChange={setOpen} />
    </section>
  );
}

/**
 * A portfolio's analytics: the basic numbers for every plan (spec §6 basic analytics), the upgrade offer for Free,
 * and for Pro the window picker and the charts, each with its numbers as text and as a table.
 */
export function AnalyticsDashboard({ portfolioId }: { portfolioId: string }) {
  const { t } = useTranslation();
  const windowId = useId();
  const [days, setDays] = useState<number>(30);
  const query = usePortfolioAnalytics(portfolioId, days);

  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.code === "not-found";
    return <FormAlert tone="error">{notFound ? t("analytics.notFound") : t("analytics.loadFailed")}</FormAlert>;
  }
  const data = query.data;
  return (
    <div className="flex flex-col gap-8">
      {data.detail && (
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor={windowId} className="text-sm font-medium text-slate-900 dark:text-slate-100">
            {t("analytics.window.label")}
          </label>
          <select
            id={windowId}
            value={days}
            onChange={(event) => setDays(Number(event.target.value))}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          >
            {analyticsWindows.map((n) => (
              <option key={n} value={n}>
                {t("analytics.window.days", { count: n })}
              </option>
            ))}
          </select>
        </div>
      )}
      <Totals data={data} />
      {data.upgradeRequired && <UpgradeOffer />}
      {data.detail && (
        <Suspense fallback={<PageLoading />}>
          <AnalyticsCharts detail={data.detail} days={data.days} />
        </Suspense>
      )}
    </div>
  );
}
