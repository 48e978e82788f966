import { deployProviderCatalog, type DeployProvider } from "@foliocraft/schemas";
import { ExternalLink } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button-styles";
import { Spinner } from "../../components/ui/spinner";
import { TextField } from "../../components/ui/text-field";
import { deployProviderNames } from "./deploy-messages";
import { deployRequestErrorText } from "./request-error-text";
import { ConnectionRow, type ConnectionProps } from "./target-card";

/** The providers connected with a token the person creates on the provider's site. */
export type TokenProvider = {
  [P in DeployProvider]: (typeof deployProviderCatalog)[P]["connect"] extends "token" ? P : never;
}[DeployProvider];

/**
 * Connecting a provider with an API token the person creates there (Vercel, Cloudflare): the provider's token page,
 * the field and Connect; once connected, the usual "Connected as …" row. The form comes back when the token can no
 * longer be used or a failed deploy asks to reconnect. The token goes to our server only, which checks and encrypts it.
 */
export function TokenConnect({ provider, props }: { provider: TokenProvider; props: ConnectionProps }) {
  const { t } = useTranslation();
  const name = deployProviderNames[provider];
  const connection = props.connections?.find((c) => c.provider === provider);
  const asked = props.tokenRequest === provider;
  const [token, setToken] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const [sending, setSending] = useState(false);

  if (connection && !connection.needsReconnect && !asked) return <ConnectionRow provider={provider} props={props} />;

  const submit = async () => {
    if (!token.trim()) {
      setError(t("deploy.token.required", { provider: name }));
      return;
    }
    setSending(true);
    setError(undefined);
    try {
      await props.onConnectToken(provider, token.trim());
      setToken("");
    } catch (failure) {
      setError(deployRequestErrorText(t, failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className="flex flex-col gap-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {connection && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {connection.needsReconnect
            ? t("deploy.connect.needsReconnect", { provider: name })
            : t("deploy.connect.connectedAs", { provider: name, login: connection.login })}
        </p>
      )}
      <p className="text-sm text-slate-700 dark:text-slate-300">{t("deploy.token.hint", { provider: name })}</p>
      <a
        href={deployProviderCatalog[provider].tokenUrl}
        target="_blank"
        rel="noreferrer"
        className="inline-flex items-center gap-1 self-start text-sm font-medium text-indigo-700 underline dark:text-indigo-300"
      >
        {t("deploy.token.create", { provider: name })}
        <ExternalLink aria-hidden="true" className="size-4" />
      </a>
      <TextField
        label={t("deploy.token.label", { provider: name })}
        type="password"
        autoComplete="off"
        spellCheck={false}
        // Asked for by a failed deploy's Reconnect: the field the person needs next.
        autoFocus={asked}
        value={token}
        error={error}
        onChange={(event) => setToken(event.target.value)}
      />
      <button type="submit" disabled={sending} className={buttonClasses("primary", "sm", "self-start")}>
        {sending && <Spinner className="size-4" />}
        {connection
          ? t("deploy.actions.reconnectNamed", { provider: name })
          : t("deploy.actions.connectNamed", { provider: name })}
      </button>
    </form>
  );
}
