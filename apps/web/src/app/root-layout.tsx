import { Outlet, ScrollRestoration } from "react-router";
import { SkipLink } from "../components/ui/skip-link";
import { useSession } from "../features/auth/use-session";
import { SiteHeader } from "../features/header/site-header";
import { NavigationPending } from "./navigation-pending";
import { SessionLoader } from "./session-loader";

const MAIN_ID = "main";

/** The shell around every page: skip link, sticky header, then the page. */
export function RootLayout() {
  const { isLoading } = useSession();
  // Until the first auth answer nothing on screen would be right (header links, guards), so one loader covers all.
  if (isLoading) return <SessionLoader />;
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink targetId={MAIN_ID} />
      <SiteHeader />
      <NavigationPending />
      <main id={MAIN_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Outlet />
      </main>
      <ScrollRestoration />
    </div>
  );
}
