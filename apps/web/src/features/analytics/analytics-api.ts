import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { portfolioAnalyticsSchema, portfolioViewCountsSchema } from "@foliocraft/schemas";
import type { PortfolioAnalytics, PortfolioViewCounts } from "@foliocraft/schemas";
import { apiFetch } from "../../lib/api-client";

// The owner's analytics (packages/schemas/src/analytics.ts; server: modules/analytics).

/** Query key of the views of every portfolio of the signed-in owner. */
export const viewCountsQueryKey = ["analytics", "views"] as const;

/** `GET /api/analytics/views`: all-time views per portfolio id. */
export function fetchViewCounts(signal?: AbortSignal): Promise<PortfolioViewCounts> {
  return apiFetch("/api/analytics/views", { schema: portfolioViewCountsSchema, signal });
}

/** `GET /api/portfolios/{id}/analytics?days=`: the basic part for everyone, the dashboard for Pro. */
export function fetchPortfolioAnalytics(id: string, days: number, signal?: AbortSignal): Promise<PortfolioAnalytics> {
  return apiFetch(`/api/portfolios/${encodeURIComponent(id)}/analytics?days=${days}`, {
    schema: portfolioAnalyticsSchema,
    signal,
  });
}

/** Views of each of the owner's portfolios: one request shared by every card of a list. */
export function useViewCounts() {
  // Views arrive all the time; a minute-old number is fine for a list.
  return useQuery({
    queryKey: viewCountsQueryKey,
    queryFn: ({ signal }) => fetchViewCounts(signal),
    staleTime: 60_000,
  });
}

/** One portfolio's analytics over `days` (the previous window stays on screen while another loads). */
export function usePortfolioAnalytics(id: string | undefined, days: number) {
  return useQuery({
    queryKey: ["analytics", "portfolio", id, days],
    queryFn: ({ signal }) => fetchPortfolioAnalytics(id ?? "", days, signal),
    enabled: !!id,
    placeholderData: keepPreviousData,
  });
}

/** Where a portfolio's analytics page is. */
export const analyticsPath = (id: string) => `/portfolios/${encodeURIComponent(id)}/analytics`;
