import { apiMessage, type ApiMessage } from "@foliocraft/schemas";
import { AppError } from "../../errors";
import type { Auth } from "./auth";
import type { ProviderAccountRepository } from "./provider-account-repository";
import { oauthFailure, type OAuthCallbackContext, type OAuthProviderId } from "./oauth-providers";
import { isLinkReturn, linkFailureMessage } from "./link-service";

const providerNames: Record<OAuthProviderId, string> = { github: "GitHub", google: "Google" };

// better-auth's callback error codes, as people should read them. Only our own catalog messages are shown: an
// error_description (better-auth's or the provider's) is attacker-controllable text on our page, so it is dropped.
function messageFor(code: string, provider: OAuthProviderId): ApiMessage {
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
      return apiMessage("oauthProviderApiError", { provider: name });
  }
}

/**
 * The provider's `error` parameter on the callback (RFC 6749 §4.1.2.1) in our words: a person who pressed Cancel is
 * told so; any other code gets one general sentence. The provider's error_description is never shown.
 */
export function providerErrorMessage(error: string, provider: OAuthProviderId): ApiMessage {
  const name = providerNames[provider];
  return error === "access_denied"
    ? apiMessage("oauthAccessDenied", { provider: name })
    : apiMessage("oauthProviderRefused", { provider: name });
}

/** The Google and GitHub sign-in flow: start (the provider's URL for the popup) and the code exchange. */
export function createOAuthService(deps: {
  auth: Auth;
  accounts: ProviderAccountRepository;
  publicUrl: string;
  configured: OAuthProviderId[];
}) {
  const { auth, publicUrl, accounts } = deps;

  /**
   * Keeps on the link whether the provider vouched for its e-mail this time; a password reset removes links that
   * were never vouched for (service.resetPassword), so a stranger's unverified sign-up cannot outlive the owner's reset.
   */
  async function recordVerification(provider: OAuthProviderId, context: OAuthCallbackContext) {
    if (!context.identity) return;
    await accounts.recordProviderEmailVerified(provider, context.identity.accountId, context.identity.emailVerified);
  }

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
      },
      headers: Headers,
    ): Promise<{ cookies: string[]; isNewUser: boolean; linked: boolean }> {
      ensureConfigured(provider);
      if (params.error) throw new AppError("unauthenticated", providerErrorMessage(params.error, provider));
      if (!params.code) throw new AppError("invalid-argument", messageFor("no_code", provider));
      const url = new URL(`/api/auth/callback/${provider}`, publicUrl);
      url.searchParams.set("code", params.code);
      if (params.state) url.searchParams.set("state", params.state);
      const failure: OAuthCallbackContext = {};
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
        if (code) {
          const reason = failure.identity?.emailVerified === false ? undefined : failure.reason;
          throw new AppError("invalid-argument", reason ?? linkFailureMessage(code, provider));
        }
        await recordVerification(provider, failure);
        return { cookies: response.headers.getSetCookie(), isNewUser: false, linked: true };
      }
      if (code) throw new AppError("unauthenticated", failure.reason ?? messageFor(code, provider));
      await recordVerification(provider, failure);
      return { cookies: response.headers.getSetCookie(), isNewUser: target.pathname === "/onboarding", linked: false };
    },
  };
}

/** The Google and GitHub sign-in flow. */
export type OAuthService = ReturnType<typeof createOAuthService>;
