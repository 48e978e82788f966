import type { DeployProvider } from "@foliocraft/schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { AuthCard } from "../auth/auth-card";
import { OAuthCallbackStatus } from "../auth/oauth-callback-status";
import { takeConnectReturn } from "./connect-intent";
import { finishDeployConnection } from "./deploy-api";
import { connectionErrorMessage, connectionSuccessMessage, deployProviderNames } from "./deploy-messages";
import { readQuery, usePopupCallback } from "./use-popup-callback";

const paramNames = ["code", "state", "error"] as const;

/**
 * Where a provider sends the deploy connection back (/auth/netlify/callback, /auth/github/callback/deploy): the
 * code goes to the server, which exchanges it and keeps the token; the opener hears NETLIFY_AUTH_* / GITHUB_AUTH_*.
 */
export function ConnectionCallback({ provider }: { provider: DeployProvider }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const [params] = useState(() => readQuery(searchParams, paramNames));
  const name = deployProviderNames[provider];
  const view = usePopupCallback({
    exchange: () => finishDeployConnection(provider, params),
    successMessage: () => connectionSuccessMessage(provider),
    errorMessage: (error) => connectionErrorMessage(provider, error),
    successToast: t("deploy.connect.connectedToast", { provider: name }),
    returnTo: () => takeConnectReturn(provider),
  });
  return (
    <AuthCard heading={t("auth.callback.heading", { provider: name })}>
      <OAuthCallbackStatus
        view={view}
        provider={name}
        params={params}
        texts={{
          exchanging: t("deploy.callback.connecting", { provider: name }),
          success: t("deploy.callback.connected", { provider: name }),
        }}
        back={{ to: view.returnTo, label: t("deploy.callback.back") }}
      />
    </AuthCard>
  );
}
