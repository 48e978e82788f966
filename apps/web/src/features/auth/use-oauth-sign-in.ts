import { useCallback } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { fullPageLoad } from "../../lib/full-page-load";
import { checkedWebUrl, openOAuthPopup } from "../../lib/oauth-popup";
import { startOAuth } from "./auth-api";
import type { OAuthProvider } from "./auth-api";
import { failureMessage } from "./error-messages";
import { saveOAuthIntent, useCompleteOAuth } from "./oauth-intent";
import type { OAuthIntent } from "./oauth-intent";
import { useOAuthPopup } from "./use-oauth-popup";

/**
 * Google / GitHub sign-in from the log-in or sign-up page. Opens the provider in a popup and waits for the callback
 * page in it to report (a message from that very popup, on this origin); if the browser blocks the popup, this tab
 * goes to the provider itself and the callback page finishes there. `pending` is the provider being waited for.
 */
export function useOAuthSignIn(intent: OAuthIntent) {
  const { t } = useTranslation();
  const { succeed, fail } = useCompleteOAuth();
  const { pending, setPending, run, stop } = useOAuthPopup<OAuthProvider>();

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
    [intent, setPending, t],
  );

  const start = useCallback(
    async (provider: OAuthProvider) => {
      stop();
      // Opened straight from the click, before any await: browsers block popups opened later.
      const popup = openOAuthPopup();
      if (!popup) return startInThisTab(provider);
      await run(popup, provider, {
        startUrl: async () => (await startOAuth(provider)).url,
        onReport: (outcome) => {
          if (!outcome.ok) return fail(provider, intent, outcome.error);
          succeed(provider, intent, outcome.isNewUser).catch((error: unknown) => {
            console.error("Could not load the new session", error);
            toast.error(t("auth.requestFailed"));
          });
        },
        // Closed by the user before finishing: just stop waiting; they know they closed it.
        onClosed: () => {},
        onStartFailed: (error) => {
          console.error("Could not start the sign-in", provider, error);
          toast.error(failureMessage(t, error));
        },
      });
    },
    [fail, intent, run, startInThisTab, stop, succeed, t],
  );

  return { start, pending };
}
