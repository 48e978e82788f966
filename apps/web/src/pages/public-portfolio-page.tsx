import { useEffect } from "react";
import { useLocation } from "react-router";
import { PageLoading } from "../components/ui/page-loading";
import { fullPageLoad } from "../lib/full-page-load";

/**
 * /p/:username reached by in-app navigation. Public portfolios are rendered by the server (full HTML, their own
 * strict CSP, the 404 page for unknown names), so the app hands the URL to the browser for a real page load.
 */
export function PublicPortfolioPage() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    fullPageLoad(`${pathname}${search}`);
  }, [pathname, search]);
  return <PageLoading />;
}
