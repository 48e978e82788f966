import { useCallback, useEffect, useRef, useState } from "react";
import { sendPopupTo } from "../../lib/oauth-popup";
import type { OAuthProvider } from "./auth-api";
import { awaitOAuthReport, type OAuthOutcome } from "./oauth-messages";

/** What a popup run does at each end: its report, the popup gone without one, or no provider page to go to. */
export interface OAuthPopupHandlers {
  /** The provider's page for the popup (asked of the server once the popup is open). */
  startUrl: () => Promise<string>;
  onReport: (outcome: OAuthOutcome) => void;
  onClosed: () => void;
  /** The server gave no provider page: the popup has been closed already. */
  onStartFailed: (error: unknown) => void;
}

/**
 * One provider popup at a time, for sign-in (use-oauth-sign-in) and for connecting an account
 * (settings/use-connect-provider): `run` sends an already opened popup to the provider and waits for the report of
 * that very popup; `pending` is the provider being waited for. A new run, or the page going away, stops waiting
 * for the previous one.
 */
export function useOAuthPopup<P extends OAuthProvider>() {
  const [pending, setPending] = useState<P | null>(null);
  const stopRef = useRef<(() => void) | null>(null);
  useEffect(() => () => stopRef.current?.(), []);

  /** Stops waiting for the current popup, if any. */
  const stop = useCallback(() => stopRef.current?.(), []);

  const run = useCallback(async (popup: Window, provider: P, handlers: OAuthPopupHandlers) => {
    stopRef.current?.();
    setPending(provider);
    const stopThis = () => {
      unlisten();
      stopRef.current = null;
      setPending(null);
    };
    const unlisten = awaitOAuthReport(popup, provider, {
      onReport: (outcome) => {
        stopThis();
        handlers.onReport(outcome);
      },
      onClosed: () => {
        stopThis();
        handlers.onClosed();
      },
    });
    stopRef.current = stopThis;
    try {
      sendPopupTo(popup, await handlers.startUrl());
    } catch (error) {
      stopThis();
      popup.close();
      handlers.onStartFailed(error);
    }
  }, []);

  return { pending, setPending, run, stop };
}
