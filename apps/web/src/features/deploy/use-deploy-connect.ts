import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { deployProviderCatalog, type DeployProvider } from "@foliocraft/schemas";
import { useCallback, useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { openOAuthPopup, sendPopupTo } from "../../lib/oauth-popup";
import { awaitPopupReport } from "../auth/oauth-messages";
import { saveConnectIntent } from "./connect-intent";
import {
  connectDeployToken,
  deployConnectionsQueryKey,
  disconnectDeployProvider,
  fetchDeployConnections,
  startDeployConnection,
} from "./deploy-api";
import { deployProviderNames, readConnectionMessage } from "./deploy-messages";
import { deployRequestErrorText as failure } from "./request-error-text";

/** The user's deploy connections (shared by the deploy page and settings through one cached query). */
export function useDeployConnections() {
  return useQuery({ queryKey: deployConnectionsQueryKey, queryFn: ({ signal }) => fetchDeployConnections(signal) });
}

/**
 * Connect and disconnect a deploy provider. Connect opens an OAuth provider in a 500×600 popup (like sign-in); the
 * provider sends it back to our callback page, which finishes on the server and reports here. When the browser
 * blocks the popup, this tab goes to the provider instead and comes back to the page it left. A token provider
 * (Vercel, Cloudflare) is connected from its card's token form: connect() asks that form to open (`tokenRequest`).
 */
export function useDeployConnect() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<DeployProvider | null>(null);
  const [tokenRequest, setTokenRequest] = useState<DeployProvider | null>(null);
  const stopRef = useRef<(() => void) | null>(null);
  useEffect(() => () => stopRef.current?.(), []);

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: deployConnectionsQueryKey }),
    [queryClient],
  );

  const connect = useCallback(
    async (provider: DeployProvider) => {
      if (deployProviderCatalog[provider].connect === "token") {
        setTokenRequest(provider);
        return;
      }
      stopRef.current?.();
      const name = deployProviderNames[provider];
      // Opened straight from the click, before any await: browsers block popups opened later.
      const popup = openOAuthPopup();
      setPending(provider);
      if (!popup) {
        // Blocked: the same flow in this tab, back to this page afterwards.
        try {
          const { url } = await startDeployConnection(provider);
          saveConnectIntent(provider, `${window.location.pathname}${window.location.search}`);
          window.location.assign(url);
        } catch (error) {
          console.error("Could not start connecting", provider, error);
          setPending(null);
          toast.error(failure(t, error));
        }
        return;
      }
      const stop = () => {
        unlisten();
        stopRef.current = null;
        setPending(null);
      };
      const unlisten = awaitPopupReport(popup, (data) => readConnectionMessage(provider, data), {
        onReport: (outcome) => {
          stop();
          void refresh();
          if (outcome.ok) toast.success(t("deploy.connect.connectedToast", { provider: name }));
          else toast.error(outcome.error || t("deploy.errors.requestFailed"));
        },
        // Closed without a report (or cut off from this window): the connection may still have been saved.
        onClosed: () => {
          stop();
          void refresh();
        },
      });
      stopRef.current = stop;
      try {
        sendPopupTo(popup, (await startDeployConnection(provider)).url);
      } catch (error) {
        console.error("Could not start connecting", provider, error);
        stop();
        popup.close();
        toast.error(failure(t, error));
      }
    },
    [refresh, t],
  );

  /** Connects a token provider; a refused token throws (the form shows why). */
  const connectToken = useCallback(
    async (provider: DeployProvider, token: string) => {
      await connectDeployToken(provider, token);
      setTokenRequest(null);
      await refresh();
      toast.success(t("deploy.connect.connectedToast", { provider: deployProviderNames[provider] }));
    },
    [refresh, t],
  );

  const disconnect = useMutation({
    mutationFn: disconnectDeployProvider,
    onSuccess: (_data, provider) =>
      toast.success(t("deploy.connect.disconnectedToast", { provider: deployProviderNames[provider] })),
    onError: (error) => toast.error(failure(t, error)),
    onSettled: () => refresh(),
  });

  return { connect, pending, disconnect, tokenRequest, connectToken };
}
