import { AsyncLocalStorage } from "node:async_hooks";
import type { GenericOAuthConfig } from "better-auth/plugins";
import { apiMessage, type ApiMessage } from "@foliocraft/schemas";
import type { Config } from "../../config";
import type { TokenEndpointResponse } from "oauth4webapi";
import { githubClient } from "../../lib/github-client";
import { exchangeAuthorizationCode, type CodeExchangeClient } from "../../lib/oauth-code-exchange";

/** Google's OpenID issuer (contracts.md §4): what its ID tokens carry in `iss`. */
const googleIssuer = "https://accounts.google.com";

/** The OAuth providers people can sign in with. */
export type OAuthProviderId = "github" | "google";

/** What the provider functions below learn during one callback request (see oauthFailure). */
export interface OAuthCallbackContext {
  /** Why the exchange failed, as a catalog message (never the provider's own words: they cannot be translated). */
  reason?: ApiMessage;
  /** The provider identity and whether the provider marked its e-mail verified. */
  identity?: { accountId: string; emailVerified: boolean };
}

/**
 * Why a code exchange failed, in the spec's words (§8), and what the provider said about the e-mail. better-auth
 * turns every failure into one error code, so the token and profile functions below record the precise reason here,
 * in the async context of the callback request; auth.ts reads `identity` to refuse creating an account for an
 * address the provider has not verified.
 */
export const oauthFailure = new AsyncLocalStorage<OAuthCallbackContext>();

function fail(reason: ApiMessage): never {
  const store = oauthFailure.getStore();
  if (store) store.reason = reason;
  throw new Error(reason.text);
}

/**
 * Records the identity; an e-mail the provider has not verified proves nothing about who owns the address, so the
 * reason is prepared in case better-auth then refuses to create or join an account (auth.ts, better-auth's linking).
 */
function noteIdentity(accountId: string, email: string, emailVerified: boolean, provider: string) {
  const store = oauthFailure.getStore();
  if (!store) return;
  store.identity = { accountId, emailVerified };
  if (!emailVerified) store.reason = apiMessage("oauthEmailNotVerified", { provider, email });
}

/** Redeems a sign-in code; any failure is recorded as the spec's reason (the provider's own words are dropped). */
async function redeemCode(
  client: Omit<CodeExchangeClient, "timeoutMs">,
  code: string,
  codeVerifier: string | undefined,
  providerName: string,
): Promise<TokenEndpointResponse> {
  const result = await exchangeAuthorizationCode({ ...client, timeoutMs: 30_000 }, code, codeVerifier ?? null);
  if (result.ok) return result.tokens;
  switch (result.failure) {
    case "unreachable":
    case "http-error":
      return fail(apiMessage("oauthProviderApiError", { provider: providerName }));
    case "refused":
      return fail(apiMessage("oauthProviderRefused", { provider: providerName }));
    case "unexpected":
      return fail(apiMessage("oauthTokenUnexpected"));
  }
}

