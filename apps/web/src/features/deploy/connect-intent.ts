import type { DeployProvider } from "@foliocraft/schemas";

const KEY = "deploy-connect-intent";

/**
 * Where a connection started, kept across the full-page trip to the provider when the popup was blocked, so the
 * callback page can bring the person back there. sessionStorage: this tab only.
 */
export function saveConnectIntent(provider: DeployProvider, returnTo: string): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ provider, returnTo }));
  } catch {
    // Without storage the connection still works; the way back is the deploy page.
  }
}

/** Reads the place to return to once, then forgets it; /deploy when there is none (or it is not a path here). */
export function takeConnectReturn(provider: DeployProvider): string {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    const value = (raw ? JSON.parse(raw) : {}) as { provider?: unknown; returnTo?: unknown };
    // Only a path on this site: never an address someone else wrote into the tab's storage.
    if (value.provider === provider && typeof value.returnTo === "string" && /^\/(?!\/)/.test(value.returnTo)) {
      return value.returnTo;
    }
  } catch {
    // Unreadable: the default below.
  }
  return "/deploy";
}
