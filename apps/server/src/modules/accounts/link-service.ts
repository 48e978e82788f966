import { apiMessage, type ApiMessage, type LinkableProvider } from "@foliocraft/schemas";
import { AppError } from "../../errors";
import type { Auth } from "./auth";
import { toAppError } from "./auth-errors";
import type { ProviderAccountRepository } from "./provider-account-repository";

const providerNames: Record<LinkableProvider, string> = { github: "GitHub", google: "Google" };

/**
 * Where better-auth sends a finished link (and a failed one, with `?error=`). No sign-in ends there, which is how
 * the provider callback (oauth-service.ts) tells a link from a sign-in.
 */
export const linkReturnPath = "/settings";

/** Whether a provider callback ended a link (not a sign-in). */
export const isLinkReturn = (target: URL) => target.pathname === linkReturnPath;

/** Why a link failed, from better-auth's callback error code, in words people understand. */
export function linkFailureMessage(code: string, provider: LinkableProvider): ApiMessage {
  const name = providerNames[provider];
  switch (code) {
    case "email_does_not_match":
      return apiMessage("linkDifferentEmail", { provider: name });
    case "account_already_linked_to_different_user":
      return apiMessage("linkTakenByOther", { provider: name });
    case "unable_to_link_account":
    case "email_not_verified":
      return apiMessage("linkUnverified", { provider: name });
    default:
      return apiMessage("linkFailed", { provider: name });
  }
}

/**
 * Connecting and disconnecting Google / GitHub for the signed-in user (settings → connected accounts).
 * Connecting uses better-auth's link flow: its state carries the user, and the same provider callback that signs
 * people in attaches the provider account to that user instead of signing anyone in.
 */
export function createLinkService(deps: {
  auth: Auth;
  accounts: ProviderAccountRepository;
  configured: readonly LinkableProvider[];
}) {
  const { auth, accounts } = deps;

  return {
    /** The provider's authorization URL for the popup, and the cookies that bind its state to this browser. */
    async start(provider: LinkableProvider, headers: Headers): Promise<{ url: string; cookies: string[] }> {
      if (!deps.configured.includes(provider)) {
        throw new AppError("unavailable", apiMessage("oauthNotConfigured", { provider: providerNames[provider] }));
      }
      try {
        const { headers: out, response } = await auth.api.linkSocialAccount({
          body: {
            provider,
            callbackURL: `${linkReturnPath}?linked=${provider}`,
            errorCallbackURL: linkReturnPath,
            disableRedirect: true,
          },
          headers,
          returnHeaders: true,
        });
        if (!response.url) throw new AppError("internal", apiMessage("linkStartFailed"));
        return { url: response.url, cookies: out.getSetCookie() };
      } catch (err) {
        return toAppError(err);
      }
    },

    /**
     * Removes the provider from the account. Refused when it is the only way left to sign in (no password and no
     * other provider), so nobody can lock themselves out.
     */
    async unlink(userId: string, provider: LinkableProvider): Promise<void> {
      const outcome = await accounts.unlinkUnlessLast(userId, provider);
      if (outcome === "not-connected") {
        throw new AppError("not-found", apiMessage("linkNotConnected", { provider: providerNames[provider] }));
      }
      if (outcome === "last-sign-in-method") {
        throw new AppError("invalid-argument", apiMessage("linkLastMethod", { provider: providerNames[provider] }), {
          reason: "last-sign-in-method",
        });
      }
    },
  };
}

/** Connecting and disconnecting providers. */
export type LinkService = ReturnType<typeof createLinkService>;
