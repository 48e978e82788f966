import { AppError } from "../../errors";
import type { Auth } from "./auth";
import { oauthFailure, type OAuthProviderId } from "./oauth-providers";
import { isLinkReturn, linkFailureMessage } from "./link-service";

const providerNames: Record<OAuthProviderId, string> = { github: "GitHub", google: "Google" };

// better-auth's callback error codes, as people should read them.
function messageFor(code: string, provider: OAuthProviderId, description: string | null): string {
  const name = providerNames[provider];
  switch (code) {
    case "no_code":
      return `No authorization code received from ${name}`;
    case "state_not_found":
    case "state_mismatch":
    case "please_restart_the_process":
    case "invalid_callback_request":
      return `This ${name} sign-in has expired or was already used. Please try again.`;
    case "account_not_linked":
      return `An account with this e-mail already exists, and ${name} did not confirm the address. Sign in with your password first.`;
    case "email_not_found":
      return `Your ${name} account has no e-mail address we can use.`;
    case "signup_disabled":
      return "Creating new accounts is disabled on this server.";
    default:
      return description ?? `${name} API error`;
  }
}

/** The Google and GitHub sign-in flow: start (the provider's URL for the popup) and the code exchange. */
export function createOAuthService(deps: { auth: Auth; publicUrl: string; configured: OAuthProviderId[] }) {
  const { auth, publicUrl } = deps;

  function ensureConfigured(provider: OAuthProviderId) {
    if (!deps.configured.includes(provider)) {
      throw new AppError("unavailable", `${providerNames[provider]} sign-in is not configured on this server.`);
    }
  }

  return {
    configured: deps.configured,

    /** The provider's authorization URL (state and PKCE kept by better-auth) and the cookies that bind it to this browser. */
    async start(provider: OAuthProviderId, headers: Headers): Promise<{ url: string; cookies: string[] }> {
      ensureConfigured(provider);
      const { headers: out, response } = await auth.api.signInSocial({
        body: {
          provider,
          callbackURL: "/dashboard",
          newUserCallbackURL: "/onboarding",
          errorCallbackURL: "/login",
          disableRedirect: true,
        },
        headers,
        returnHeaders: true,
      });
      if (!response.url) throw new AppError("internal", "The sign-in could not be started");
      return { url: response.url, cookies: out.getSetCookie() };
    },

    /**
     * Exchanges the code on the server (the secret never reaches the browser). Returns the session cookies and
     * whether the account was just created; throws unauthenticated with the spec's message on any failure.
     */
    async exchange(
      provider: OAuthProviderId,
      params: {
        code?: string | undefined;
        state?: string | undefined;
        error?: string | undefined;
        errorDescription?: string | undefined;
      },
      headers: Headers,
    ): Promise<{ cookies: string[]; isNewUser: boolean; linked: boolean }> {
      ensureConfigured(provider);
      if (params.error) throw new AppError("unauthenticated", params.errorDescription || params.error);
      if (!params.code) throw new AppError("invalid-argument", messageFor("no_code", provider, null));
      const url = new URL(`/api/auth/callback/${provider}`, publicUrl);
      url.searchParams.set("code", params.code);
      if (params.state) url.searchParams.set("state", params.state);
      const failure: { reason?: string } = {};
      const response = await oauthFailure.run(failure, () =>
        auth.handler(new Request(url, { method: "GET", headers })),
      );
      const location = response.headers.get("location");
      if (!location) throw new AppError("unauthenticated", failure.reason ?? `${providerNames[provider]} API error`);
      const target = new URL(location, publicUrl);
      const code = target.searchParams.get("error");
      // A "connect" from settings (link-service.ts) attached the provider to the signed-in user: no new session.
      if (isLinkReturn(target)) {
        if (code) throw new AppError("invalid-argument", failure.reason ?? linkFailureMessage(code, provider));
        return { cookies: response.headers.getSetCookie(), isNewUser: false, linked: true };
      }
      if (code) {
        throw new AppError(
          "unauthenticated",
          failure.reason ?? messageFor(code, provider, target.searchParams.get("error_description")),
        );
      }
      return { cookies: response.headers.getSetCookie(), isNewUser: target.pathname === "/onboarding", linked: false };
    },
  };
}

/** The Google and GitHub sign-in flow. */
export type OAuthService = ReturnType<typeof createOAuthService>;
