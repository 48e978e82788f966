import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { analyticsPath, useViewCounts } from "./analytics-api";
import { numberFormat } from "../../lib/intl-format";

/**
 * The "Views" row of a portfolio card (a `<dt>`/`<dd>` pair): all-time views and a link to the analytics page.
 * While the counts load the number is a dash, so the card does not jump.
 */
export function PortfolioViews({ portfolioId, name }: { portfolioId: string; name: string }) {
  const { t, i18n } = useTranslation();
  const counts = useViewCounts();
  const views = counts.data ? (counts.data.views[portfolioId] ?? 0) : undefined;
  return (
    <>
      <dt className="text-slate-600 dark:text-slate-400">{t("analytics.views")}</dt>
      <dd className="flex flex-wrap items-center gap-x-3 text-slate-900 dark:text-slate-100">
        <span data-testid="portfolio-views">
          {views === undefined ? "—" : numberFormat(i18n.language).format(views)}
        </span>
        <Link
          to={analyticsPath(portfolioId)}
          aria-label={t("analytics.openNamed", { name })}
          className="rounded text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
        >
          {t("analytics.open")}
        </Link>
      </dd>
    </>
  );
}
