import { Outlet, ScrollRestoration, useLocation } from "react-router";
import { SkipLink } from "../components/ui/skip-link";
import { useSession } from "../features/auth/use-session";
import { SiteHeader } from "../features/header/site-header";
import { PageMetaSync } from "../features/marketing/page-meta-sync";
import { SiteFooter } from "../features/marketing/site-footer";
import { marketingPageFor } from "../lib/page-meta";
import { NavigationPending } from "./navigation-pending";
import { DismissPageToastsOnNavigation } from "./page-toasts";
import { SessionLoader } from "./session-loader";

const MAIN_ID = "main";

/** The shell around every page: skip link, sticky header, then the page (and the footer on marketing pages). */
export function RootLayout() {
  const { isLoading } = useSession();
  const { pathname } = useLocation();
  const isMarketingPage = marketingPageFor(pathname) !== null;
  // Until the first auth answer nothing on screen would be right (header links, guards), so one loader covers all.
  if (isLoading) return <SessionLoader />;
  return (
    <div className="flex min-h-dvh flex-col">
      <DismissPageToastsOnNavigation />
      <SkipLink targetId={MAIN_ID} />
      <SiteHeader />
      <NavigationPending />
      <main id={MAIN_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Outlet />
      </main>
      {isMarketingPage && <SiteFooter />}
      {isMarketingPage && <PageMetaSync />}
      <ScrollRestoration />
    </div>
  );
}
