import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { linkableProviders } from "@foliocraft/schemas";
import type { LinkableProvider } from "@foliocraft/schemas";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button-styles";
import { Spinner } from "../../components/ui/spinner";
import { authProvidersQueryKey, fetchAuthProviders } from "../auth/auth-api";
import { providerNames } from "../auth/oauth-messages";
import { fetchLinkedAccounts, linkedAccountsQueryKey, unlinkProvider } from "./account-api";
import { settingsFailure } from "./settings-messages";
import { useConnectProvider } from "./use-connect-provider";
import { rowClasses } from "./deploy-connections";

/**
 * Google and GitHub: connected or not, with Connect (popup) and Disconnect (refused by the server when it is the
 * last way to sign in). The deploy providers are listed apart (deploy-connections.tsx).
 */
export function ConnectedAccounts({ headingId }: { headingId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const linked = useQuery({ queryKey: linkedAccountsQueryKey, queryFn: ({ signal }) => fetchLinkedAccounts(signal) });
  const providers = useQuery({
    queryKey: authProvidersQueryKey,
    queryFn: ({ signal }) => fetchAuthProviders(signal),
    staleTime: Infinity,
  });
  const { connect, pending } = useConnectProvider();
  const unlink = useMutation({
    mutationFn: unlinkProvider,
    onSuccess: (accounts, provider) => {
      queryClient.setQueryData(linkedAccountsQueryKey, accounts);
      toast.success(t("settings.connected.disconnectedToast", { provider: providerNames[provider] }));
    },
    onError: (error, provider) => {
      console.error("Could not disconnect", provider, error);
      // The server's reason (the only way left to sign in, not connected) by its catalog id.
      toast.error(settingsFailure(t, error));
    },
  });

  const isLinked = (provider: LinkableProvider) => linked.data?.some((a) => a.provider === provider) ?? false;

  return (
    <div className="flex flex-col gap-2">
      <h3 id={headingId} className="text-base font-semibold text-slate-950 dark:text-white">
        {t("settings.connected.title")}
      </h3>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t("settings.connected.description")}</p>
      {linked.isPending ? (
        <Spinner className="my-3" />
      ) : (
        <ul aria-labelledby={headingId}>
          {linkableProviders.map((provider) => {
            const name = providerNames[provider];
            const connected = isLinked(provider);
            const available = providers.data?.[provider] === true;
            return (
              <li key={provider} className={rowClasses}>
                <div className="flex flex-col">
                  <span className="font-medium text-slate-950 dark:text-white">{name}</span>
                  <span className="text-sm text-slate-700 dark:text-slate-300">
                    {connected
                      ? t("settings.connected.connected")
                      : available
                        ? t("settings.connected.notConnected")
                        : t("settings.connected.unavailable")}
                  </span>
                </div>
                {connected ? (
                  <button
                    type="button"
                    onClick={() => unlink.mutate(provider)}
                    disabled={unlink.isPending}
                    aria-label={t("settings.connected.disconnectNamed", { provider: name })}
                    className={buttonClasses("secondary", "sm")}
                  >
                    {unlink.isPending && unlink.variables === provider && <Spinner className="size-4" />}
                    {t("settings.connected.disconnect")}
                  </button>
                ) : (
                  available && (
                    <button
                      type="button"
                      onClick={() => void connect(provider)}
                      disabled={pending !== null}
                      aria-label={t("settings.connected.connectNamed", { provider: name })}
                      className={buttonClasses("primary", "sm")}
                    >
                      {pending === provider && <Spinner className="size-4" />}
                      {t("settings.connected.connect")}
                    </button>
                  )
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
