import { useQuery } from "@tanstack/react-query";
import type { ApiKey, ApiKeyCreate, ApiKeyUsage } from "@foliocraft/schemas";
import { apiFetch } from "../../lib/api-client";

// Personal API keys for the public API (server: modules/api-keys/routes.ts).

export const apiKeysQueryKey = ["account", "api-keys"] as const;

/** GET /api/account/api-keys and …/usage: the keys, newest first, and their requests per day. */
export function useApiKeys() {
  return useQuery({
    queryKey: apiKeysQueryKey,
    queryFn: async ({ signal }) => {
      const [list, usage] = await Promise.all([
        apiFetch("/api/account/api-keys", { signal }) as Promise<{ keys: ApiKey[] }>,
        apiFetch("/api/account/api-keys/usage", { signal }) as Promise<ApiKeyUsage>,
      ]);
      return { keys: list.keys, usage };
    },
  });
}

/** A new key; its secret is in this answer only. */
export function createApiKey(body: ApiKeyCreate) {
  return apiFetch("/api/account/api-keys", { method: "POST", body }) as Promise<{ key: ApiKey; secret: string }>;
}

/** Revokes a key at once: every request with it is refused from now on. */
export function revokeApiKey(id: string) {
  return apiFetch(`/api/account/api-keys/${encodeURIComponent(id)}/revoke`, { method: "POST" });
}

/** Requests of one key today and over the days listed (UTC days, as the server counts them). */
export function usageOf(usage: ApiKeyUsage, keyId: string, today = new Date().toISOString().slice(0, 10)) {
  const rows = usage.usage.filter((row) => row.keyId === keyId);
  return {
    today: rows.find((row) => row.day === today)?.count ?? 0,
    total: rows.reduce((sum, row) => sum + row.count, 0),
    days: rows,
  };
}
