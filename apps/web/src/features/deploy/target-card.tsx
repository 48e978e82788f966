import { deployTargetCatalog } from "@foliocraft/schemas";
import type { DeployConnection, DeployProvider, DeployRequest, DeployTarget } from "@foliocraft/schemas";
import type { ReactNode } from "react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button-styles";
import { Spinner } from "../../components/ui/spinner";
import { deployProviderNames } from "./deploy-messages";

// The parts every provider's card on the deploy page is made of (providers/*/…-card.tsx).

/** What connecting a provider needs: the deploy page's cards and the settings page's deploy connections. */
export interface ConnectionProps {
  connections: DeployConnection[] | undefined;
  connecting: DeployProvider | null;
  onConnect: (provider: DeployProvider) => void;
  /** A token provider whose token form was asked for (Connect in settings, Reconnect on a failed deploy). */
  tokenRequest: DeployProvider | null;
  /** Connects a token provider with the token pasted; throws when the provider refuses it. */
  onConnectToken: (provider: DeployProvider, token: string) => Promise<void>;
  onDisconnect: (provider: DeployProvider) => void;
}

/** What the target cards need from the page. */
export interface TargetsProps extends ConnectionProps {
  username: string | null;
  isPro: boolean;
  /** The repository the portfolio went to last time, as `owner/name`. */
  previousRepo: string | null;
  starting: DeployTarget | null;
  busy: boolean;
  onDeploy: (request: DeployRequest) => void;
  onUpgrade: () => void;
}

export function Card({
  icon,
  title,
  badge,
  children,
}: {
  icon: ReactNode;
  title: string;
  badge?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center gap-2">
        {icon}
        <h3 id={headingId} className="text-lg font-semibold text-slate-950 dark:text-white">
          {title}
        </h3>
        {badge}
      </div>
      {children}
    </section>
  );
}

/** Connected as …, Reconnect, or Connect, with Disconnect. */
export function ConnectionRow({ provider, props }: { provider: DeployProvider; props: ConnectionProps }) {
  const { t } = useTranslation();
  const name = deployProviderNames[provider];
  const connection = props.connections?.find((c) => c.provider === provider);
  const pending = props.connecting === provider;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700 dark:text-slate-300">
      <span>
        {!connection
          ? t("deploy.connect.notConnected", { provider: name })
          : connection.needsReconnect
            ? t("deploy.connect.needsReconnect", { provider: name })
            : t("deploy.connect.connectedAs", { provider: name, login: connection.login })}
      </span>
      <span className="flex flex-wrap gap-2">
        {(!connection || connection.needsReconnect) && (
          <button
            type="button"
            onClick={() => props.onConnect(provider)}
            disabled={props.connecting !== null}
            className={buttonClasses("primary", "sm")}
          >
            {pending && <Spinner className="size-4" />}
            {connection
              ? t("deploy.actions.reconnectNamed", { provider: name })
              : t("deploy.actions.connectNamed", { provider: name })}
          </button>
        )}
        {connection && (
          <button
            type="button"
            onClick={() => props.onDisconnect(provider)}
            aria-label={t("deploy.actions.disconnectNamed", { provider: name })}
            className={buttonClasses("ghost", "sm")}
          >
            {t("deploy.actions.disconnect")}
          </button>
        )}
      </span>
    </div>
  );
}

/** The button that starts a deploy, or, for a Pro target on the free plan, the upgrade offer. */
export function DeployButton({
  target,
  label,
  props,
  disabled,
  request,
}: {
  target: DeployTarget;
  label: string;
  props: TargetsProps;
  disabled: boolean;
  request: () => DeployRequest | null;
}) {
  const { t } = useTranslation();
  if (deployTargetCatalog[target].pro && !props.isPro) {
    return (
      <div className="flex flex-col gap-2 rounded-lg bg-indigo-50 p-3 text-sm text-indigo-950 dark:bg-indigo-500/10 dark:text-indigo-100">
        <p>{t("deploy.pro.note", { target: t(`deploy.targets.${target}.name`) })}</p>
        <button type="button" onClick={props.onUpgrade} className={buttonClasses("primary", "sm", "self-start")}>
          {t("deploy.actions.upgrade")}
        </button>
      </div>
    );
  }
  return (
    <button
      type="button"
      disabled={disabled || props.busy}
      onClick={() => {
        const body = request();
        if (body) props.onDeploy(body);
      }}
      className={buttonClasses(deployTargetCatalog[target].pro ? "primary" : "secondary", "md", "self-start")}
    >
      {props.starting === target && <Spinner className="size-4" />}
      {label}
    </button>
  );
}
