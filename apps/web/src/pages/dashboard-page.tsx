import { FolderOpen, Settings } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../components/ui/button-styles";
import { useSession } from "../features/auth/use-session";
import { RecentPortfolios } from "../features/dashboard/recent-portfolios";
import { InboxSection } from "../features/inbox/inbox-section";
import { TemplatesGallery } from "../features/dashboard/templates-gallery";
import { profileHasPro } from "../features/portfolios/portfolio-grid";
import { useProfile } from "../features/settings/profile-api";
import { ProfileSync } from "../features/settings/profile-sync";
import { SubscriptionCard } from "../features/subscription/subscription-card";
import { useDocumentTitle } from "../lib/use-document-title";

/** /dashboard (signed-in): welcome, the latest portfolios and their actions, the plan, and the template gallery. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { data: profile } = useProfile();
  useDocumentTitle(t("pages.dashboard.heading"));
  const name = profile?.displayName || user?.name || "";

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-10 px-4 py-10 sm:px-6">
      <ProfileSync />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl dark:text-white">
            {t("pages.dashboard.heading")}
          </h1>
          <p className="mt-2 text-xl font-medium text-balance text-slate-900 dark:text-slate-100">
            {name ? t("dashboard.welcome", { name }) : t("dashboard.welcomeNoName")}
          </p>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{t("pages.dashboard.intro")}</p>
        </div>
        <nav aria-label={t("dashboard.shortcuts")} className="flex flex-wrap gap-2">
          <Link to="/portfolios" className={buttonClasses("secondary", "md")}>
            <FolderOpen aria-hidden="true" className="size-4" />
            {t("pages.portfolios.heading")}
          </Link>
          <Link to="/settings" className={buttonClasses("secondary", "md")}>
            <Settings aria-hidden="true" className="size-4" />
            {t("pages.settings.heading")}
          </Link>
        </nav>
      </div>
      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <RecentPortfolios profile={profile} />
        {profile && (
          <div>
            <SubscriptionCard profile={profile} />
          </div>
        )}
      </div>
      <InboxSection />
      <TemplatesGallery hasPro={profileHasPro(profile)} />
    </div>
  );
}
