import type { Profile } from "@foliocraft/schemas";
import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FormAlert } from "../../components/ui/form-alert";
import { PageLoading } from "../../components/ui/page-loading";
import { CreatePortfolioButton } from "../portfolios/create-portfolio-button";
import { PortfolioGrid } from "../portfolios/portfolio-grid";
import { usePortfolios } from "../portfolios/portfolios-api";

/** How many portfolios the dashboard shows; the rest are a link away on /portfolios. */
export const dashboardPortfolioCount = 6;

/** The dashboard's list: the most recently edited portfolios with their actions, and "Create new portfolio". */
export function RecentPortfolios({ profile }: { profile: Profile | undefined }) {
  const { t } = useTranslation();
  const portfolios = usePortfolios();
  const list = portfolios.data ?? [];

  return (
    <section aria-labelledby="portfolios-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="portfolios-heading" className="text-xl font-semibold text-slate-950 dark:text-white">
          {t("dashboard.portfoliosHeading")}
        </h2>
        <CreatePortfolioButton />
      </div>
      {portfolios.isPending ? (
        <PageLoading />
      ) : portfolios.isError ? (
        <FormAlert tone="error">{t("portfolios.loadFailed")}</FormAlert>
      ) : list.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
          {t("portfolios.empty")}
        </p>
      ) : (
        <>
          <PortfolioGrid portfolios={list.slice(0, dashboardPortfolioCount)} profile={profile} />
          <Link
            to="/portfolios"
            className="inline-flex items-center gap-2 self-start rounded text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300"
          >
            {t("dashboard.allPortfolios", { total: list.length })}
            <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </Link>
        </>
      )}
    </section>
  );
}
