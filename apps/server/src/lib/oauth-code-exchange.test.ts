import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { calculatePKCECodeChallenge, generateRandomCodeVerifier } from "oauth4webapi";
import { startFakeOAuth } from "../testing/fake-oauth";
import { freePort } from "../testing/server-process";
import { exchangeAuthorizationCode, type CodeExchangeClient } from "./oauth-code-exchange";

let fake: Awaited<ReturnType<typeof startFakeOAuth>>;
const clients = { clientId: "client-123", clientSecret: "very-secret-456" };
const redirectUri = "http://localhost:3000/auth/github/callback";

beforeAll(async () => {
  fake = await startFakeOAuth(clients);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.state.tokenMode = "ok";
});

const github = (): CodeExchangeClient => ({
  issuer: fake.githubConfig.webUrl,
  tokenUrl: `${fake.base}/login/oauth/access_token`,
  ...clients,
  redirectUri,
  timeoutMs: 5_000,
});
const google = (): CodeExchangeClient => ({
  issuer: "https://accounts.google.com",
  tokenUrl: fake.googleConfig.tokenUrl,
  ...clients,
  redirectUri,
  timeoutMs: 5_000,
});

/** The browser's trip to the fake's authorize page: the code it hands back for this challenge. */
async function codeFor(path: string, challenge: string | null) {
  const url = new URL(path, fake.base);
  url.searchParams.set("client_id", clients.clientId);
  url.searchParams.set("redirect_uri", redirectUri);
  url.searchParams.set("state", "s");
  if (challenge) {
    url.searchParams.set("code_challenge", challenge);
    url.searchParams.set("code_challenge_method", "S256");
  }
  const res = await fetch(url, { redirect: "manual" });
  return new URL(res.headers.get("location")!).searchParams.get("code")!;
}

describe("exchangeAuthorizationCode against a fake provider over real HTTP", () => {
  it("GitHub: redeems a code with its PKCE verifier and the client secret in the form", async () => {
    const verifier = generateRandomCodeVerifier();
    const code = await codeFor("/login/oauth/authorize", await calculatePKCECodeChallenge(verifier));
    const result = await exchangeAuthorizationCode(github(), code, verifier);
    expect(result).toMatchObject({ ok: true, tokens: { token_type: "bearer", scope: "read:user,user:email" } });
    expect(fake.requests.at(-1)?.body).toEqual({
      grant_type: "authorization_code",
      code,
      code_verifier: verifier,
      redirect_uri: redirectUri,
      client_id: clients.clientId,
      client_secret: clients.clientSecret,
    });
  });

  it("GitHub: a wrong code_verifier is refused with its 200-with-error answer", async () => {
    const code = await codeFor(
      "/login/oauth/authorize",
      await calculatePKCECodeChallenge(generateRandomCodeVerifier()),
    );
    const result = await exchangeAuthorizationCode(github(), code, generateRandomCodeVerifier());
    expect(result).toEqual({ ok: false, failure: "refused", error: "bad_verification_code" });
  });

  it("GitHub: a bad code answered 200 with `error` is a refusal, not a token", async () => {
    fake.state.tokenMode = "error-json";
    const result = await exchangeAuthorizationCode(github(), "expired-code", null);
    expect(result).toEqual({ ok: false, failure: "refused", error: "bad_verification_code" });
  });

  it("sends no code_verifier when the flow used no PKCE", async () => {
    const code = await codeFor("/login/oauth/authorize", null);
    expect(await exchangeAuthorizationCode(github(), code, null)).toMatchObject({ ok: true });
    expect(fake.requests.at(-1)?.body).not.toHaveProperty("code_verifier");
  });

  it("a provider failure, an answer without a token, and no answer at all", async () => {
    fake.state.tokenMode = "http-500";
    expect(await exchangeAuthorizationCode(github(), "c", null)).toEqual({
      ok: false,
      failure: "http-error",
      status: 500,
      error: undefined,
    });
    fake.state.tokenMode = "no-token";
    expect(await exchangeAuthorizationCode(github(), "c", null)).toEqual({ ok: false, failure: "unexpected" });
    const closed = `http://127.0.0.1:${await freePort()}/token`;
    expect(await exchangeAuthorizationCode({ ...github(), tokenUrl: closed }, "c", null)).toEqual({
      ok: false,
      failure: "unreachable",
    });
  });

  it("Google: takes the ID token that names Google and this client; a wrong code is a 400 invalid_grant", async () => {
    const verifier = generateRandomCodeVerifier();
    const code = await codeFor("/o/oauth2/v2/auth", await calculatePKCECodeChallenge(verifier));
    const result = await exchangeAuthorizationCode(google(), code, verifier);
    expect(result).toMatchObject({ ok: true, tokens: { token_type: "bearer", expires_in: 3599 } });
    expect(result.ok && result.tokens.id_token).toBeTruthy();

    const wrong = await exchangeAuthorizationCode(google(), "not-a-code", verifier);
    expect(wrong).toEqual({ ok: false, failure: "http-error", status: 400, error: "invalid_grant" });
  });

  it("Google: an ID token from another issuer is not accepted", async () => {
    const verifier = generateRandomCodeVerifier();
    const code = await codeFor("/o/oauth2/v2/auth", await calculatePKCECodeChallenge(verifier));
    const result = await exchangeAuthorizationCode({ ...google(), issuer: "https://issuer.example" }, code, verifier);
    expect(result).toEqual({ ok: false, failure: "unexpected" });
  });

  it("never sends the code in the clear to an https endpoint it cannot reach securely", async () => {
    // The fake speaks plain HTTP: an https:// URL to it must fail, not fall back to http.
    const httpsUrl = fake.googleConfig.tokenUrl.replace("http://", "https://");
    const before = fake.requests.length;
    const result = await exchangeAuthorizationCode({ ...google(), tokenUrl: httpsUrl }, "c", null);
    expect(result).toEqual({ ok: false, failure: "unreachable" });
    expect(fake.requests.length).toBe(before);
  });
});
