import { deployProviderCatalog, deployProviders, type DeployProvider } from "@foliocraft/schemas";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button-styles";
import { Spinner } from "../../components/ui/spinner";
import { deployProviderNames } from "../deploy/deploy-messages";
import type { ConnectionProps } from "../deploy/target-card";
import { TokenConnect, type TokenProvider } from "../deploy/token-connect";
import { useDeployConnect, useDeployConnections } from "../deploy/use-deploy-connect";

export const rowClasses =
  "flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 py-3 last:border-b-0 dark:border-slate-800";

const isTokenProvider = (provider: DeployProvider): provider is TokenProvider =>
  deployProviderCatalog[provider].connect === "token";

/** One provider: connected as whom (or not), Connect / Reconnect and Disconnect; a token provider's form below. */
function DeployConnectionRow({ provider, props }: { provider: DeployProvider; props: ConnectionProps }) {
  const { t } = useTranslation();
  const name = deployProviderNames[provider];
  const connection = props.connections?.find((c) => c.provider === provider);
  const usable = connection && !connection.needsReconnect;
  // A token provider's Connect opens its token form here (the deploy page shows the same form on its card).
  const tokenForm = isTokenProvider(provider) && props.tokenRequest === provider;
  return (
    <li className={rowClasses}>
      <div className="flex flex-col">
        <span className="font-medium text-slate-950 dark:text-white">{name}</span>
        <span className="text-sm text-slate-700 dark:text-slate-300">
          {!connection
            ? t("settings.connected.notConnected")
            : connection.needsReconnect
              ? t("deploy.connect.needsReconnect", { provider: name })
              : t("deploy.connect.connectedAs", { provider: name, login: connection.login })}
        </span>
      </div>
      <span className="flex flex-wrap gap-2">
        {!usable && !tokenForm && (
          <button
            type="button"
            onClick={() => props.onConnect(provider)}
            disabled={props.connecting !== null || props.connections === undefined}
            aria-label={
              connection
                ? t("deploy.actions.reconnectNamed", { provider: name })
                : t("settings.connected.connectNamed", { provider: name })
            }
            className={buttonClasses("primary", "sm")}
          >
            {props.connecting === provider && <Spinner className="size-4" />}
            {t("settings.connected.connect")}
          </button>
        )}
        {connection && (
          <button
            type="button"
            onClick={() => props.onDisconnect(provider)}
            aria-label={t("settings.connected.disconnectNamed", { provider: name })}
            className={buttonClasses("secondary", "sm")}
          >
            {t("settings.connected.disconnect")}
          </button>
        )}
      </span>
      {tokenForm && (
        <div className="w-full">
          <TokenConnect provider={provider} props={props} />
        </div>
      )}
    </li>
  );
}

/**
 * Every deploy provider of the catalog (issue 25: a new provider appears here with no change to this file): the
 * same connections, popups and token forms as the deploy page, through one shared hook. Tokens stay on the server.
 */
export function DeployConnections() {
  const { t } = useTranslation();
  const headingId = useId();
  const connections = useDeployConnections();
  const { connect, pending, disconnect, tokenRequest, connectToken } = useDeployConnect();
  const props: ConnectionProps = {
    connections: connections.data,
    connecting: pending,
    tokenRequest,
    onConnect: (provider) => void connect(provider),
    onConnectToken: connectToken,
    onDisconnect: (provider) => disconnect.mutate(provider),
  };
  return (
    <div className="flex flex-col gap-2">
      <h3 id={headingId} className="text-base font-semibold text-slate-950 dark:text-white">
        {t("settings.connected.deployTitle")}
      </h3>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t("settings.connected.deployDescription")}</p>
      <ul aria-labelledby={headingId}>
        {deployProviders.map((provider) => (
          <DeployConnectionRow key={provider} provider={provider} props={props} />
        ))}
      </ul>
    </div>
  );
}
