import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { AuthCard } from "../features/auth/auth-card";
import { OAuthCallbackStatus } from "../features/auth/oauth-callback-status";
import { verifyAppInstallation } from "../features/deploy/deploy-api";
import type { AppInstallMessage } from "../features/deploy/deploy-messages";
import { readQuery, usePopupCallback } from "../features/deploy/use-popup-callback";

const paramNames = ["installation_id", "setup_action", "error"] as const;

/**
 * /auth/github/app/callback: the GitHub App's setup URL. The installation id in the address can be forged, so the
 * server checks it against the user's own installations before the opener hears GITHUB_APP_INSTALL_SUCCESS.
 */
export function GithubAppCallbackPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const [params] = useState(() => readQuery(searchParams, paramNames));
  const view = usePopupCallback({
    exchange: () => verifyAppInstallation(params),
    successMessage: ({ installationId }): AppInstallMessage => ({
      type: "GITHUB_APP_INSTALL_SUCCESS",
      installationId,
    }),
    errorMessage: (error): AppInstallMessage => ({ type: "GITHUB_APP_INSTALL_ERROR", error }),
    successToast: t("deploy.callback.installed"),
    returnTo: () => "/deploy",
  });
  return (
    <AuthCard heading={t("deploy.callback.installHeading")}>
      <OAuthCallbackStatus
        view={view}
        provider="GitHub"
        params={params}
        paramNames={paramNames}
        texts={{
          exchanging: t("deploy.callback.verifyingInstall"),
          success: t("deploy.callback.installed"),
        }}
        back={{ to: view.returnTo, label: t("deploy.callback.back") }}
      />
    </AuthCard>
  );
}
