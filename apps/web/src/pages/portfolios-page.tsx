import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../lib/use-document-title";
import { PortfolioLibrary } from "../features/portfolios/portfolio-library";
import { ProfileSync } from "../features/settings/profile-sync";

/** /portfolios (signed-in): "My portfolios", the full list with search and sort. */
export function PortfoliosPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("pages.portfolios.heading"));
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6">
      <ProfileSync />
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl dark:text-white">
          {t("pages.portfolios.heading")}
        </h1>
        <p className="mt-2 text-lg text-slate-700 dark:text-slate-300">{t("pages.portfolios.intro")}</p>
      </div>
      <PortfolioLibrary />
    </div>
  );
}
