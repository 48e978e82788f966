import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { portfolioDetailSchema, portfolioListSchema } from "@foliocraft/schemas";
import type { PortfolioContent, PortfolioDetail, PortfolioSummary, ThemeId } from "@foliocraft/schemas";
import { isSupportedLanguage } from "../../i18n/detect-language";
import { i18n } from "../../i18n/i18n";
import { apiFetch } from "../../lib/api-client";
import { profileQueryKey } from "../settings/profile-api";

// The owner's portfolio list and the actions on it (packages/schemas/src/portfolio-api.ts).

const base = (id: string) => `/api/portfolios/${encodeURIComponent(id)}`;

/** Query key of the signed-in user's portfolio list. */
export const portfoliosQueryKey = ["portfolios"] as const;

/** `GET /api/portfolios`: newest edit first. */
export async function fetchPortfolios(signal?: AbortSignal): Promise<PortfolioSummary[]> {
  return (await apiFetch("/api/portfolios", { schema: portfolioListSchema, signal })).portfolios;
}

/**
 * `POST /api/portfolios`: without content the server starts from the onboarding answers; without a name it names
 * the portfolio in the interface's language.
 */
export function createPortfolio(body: { name?: string; content?: PortfolioContent } = {}): Promise<PortfolioDetail> {
  const language = isSupportedLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : undefined;
  return apiFetch("/api/portfolios", {
    method: "POST",
    body: { ...body, ...(language ? { language } : {}) },
    schema: portfolioDetailSchema,
  });
}

/** `POST /api/portfolios/{id}/duplicate`: a draft copy named "… (copy)". */
export function duplicatePortfolio(id: string): Promise<PortfolioDetail> {
  return apiFetch(`${base(id)}/duplicate`, { method: "POST", body: {}, schema: portfolioDetailSchema });
}

/** `DELETE /api/portfolios/{id}`. */
export async function deletePortfolio(id: string): Promise<void> {
  await apiFetch(base(id), { method: "DELETE" });
}

/** `PUT /api/portfolios/{id}` with another theme: how "use this template" sets the theme of a new portfolio. */
export async function setPortfolioTheme(portfolio: PortfolioDetail, theme: ThemeId): Promise<void> {
  await apiFetch(base(portfolio.id), {
    method: "PUT",
    body: { baseVersion: portfolio.version, content: { ...portfolio.content, theme } },
  });
}

/** Where each action leads (issue 4). */
export const portfolioLinks = {
  edit: (id: string) => `/generate?id=${encodeURIComponent(id)}`,
  deploy: (id: string) => `/deploy?portfolio=${encodeURIComponent(id)}`,
  exportZip: (id: string) => `${base(id)}/export.zip`,
  live: (username: string) => `/p/${encodeURIComponent(username)}`,
};

/** The signed-in user's portfolios (shared by the dashboard and /portfolios). */
export function usePortfolios() {
  return useQuery({ queryKey: portfoliosQueryKey, queryFn: ({ signal }) => fetchPortfolios(signal) });
}

/** After any change to the list: reload it and the profile's counters. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: portfoliosQueryKey });
    void queryClient.invalidateQueries({ queryKey: profileQueryKey });
  };
}

/** Creates a portfolio (optionally in a given theme); resolves with it so the caller can open the builder. */
export function useCreatePortfolio() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: async (options: { theme?: ThemeId } = {}) => {
      const created = await createPortfolio();
      if (options.theme && options.theme !== created.theme) await setPortfolioTheme(created, options.theme);
      return created;
    },
    onSettled: refresh,
  });
}

/** Duplicates a portfolio. */
export function useDuplicatePortfolio() {
  const refresh = useRefreshAfterChange();
  return useMutation({ mutationFn: duplicatePortfolio, onSettled: refresh });
}

/** Deletes a portfolio; it leaves the list at once. */
export function useDeletePortfolio() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: deletePortfolio,
    onSuccess: (_data, id) => {
      queryClient.setQueryData<PortfolioSummary[]>(portfoliosQueryKey, (list) => list?.filter((p) => p.id !== id));
      queryClient.removeQueries({ queryKey: ["portfolio", id] });
    },
    onSettled: refresh,
  });
}
