import * as oauth from "oauth4webapi";

/** An OAuth app at one provider: who it is (issuer) and where it redeems codes, with this server's credentials. */
export interface CodeExchangeClient {
  /** The provider's issuer; an ID token that comes back must name it (GitHub and Netlify never send one). */
  issuer: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** The redirect_uri sent to the authorize page: the token endpoint compares them. */
  redirectUri: string;
  timeoutMs: number;
}

/** The tokens, or why there are none, for each caller to say in its own catalog words. */
export type CodeExchangeResult =
  | { ok: true; tokens: oauth.TokenEndpointResponse }
  /** No answer: the connection failed or timed out. */
  | { ok: false; failure: "unreachable" }
  /** A status other than 200, with the OAuth `error` code when the body had one. */
  | { ok: false; failure: "http-error"; status: number; error: string | undefined }
  /** 200 with an OAuth `error` and no token: GitHub's way of refusing a code or verifier (contracts.md §2). */
  | { ok: false; failure: "refused"; error: string }
  /** 200 without a usable token response (no access_token, a bad ID token, an unknown token type). */
  | { ok: false; failure: "unexpected" };

/** The OAuth `error` code of a token endpoint body, if it has one. */
async function errorCodeOf(response: Response): Promise<string | undefined> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  return typeof body?.error === "string" && body.error !== "" ? body.error : undefined;
}

/**
 * Redeems an authorization code (RFC 6749 §4.1.3) with oauth4webapi, sending the PKCE verifier when the flow used
 * one. The state was checked by the caller before (better-auth's state, or the stored deploy state row).
 */
export async function exchangeAuthorizationCode(
  client: CodeExchangeClient,
  code: string,
  codeVerifier: string | null,
): Promise<CodeExchangeResult> {
  const as: oauth.AuthorizationServer = { issuer: client.issuer, token_endpoint: client.tokenUrl };
  const app: oauth.Client = { client_id: client.clientId };
  const options = {
    signal: AbortSignal.timeout(client.timeoutMs),
    // oauth4webapi speaks only https; a plain http:// endpoint is a local fake (tests, e2e) configured on purpose.
    // An https:// one is never downgraded.
    [oauth.allowInsecureRequests]: new URL(client.tokenUrl).protocol === "http:",
  };
  const callback = oauth.validateAuthResponse(as, app, new URLSearchParams({ code }), oauth.skipStateCheck);
  let response: Response;
  try {
    response = await oauth.authorizationCodeGrantRequest(
      as,
      app,
      oauth.ClientSecretPost(client.clientSecret),
      callback,
      client.redirectUri,
      codeVerifier ?? oauth.nopkce,
      options,
    );
  } catch {
    return { ok: false, failure: "unreachable" };
  }
  // Kept to read the `error` code when the library refuses the answer (it consumes the original).
  const copy = response.clone();
  try {
    return { ok: true, tokens: await oauth.processAuthorizationCodeResponse(as, app, response) };
  } catch {
    const error = await errorCodeOf(copy);
    if (response.status !== 200) return { ok: false, failure: "http-error", status: response.status, error };
    return error ? { ok: false, failure: "refused", error } : { ok: false, failure: "unexpected" };
  }
}
