import { deployProviderCatalog, deployProviders, type DeployProvider } from "@foliocraft/schemas";

/** The providers' names as people know them (brand names: the same in every language), from the shared catalog. */
export const deployProviderNames = Object.fromEntries(
  deployProviders.map((provider) => [provider, deployProviderCatalog[provider].name]),
) as Record<DeployProvider, string>;

// The popup messages' prefix: GITHUB_AUTH_SUCCESS, NETLIFY_AUTH_ERROR, …
const typePrefix = (provider: DeployProvider) => provider.toUpperCase();

/**
 * What a deploy connection's callback popup tells its opener (spec §7: NETLIFY_AUTH_SUCCESS / NETLIFY_AUTH_ERROR,
 * GITHUB_AUTH_SUCCESS / GITHUB_AUTH_ERROR). Unlike the spec's, the success carries no token or code: the server
 * exchanged the code and keeps the token.
 */
export type ConnectionMessage =
  { type: `${string}_AUTH_SUCCESS`; purpose: "deploy" } | { type: `${string}_AUTH_ERROR`; error: string };

/** The message for a finished connection. */
export function connectionSuccessMessage(provider: DeployProvider): ConnectionMessage {
  return { type: `${typePrefix(provider)}_AUTH_SUCCESS`, purpose: "deploy" };
}

/** The message for a failed connection; `error` is the text to show. */
export function connectionErrorMessage(provider: DeployProvider, error: string): ConnectionMessage {
  return { type: `${typePrefix(provider)}_AUTH_ERROR`, error };
}

/** A connection's outcome as a popup reported it. */
export type ConnectionOutcome = { ok: true } | { ok: false; error: string };

/** Reads a message posted by `provider`'s connection popup; null for anything else. */
export function readConnectionMessage(provider: DeployProvider, data: unknown): ConnectionOutcome | null {
  if (typeof data !== "object" || data === null) return null;
  const { type, error } = data as { type?: unknown; error?: unknown };
  if (type === `${typePrefix(provider)}_AUTH_SUCCESS`) return { ok: true };
  if (type === `${typePrefix(provider)}_AUTH_ERROR`)
    return { ok: false, error: typeof error === "string" ? error : "" };
  return null;
}

/** What the GitHub App install callback tells its opener (spec §7). */
export type AppInstallMessage =
  { type: "GITHUB_APP_INSTALL_SUCCESS"; installationId: number } | { type: "GITHUB_APP_INSTALL_ERROR"; error: string };

/** Reads a message posted by the GitHub App install popup; null for anything else. */
export function readAppInstallMessage(
  data: unknown,
): { ok: true; installationId: number } | { ok: false; error: string } | null {
  if (typeof data !== "object" || data === null) return null;
  const { type, installationId, error } = data as { type?: unknown; installationId?: unknown; error?: unknown };
  if (type === "GITHUB_APP_INSTALL_SUCCESS" && typeof installationId === "number") return { ok: true, installationId };
  if (type === "GITHUB_APP_INSTALL_ERROR") return { ok: false, error: typeof error === "string" ? error : "" };
  return null;
}
