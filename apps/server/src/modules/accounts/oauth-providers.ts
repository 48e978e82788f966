import { AsyncLocalStorage } from "node:async_hooks";
import type { GenericOAuthConfig } from "better-auth/plugins";
import { apiMessage, type ApiMessage } from "@foliocraft/schemas";
import type { Config } from "../../config";

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

const githubHeaders = (token: string) => ({
  authorization: `Bearer ${token}`,
  accept: "application/vnd.github+json",
  "x-github-api-version": "2022-11-28",
  "user-agent": "Foliocraft",
});

async function postForm(
  url: string,
  body: Record<string, string>,
  providerName: string,
): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: "POST",
      headers: { accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(body),
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    return fail(apiMessage("oauthProviderApiError", { provider: providerName }));
  }
  if (!res.ok) return fail(apiMessage("oauthProviderApiError", { provider: providerName }));
  const data = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!data || typeof data.access_token !== "string" || data.access_token === "") {
    // The provider's own error_description is never passed on (it is not ours to show, nor translated).
    if (data && typeof data.error === "string")
      return fail(apiMessage("oauthProviderRefused", { provider: providerName }));
    return fail(apiMessage("oauthTokenUnexpected"));
  }
  return data;
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
        const body: Record<string, string> = {
          client_id: gh.clientId,
          client_secret: gh.clientSecret,
          code,
          redirect_uri: redirectURI,
        };
        if (codeVerifier) body.code_verifier = codeVerifier;
        const data = await postForm(`${gh.webUrl}/login/oauth/access_token`, body, "GitHub");
        return {
          accessToken: data.access_token as string,
          tokenType: typeof data.token_type === "string" ? data.token_type : "bearer",
          scopes: typeof data.scope === "string" ? data.scope.split(/[ ,]+/).filter(Boolean) : [],
        };
      },
      async getUserInfo(tokens) {
        const token = tokens.accessToken ?? "";
        const res = await fetch(`${gh.apiUrl}/user`, {
          headers: githubHeaders(token),
          signal: AbortSignal.timeout(30_000),
        }).catch(() => null);
        if (!res?.ok) return fail(apiMessage("oauthProviderApiError", { provider: "GitHub" }));
        const profile = (await res.json()) as {
          id: number;
          login: string;
          name: string | null;
          email: string | null;
          avatar_url?: string;
        };
        const emailsRes = await fetch(`${gh.apiUrl}/user/emails`, {
          headers: githubHeaders(token),
          signal: AbortSignal.timeout(30_000),
        }).catch(() => null);
        const emails = emailsRes?.ok
          ? ((await emailsRes.json()) as { email: string; primary: boolean; verified: boolean }[])
          : [];
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
        const body: Record<string, string> = {
          code,
          client_id: g.clientId,
          client_secret: g.clientSecret,
          redirect_uri: redirectURI,
          grant_type: "authorization_code",
        };
        if (codeVerifier) body.code_verifier = codeVerifier;
        const data = await postForm(g.tokenUrl, body, "Google");
        return {
          accessToken: data.access_token as string,
          tokenType: "Bearer",
          idToken: typeof data.id_token === "string" ? data.id_token : undefined,
          accessTokenExpiresAt:
            typeof data.expires_in === "number" ? new Date(Date.now() + data.expires_in * 1000) : undefined,
          scopes: typeof data.scope === "string" ? data.scope.split(" ") : [],
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
