import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { AuthCard } from "../features/auth/auth-card";
import type { OAuthCallbackParams, OAuthProvider } from "../features/auth/auth-api";
import { OAuthCallbackStatus } from "../features/auth/oauth-callback-status";
import { providerNames } from "../features/auth/oauth-messages";
import { TwoStepForm } from "../features/auth/two-step-form";
import { useOAuthCallback } from "../features/auth/use-oauth-callback";

const paramNames = ["code", "state", "error"] as const;

/** The provider's answer from the query string, only the parameters the server takes. */
function readParams(searchParams: URLSearchParams): OAuthCallbackParams {
  const params: OAuthCallbackParams = {};
  for (const name of paramNames) {
    const value = searchParams.get(name);
    if (value !== null) params[name] = value;
  }
  return params;
}

/** Where a provider sends the sign-in back (popup or, when the popup was blocked, the whole tab). */
function OAuthCallbackPage({ provider }: { provider: OAuthProvider }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  // Read once: this page's work is about the answer it arrived with.
  const [params] = useState(() => readParams(searchParams));
  const view = useOAuthCallback(provider, params);
  const navigate = useNavigate();
  const name = providerNames[provider];
  return (
    <AuthCard heading={t("auth.callback.heading", { provider: name })}>
      {view.twoStep && view.status === "exchanging" ? (
        // Two-step sign-in is on for this account: the code is asked here, in the popup or the tab.
        <TwoStepForm onRestart={() => void navigate("/login")} onSignedIn={view.finishTwoStep} />
      ) : (
        <OAuthCallbackStatus view={view} provider={name} params={params} />
      )}
    </AuthCard>
  );
}

/** /auth/github/callback and /github/callback. */
export function GithubCallbackPage() {
  return <OAuthCallbackPage provider="github" />;
}

/** /auth/google/callback. */
export function GoogleCallbackPage() {
  return <OAuthCallbackPage provider="google" />;
}
