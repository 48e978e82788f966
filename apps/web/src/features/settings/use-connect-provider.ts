import { useQueryClient } from "@tanstack/react-query";
import type { LinkableProvider } from "@foliocraft/schemas";
import { useCallback, useEffect, useRef } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { openOAuthPopup } from "../../lib/oauth-popup";
import { providerNames } from "../auth/oauth-messages";
import { useOAuthPopup } from "../auth/use-oauth-popup";
import { fetchLinkedAccounts, linkedAccountsQueryKey, startLink } from "./account-api";
import { settingsFailure } from "./settings-messages";

// After a popup vanished without a report: look every 2 s, for half a minute.
const lookIntervalMs = 2000;
const lookAttempts = 15;

/**
 * "Connect" for Google / GitHub: the usual sign-in popup, started as a link for the signed-in user. The provider
 * sends the popup back to /auth/{provider}/callback, which finishes on the server and reports here.
 */
export function useConnectProvider() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { pending, run, stop } = useOAuthPopup<LinkableProvider>();
  const lookTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(lookTimer.current), []);

  const lookForLink = useCallback(
    (provider: LinkableProvider) => {
      const look = (attempt: number) => {
        void fetchLinkedAccounts()
          .catch(() => null)
          .then((accounts) => {
            if (accounts) queryClient.setQueryData(linkedAccountsQueryKey, accounts);
            if (accounts?.some((account) => account.provider === provider)) {
              toast.success(t("settings.connected.connectedToast", { provider: providerNames[provider] }));
            } else if (attempt < lookAttempts) {
              lookTimer.current = window.setTimeout(() => look(attempt + 1), lookIntervalMs);
            }
          });
      };
      look(0);
    },
    [queryClient, t],
  );

  const connect = useCallback(
    async (provider: LinkableProvider) => {
      stop();
      window.clearTimeout(lookTimer.current);
      // Opened straight from the click, before any await: browsers block popups opened later.
      const popup = openOAuthPopup();
      if (!popup) {
        toast.error(t("auth.providers.popupBlocked"));
        return;
      }
      const name = providerNames[provider];
      await run(popup, provider, {
        startUrl: async () => (await startLink(provider)).url,
        onReport: (outcome) => {
          void queryClient.invalidateQueries({ queryKey: linkedAccountsQueryKey });
          if (outcome.ok) toast.success(t("settings.connected.connectedToast", { provider: name }));
          // The popup (the sign-in callback page) reports the reason already in the interface language.
          else toast.error(outcome.error || t("auth.requestFailed"));
        },
        // Gone without a report: closed early, or cut off from this window (a browser separates a popup from its
        // opener when it lands on a page with a cross-origin opener policy). The connection may still be finishing
        // there, so look at the connected accounts again for a little while.
        onClosed: () => lookForLink(provider),
        onStartFailed: (error) => {
          console.error("Could not start connecting", provider, error);
          toast.error(settingsFailure(t, error));
        },
      });
    },
    [lookForLink, queryClient, run, stop, t],
  );

  return { connect, pending };
}
