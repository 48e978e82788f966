import { isMessageFrom, watchPopupClosed } from "../../lib/oauth-popup";
import type { OAuthProvider } from "./auth-api";

/** The providers' names as people know them (brand names: the same in every language). */
export const providerNames: Record<OAuthProvider, string> = { github: "GitHub", google: "Google" };

const typePrefix: Record<OAuthProvider, string> = { github: "GITHUB", google: "GOOGLE" };

/**
 * What the callback popup tells its opener (spec §7: GITHUB_AUTH_SUCCESS / GITHUB_AUTH_ERROR, and the same for
 * Google). Unlike the spec's, the success carries no token: the server's answer already set the session cookie.
 */
export type OAuthMessage =
  { type: `${string}_AUTH_SUCCESS`; isNewUser: boolean } | { type: `${string}_AUTH_ERROR`; error: string };

/** The message for a finished sign-in. */
export function oauthSuccessMessage(provider: OAuthProvider, isNewUser: boolean): OAuthMessage {
  return { type: `${typePrefix[provider]}_AUTH_SUCCESS`, isNewUser };
}

/** The message for a failed sign-in; `error` is the text to show. */
export function oauthErrorMessage(provider: OAuthProvider, error: string): OAuthMessage {
  return { type: `${typePrefix[provider]}_AUTH_ERROR`, error };
}

/** The outcome a popup reported. */
export type OAuthOutcome = { ok: true; isNewUser: boolean } | { ok: false; error: string };

/** Reads a message posted by the `provider` popup; null for anything else (another provider, other data). */
export function readOAuthMessage(provider: OAuthProvider, data: unknown): OAuthOutcome | null {
  if (typeof data !== "object" || data === null) return null;
  const { type, isNewUser, error } = data as { type?: unknown; isNewUser?: unknown; error?: unknown };
  if (type === `${typePrefix[provider]}_AUTH_SUCCESS`) return { ok: true, isNewUser: isNewUser === true };
  if (type === `${typePrefix[provider]}_AUTH_ERROR`) {
    return { ok: false, error: typeof error === "string" ? error : "" };
  }
  return null;
}

/**
 * Waits for the callback page in `popup` to report `provider`'s outcome (a message from that very window, on this
 * origin), or for the popup to close without one. Calls at most one handler; returns a function that stops waiting.
 */
export function awaitOAuthReport(
  popup: Window,
  provider: OAuthProvider,
  handlers: { onReport: (outcome: OAuthOutcome) => void; onClosed: () => void },
): () => void {
  return awaitPopupReport(popup, (data) => readOAuthMessage(provider, data), handlers);
}

/**
 * Waits for the page in `popup` to post a message that `read` recognises (from that very window, on this origin),
 * or for the popup to close without one. Calls at most one handler; returns a function that stops waiting.
 * Sign-in, deploy connections (Netlify, GitHub) and the GitHub App install all report through this.
 */
export function awaitPopupReport<T>(
  popup: Window,
  read: (data: unknown) => T | null,
  handlers: { onReport: (outcome: T) => void; onClosed: () => void },
): () => void {
  const onMessage = (event: MessageEvent) => {
    if (!isMessageFrom(event, popup)) return;
    const outcome = read(event.data);
    if (outcome === null) return;
    stop();
    handlers.onReport(outcome);
  };
  const unwatch = watchPopupClosed(popup, () => {
    stop();
    handlers.onClosed();
  });
  const stop = () => {
    window.removeEventListener("message", onMessage);
    unwatch();
  };
  window.addEventListener("message", onMessage);
  return stop;
}
