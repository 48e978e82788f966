import { AsyncLocalStorage } from "node:async_hooks";
import type { GenericOAuthConfig } from "better-auth/plugins";
import { apiMessage, type ApiMessage } from "@foliocraft/schemas";
import type { Config } from "../../config";

/** The OAuth providers people can sign in with. */
export type OAuthProviderId = "github" | "google";

/**
 * Why a code exchange failed, in the spec's words (§8). better-auth turns every failure into one error code, so the
 * token and profile functions below record the precise reason here, in the async context of the callback request:
 * a catalog message, or the provider's own words (its error_description, which we cannot translate).
 */
export const oauthFailure = new AsyncLocalStorage<{ reason?: ApiMessage | string }>();

function fail(reason: ApiMessage | string): never {
  const store = oauthFailure.getStore();
  if (store) store.reason = reason;
  throw new Error(typeof reason === "string" ? reason : reason.text);
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
    if (data && typeof data.error === "string") {
      // The provider's own words (or its error code): passed on as they came, the web words them in other languages.
      return fail(
        typeof data.error_description === "string" ? data.error_description : `${providerName}: ${data.error}`,
      );
    }
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
        const primary = emails.find((e) => e.primary && e.verified) ?? emails.find((e) => e.verified);
        const email = primary?.email ?? profile.email;
        if (!email) return fail(apiMessage("oauthNoEmailAddOne", { provider: "GitHub" }));
        return {
          id: String(profile.id),
          name: profile.name || profile.login,
          email,
          image: profile.avatar_url,
          emailVerified: emails.some((e) => e.email === email && e.verified),
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
        return {
          id: info.sub,
          email: info.email,
          // Spec contract: trust the e-mail only when Google says it is verified.
          emailVerified: info.email_verified === true,
          name: info.name ?? info.email,
          image: info.picture,
        };
      },
    });
  }
  return out;
}
