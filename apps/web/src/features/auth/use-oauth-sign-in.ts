import { useCallback, useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { fullPageLoad } from "../../lib/full-page-load";
import { checkedWebUrl, openOAuthPopup, sendPopupTo } from "../../lib/oauth-popup";
import { startOAuth } from "./auth-api";
import type { OAuthProvider } from "./auth-api";
import { failureMessage } from "./error-messages";
import { saveOAuthIntent, useCompleteOAuth } from "./oauth-intent";
import type { OAuthIntent } from "./oauth-intent";
import { awaitOAuthReport } from "./oauth-messages";

/**
 * Google / GitHub sign-in from the log-in or sign-up page. Opens the provider in a popup and waits for the callback
 * page in it to report (a message from that very popup, on this origin); if the browser blocks the popup, this tab
 * goes to the provider itself and the callback page finishes there. `pending` is the provider being waited for.
 */
export function useOAuthSignIn(intent: OAuthIntent) {
  const { t } = useTranslation();
  const { succeed, fail } = useCompleteOAuth();
  const [pending, setPending] = useState<OAuthProvider | null>(null);
  // Stops listening to the current popup; also run when the page goes away.
  const stopRef = useRef<(() => void) | null>(null);
  useEffect(() => () => stopRef.current?.(), []);

  const startInThisTab = useCallback(
    async (provider: OAuthProvider) => {
      saveOAuthIntent(provider, intent);
      setPending(provider);
      try {
        fullPageLoad(checkedWebUrl((await startOAuth(provider)).url));
      } catch (error) {
        console.error("Could not start the sign-in", provider, error);
        setPending(null);
        toast.error(failureMessage(t, error));
      }
    },
    [intent, t],
  );

  const start = useCallback(
    async (provider: OAuthProvider) => {
      stopRef.current?.();
      // Opened straight from the click, before any await: browsers block popups opened later.
      const popup = openOAuthPopup();
      if (!popup) return startInThisTab(provider);
      setPending(provider);

      const stop = () => {
        unlisten();
        stopRef.current = null;
        setPending(null);
      };
      const unlisten = awaitOAuthReport(popup, provider, {
        onReport: (outcome) => {
          stop();
          if (!outcome.ok) return fail(provider, intent, outcome.error);
          succeed(provider, intent, outcome.isNewUser).catch((error: unknown) => {
            console.error("Could not load the new session", error);
            toast.error(t("auth.requestFailed"));
          });
        },
        // Closed by the user before finishing: just stop waiting; they know they closed it.
        onClosed: () => stop(),
      });
      stopRef.current = stop;

      try {
        sendPopupTo(popup, (await startOAuth(provider)).url);
      } catch (error) {
        console.error("Could not start the sign-in", provider, error);
        stop();
        popup.close();
        toast.error(failureMessage(t, error));
      }
    },
    [fail, intent, startInThisTab, succeed, t],
  );

  return { start, pending };
}
