import { linkedAccountsSchema } from "@foliocraft/schemas";
import type { LinkableProvider, LinkedAccounts } from "@foliocraft/schemas";
import { apiFetch } from "../../lib/api-client";

// The accounts module's settings endpoints (apps/server/src/modules/accounts/routes.ts, link-routes.ts).

/** Query key of the account's sign-in methods. */
export const linkedAccountsQueryKey = ["linked-accounts"] as const;

/** Query key of the account's signed-in sessions. */
export const sessionsQueryKey = ["account-sessions"] as const;

/** `GET /api/account/linked-accounts`: "password" plus each connected provider. */
export async function fetchLinkedAccounts(signal?: AbortSignal): Promise<LinkedAccounts["accounts"]> {
  return (await apiFetch("/api/account/linked-accounts", { schema: linkedAccountsSchema, signal })).accounts;
}

/** `POST /api/account/linked-accounts/{provider}/start`: the provider's page for the connect popup. */
export function startLink(provider: LinkableProvider): Promise<{ url: string }> {
  return apiFetch(`/api/account/linked-accounts/${provider}/start`, {
    method: "POST",
    body: {},
    schema: {
      parse(data: unknown) {
        const url = (data as { url?: unknown } | null)?.url;
        if (typeof url !== "string") throw new Error("No URL in the answer");
        return { url };
      },
    },
  });
}

/** `DELETE /api/account/linked-accounts/{provider}`: refused (400) when it is the only way left to sign in. */
export async function unlinkProvider(provider: LinkableProvider): Promise<LinkedAccounts["accounts"]> {
  return (
    await apiFetch(`/api/account/linked-accounts/${provider}`, { method: "DELETE", schema: linkedAccountsSchema })
  ).accounts;
}

/** `POST /api/account/password`: every other session is signed out. */
export function changePassword(body: { currentPassword: string; password: string; confirmPassword: string }) {
  return apiFetch("/api/account/password", { method: "POST", body });
}

/** `GET /api/account/sessions`: the browsers signed in to this account. */
export async function fetchSessionCount(signal?: AbortSignal): Promise<number> {
  const answer = await apiFetch<{ sessions?: unknown[] }>("/api/account/sessions", { signal });
  return Array.isArray(answer?.sessions) ? answer.sessions.length : 0;
}

/** `POST /api/account/sessions/revoke-others`: signs out every browser but this one. */
export function revokeOtherSessions() {
  return apiFetch("/api/account/sessions/revoke-others", { method: "POST", body: {} });
}

/**
 * `DELETE /api/account`: deletes everything; the typed e-mail must match the account's, and the current password
 * must be right (an account without one: a sign-in within the last few minutes).
 */
export function deleteAccount(confirmEmail: string, password?: string) {
  return apiFetch("/api/account", {
    method: "DELETE",
    body: password === undefined ? { confirmEmail } : { confirmEmail, password },
  });
}

/** `GET /api/account/export`: everything stored about the user, as a JSON download. */
export const accountExportUrl = "/api/account/export";
