import type { PortfolioSummary } from "@foliocraft/schemas";
import { getTheme } from "@foliocraft/themes";
import clsx from "clsx";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../components/ui/badge";
import { PortfolioViews } from "../analytics/portfolio-views";
import { PortfolioActions } from "./portfolio-actions";
import { formatDateTime, formatRelativeTime } from "./relative-time";

/** One portfolio: name, theme (Pro marked), draft or published, when it was last edited, and its actions. */
export function PortfolioCard({
  portfolio,
  username,
  hasPro,
  planKnown = true,
  now,
  headingLevel,
}: {
  portfolio: PortfolioSummary;
  username: string | null;
  hasPro: boolean;
  /** False while the plan is still loading, so a Pro owner never sees the lapsed-plan notice flash. */
  planKnown?: boolean;
  now: Date;
  headingLevel: 2 | 3;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const theme = getTheme(portfolio.theme);
  const published = portfolio.status === "published";
  const Heading = headingLevel === 2 ? "h2" : "h3";

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-xs dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading id={headingId} className="min-w-0 text-lg font-semibold break-words text-slate-950 dark:text-white">
          {portfolio.name}
        </Heading>
        <span
          className={clsx(
            "inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
            published
              ? "bg-emerald-100 text-emerald-900 dark:bg-emerald-500/20 dark:text-emerald-100"
              : "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100",
          )}
        >
          {published ? t("portfolios.status.published") : t("portfolios.status.draft")}
        </span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600 dark:text-slate-400">{t("portfolios.theme")}</dt>
        <dd className="flex flex-wrap items-center gap-2 text-slate-900 dark:text-slate-100">
          {theme.name}
          {theme.tier === "pro" && <Badge>{t("header.pro")}</Badge>}
        </dd>
        <dt className="text-slate-600 dark:text-slate-400">{t("portfolios.lastEdited")}</dt>
        <dd className="text-slate-900 dark:text-slate-100">
          <time dateTime={portfolio.updatedAt} title={formatDateTime(portfolio.updatedAt, i18n.language)}>
            {formatRelativeTime(portfolio.updatedAt, now, i18n.language)}
          </time>
        </dd>
        <PortfolioViews portfolioId={portfolio.id} name={portfolio.name} />
      </dl>
      {published && theme.tier === "pro" && planKnown && !hasPro && (
        // The server draws the public page, export and deploys with Minimal until Pro is renewed (entitlements.ts).
        <p role="status" className="text-sm text-amber-800 dark:text-amber-200">
          {t("portfolios.lapsedTheme", { theme: theme.name })}
        </p>
      )}
      {published && portfolio.hasUnpublishedChanges && (
        <p className="text-sm text-amber-800 dark:text-amber-200">{t("portfolios.unpublishedChanges")}</p>
      )}
      <div className="mt-auto pt-1">
        <PortfolioActions portfolio={portfolio} username={username} canExport={theme.tier === "free" || hasPro} />
      </div>
    </article>
  );
}
