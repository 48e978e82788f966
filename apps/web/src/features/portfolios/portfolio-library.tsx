import { getTheme } from "@foliocraft/themes";
import { Search } from "lucide-react";
import { useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { FormAlert } from "../../components/ui/form-alert";
import { PageLoading } from "../../components/ui/page-loading";
import { TextField } from "../../components/ui/text-field";
import { useProfile } from "../settings/profile-api";
import { CreatePortfolioButton } from "./create-portfolio-button";
import { filterPortfolios, parseSort, portfolioSorts } from "./portfolio-filters";
import type { PortfolioSort } from "./portfolio-filters";
import { PortfolioGrid } from "./portfolio-grid";
import { usePortfolios } from "./portfolios-api";

const selectClasses =
  "h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs " +
  "dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100";

/**
 * "My portfolios": every portfolio with search and sort (kept in the address, so a reload or a shared link keeps
 * them) and the same actions as the dashboard.
 */
export function PortfolioLibrary() {
  const { t, i18n } = useTranslation();
  const sortId = useId();
  const [params, setParams] = useSearchParams();
  const query = params.get("q") ?? "";
  const sort = parseSort(params.get("sort"));
  const portfolios = usePortfolios();
  const { data: profile } = useProfile();

  const shown = useMemo(
    () => filterPortfolios(portfolios.data ?? [], query, sort, i18n.language, (id) => getTheme(id).name),
    [portfolios.data, query, sort, i18n.language],
  );

  const update = (key: "q" | "sort", value: string, fallback: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === fallback) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  if (portfolios.isPending) return <PageLoading />;
  if (portfolios.isError) return <FormAlert tone="error">{t("portfolios.loadFailed")}</FormAlert>;
  const total = portfolios.data.length;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className="relative flex-1">
          <TextField
            label={t("portfolios.search")}
            type="search"
            value={query}
            onChange={(event) => update("q", event.target.value, "")}
            className="[&_input]:ps-10"
          />
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-3 bottom-3 size-5 text-slate-500 dark:text-slate-400"
          />
        </div>
        <div className="flex flex-col gap-1.5 sm:w-56">
          <label htmlFor={sortId} className="text-sm font-medium text-slate-900 dark:text-slate-100">
            {t("portfolios.sortBy")}
          </label>
          <select
            id={sortId}
            value={sort}
            onChange={(event) => update("sort", event.target.value as PortfolioSort, "updated")}
            className={selectClasses}
          >
            {portfolioSorts.map((option) => (
              <option key={option} value={option}>
                {t(`portfolios.sorts.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <CreatePortfolioButton className="h-11" />
      </div>
      <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
        {query ? t("portfolios.matchCount", { shown: shown.length, total }) : t("portfolios.count", { total })}
      </p>
      {total === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
          {t("portfolios.empty")}
        </p>
      ) : shown.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
          {t("portfolios.noMatch", { query })}
        </p>
      ) : (
        <PortfolioGrid portfolios={shown} profile={profile} headingLevel={2} />
      )}
    </div>
  );
}
