import { systemStatusSchema } from "@foliocraft/schemas";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api-client";

/** How often the page asks again (the server caches its checks for 30 s, so this never hammers anything). */
export const statusRefreshMs = 60_000;

/** GET /api/status, refreshed every minute while the page is open. */
export function useSystemStatus() {
  return useQuery({
    queryKey: ["system-status"],
    queryFn: ({ signal }) => apiFetch("/api/status", { schema: systemStatusSchema, signal }),
    refetchInterval: statusRefreshMs,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}