/** better-auth generic OAuth configs for the providers this server has credentials for. */
export function oauthProviderConfigs(config: Config): GenericOAuthConfig[] {
  const out: GenericOAuthConfig[] = [];
  const gh = config.github;
  if (gh) {
    const redirectURI = `${config.publicUrl}/auth/github/callback`;
    out.push({
      providerId: "github",
      name: "GitHub",
      clientId: gh.clientId,
      clientSecret: gh.clientSecret,
      authorizationUrl: `${gh.webUrl}/login/oauth/authorize`,
      // Sign-in asks only to read the profile; the repository scope is asked later, for deploys.
      scopes: ["read:user", "user:email"],
      prompt: "select_account",
      pkce: true,
      redirectURI,
      async getToken({ code, codeVerifier }) {
        // GitHub is no OpenID provider: its web address is the issuer, and no ID token comes back.
        const data = await redeemCode(
          {
            issuer: gh.webUrl,
            tokenUrl: `${gh.webUrl}/login/oauth/access_token`,
            clientId: gh.clientId,
            clientSecret: gh.clientSecret,
            redirectUri: redirectURI,
          },
          code,
          codeVerifier,
          "GitHub",
        );
        return {
          accessToken: data.access_token,
          tokenType: data.token_type,
          scopes: data.scope?.split(/[ ,]+/).filter(Boolean) ?? [],
        };
      },
      async getUserInfo(tokens) {
        const github = githubClient(gh.apiUrl, tokens.accessToken ?? "", 30_000);
        const profile = await github.rest.users.getAuthenticated().then(
          (res) => res.data,
          () => fail(apiMessage("oauthProviderApiError", { provider: "GitHub" })),
        );
        // Without the e-mail list (its scope refused, GitHub busy) the profile's public address is all there is.
        const emails = await github.rest.users.listEmailsForAuthenticatedUser().then(
          (res) => res.data,
          () => [],
        );
        // A verified address first; else the primary one, unverified (refused with a clear message: auth.ts).
        const chosen =
          emails.find((e) => e.primary && e.verified) ??
          emails.find((e) => e.verified) ??
          emails.find((e) => e.primary);
        const email = chosen?.email ?? profile.email;
        if (!email) return fail(apiMessage("oauthNoEmailAddOne", { provider: "GitHub" }));
        // contracts.md: GitHub reports verification only in /user/emails.
        const emailVerified = emails.some((e) => e.email === email && e.verified);
        noteIdentity(String(profile.id), email, emailVerified, "GitHub");
        return {
          id: String(profile.id),
          name: profile.name || profile.login,
          email,
          image: profile.avatar_url,
          emailVerified,
        };
      },
    });
  }
  const g = config.google;
  if (g) {
    const redirectURI = `${config.publicUrl}/auth/google/callback`;
    out.push({
      providerId: "google",
      name: "Google",
      clientId: g.clientId,
      clientSecret: g.clientSecret,
      authorizationUrl: g.authUrl,
      scopes: ["openid", "email", "profile"],
      // Spec §7: Google sign-in forces account selection.
      prompt: "select_account",
      pkce: true,
      redirectURI,
      async getToken({ code, codeVerifier }) {
        // An ID token, when Google sends one, must name Google and this client (contracts.md §4); the profile
        // still comes from the userinfo endpoint below.
        const data = await redeemCode(
          {
            issuer: googleIssuer,
            tokenUrl: g.tokenUrl,
            clientId: g.clientId,
            clientSecret: g.clientSecret,
            redirectUri: redirectURI,
          },
          code,
          codeVerifier,
          "Google",
        );
        return {
          accessToken: data.access_token,
          tokenType: "Bearer",
          idToken: data.id_token,
          accessTokenExpiresAt:
            data.expires_in === undefined ? undefined : new Date(Date.now() + data.expires_in * 1000),
          scopes: data.scope?.split(" ") ?? [],
        };
      },
      async getUserInfo(tokens) {
        // The profile comes from the userinfo endpoint over TLS with the access token, so it needs no signature check.
        const res = await fetch(g.userInfoUrl, {
          headers: { authorization: `Bearer ${tokens.accessToken ?? ""}` },
          signal: AbortSignal.timeout(30_000),
        }).catch(() => null);
        if (!res?.ok) return fail(apiMessage("oauthProviderApiError", { provider: "Google" }));
        const info = (await res.json()) as {
          sub: string;
          email?: string;
          email_verified?: boolean;
          name?: string;
          picture?: string;
        };
        if (!info.email) return fail(apiMessage("oauthNoEmail", { provider: "Google" }));
        // contracts.md: trust the e-mail only when Google says it is verified.
        const emailVerified = info.email_verified === true;
        noteIdentity(info.sub, info.email, emailVerified, "Google");
        return {
          id: info.sub,
          email: info.email,
          emailVerified,
          name: info.name ?? info.email,
          image: info.picture,
        };
      },
    });
  }
  return out;
}
