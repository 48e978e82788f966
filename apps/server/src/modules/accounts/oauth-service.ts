import { apiMessage, type ApiMessage } from "@foliocraft/schemas";
import { AppError } from "../../errors";
import type { Auth } from "./auth";
import { oauthFailure, type OAuthProviderId } from "./oauth-providers";
import { isLinkReturn, linkFailureMessage } from "./link-service";

const providerNames: Record<OAuthProviderId, string> = { github: "GitHub", google: "Google" };

// better-auth's callback error codes, as people should read them (better-auth's own description, when it gave one
// for a code we do not know, is passed on as it came).
function messageFor(code: string, provider: OAuthProviderId, description: string | null): ApiMessage | string {
  const name = providerNames[provider];
  switch (code) {
    case "no_code":
      return apiMessage("oauthNoCode", { provider: name });
    case "state_not_found":
    case "state_mismatch":
    case "please_restart_the_process":
    case "invalid_callback_request":
      return apiMessage("oauthExpired", { provider: name });
    case "account_not_linked":
      return apiMessage("oauthAccountNotLinked", { provider: name });
    case "email_not_found":
      return apiMessage("oauthNoEmail", { provider: name });
    case "signup_disabled":
      return apiMessage("oauthSignupDisabled");
    default:
      return description ?? apiMessage("oauthProviderApiError", { provider: name });
  }
}

/** The Google and GitHub sign-in flow: start (the provider's URL for the popup) and the code exchange. */
export function createOAuthService(deps: { auth: Auth; publicUrl: string; configured: OAuthProviderId[] }) {
  const { auth, publicUrl } = deps;

  function ensureConfigured(provider: OAuthProviderId) {
    if (!deps.configured.includes(provider)) {
      throw new AppError("unavailable", apiMessage("oauthNotConfigured", { provider: providerNames[provider] }));
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
      if (!response.url) throw new AppError("internal", apiMessage("oauthStartFailed"));
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
      // The provider's own words (e.g. "The user has denied your application access."): passed on as they came.
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
      if (!location) {
        throw new AppError(
          "unauthenticated",
          failure.reason ?? apiMessage("oauthProviderApiError", { provider: providerNames[provider] }),
        );
      }
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
