import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import { generateKeyPair, SignJWT } from "jose";
import { freePort } from "./server-process";

/** How the fake token endpoint answers next (contracts.md §2, §4 shapes). */
export type TokenMode = "ok" | "http-500" | "no-token" | "error-json";

/**
 * How the fake authorize page answers: "ok" sends a code back; "deny" is the user pressing Cancel (GitHub's
 * `error=access_denied` redirect); "no-code" comes back with the state but neither a code nor an error.
 */
export type AuthorizeMode = "ok" | "deny" | "no-code";

/** The profile the fake provider reports. */
export interface FakeProfile {
  id: string;
  login: string;
  name: string;
  email: string;
  verified: boolean;
}

/** A recorded request to the fake. */
export interface FakeRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, string>;
  headers: http.IncomingHttpHeaders;
}

/**
 * A local stand-in for GitHub (authorize, access_token, /api/user, /api/user/emails) and Google (authorize, token,
 * userinfo) over real HTTP, following contracts.md. It checks PKCE and the client secret and records every request.
 */
export async function startFakeOAuth(clients: { clientId: string; clientSecret: string }) {
  const requests: FakeRequest[] = [];
  const codes = new Map<string, { challenge?: string; redirectUri: string; nonce?: string }>();
  // Google signs its ID tokens (RS256, contracts.md §4); this key stands in for its JWKS.
  const { privateKey } = await generateKeyPair("RS256");
  const tokens = new Set<string>();
  const state = {
    tokenMode: "ok" as TokenMode,
    authorizeMode: "ok" as AuthorizeMode,
    profile: { id: "1001", login: "octo", name: "Octo Cat", email: "octo@example.com", verified: true } as FakeProfile,
  };

  /** An ID token as Google issues one with the code's tokens (contracts.md §4). */
  function googleIdToken(nonce: string | undefined) {
    const p = state.profile;
    return new SignJWT({
      email: p.email,
      email_verified: p.verified,
      name: p.name,
      picture: "https://lh3.example/p",
      ...(nonce ? { nonce } : {}),
    })
      .setProtectedHeader({ alg: "RS256", kid: "fake-google-1", typ: "JWT" })
      .setIssuer("https://accounts.google.com")
      .setAudience(clients.clientId)
      .setSubject(p.id)
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(privateKey);
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      const body = Object.fromEntries(new URLSearchParams(raw));
      requests.push({
        method: req.method ?? "",
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body,
        headers: req.headers,
      });
      const json = (status: number, data: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(data));
      };

      if (req.method === "GET" && (url.pathname === "/login/oauth/authorize" || url.pathname === "/o/oauth2/v2/auth")) {
        if (url.searchParams.get("client_id") !== clients.clientId) return json(400, { error: "invalid_client" });
        const redirectUri = url.searchParams.get("redirect_uri") ?? "";
        const back = new URL(redirectUri);
        if (state.authorizeMode === "deny") {
          back.searchParams.set("error", "access_denied");
          back.searchParams.set("error_description", "The user has denied your application access.");
        } else if (state.authorizeMode === "ok") {
          const code = randomBytes(8).toString("hex");
          codes.set(code, {
            challenge: url.searchParams.get("code_challenge") ?? undefined,
            redirectUri,
            nonce: url.searchParams.get("nonce") ?? undefined,
          });
          back.searchParams.set("code", code);
        }
        back.searchParams.set("state", url.searchParams.get("state") ?? "");
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }

      if (req.method === "POST" && (url.pathname === "/login/oauth/access_token" || url.pathname === "/token")) {
        if (state.tokenMode === "http-500") return json(500, { message: "Server Error" });
        if (state.tokenMode === "no-token") return json(200, { token_type: "bearer", scope: "" });
        const grant = codes.get(body.code ?? "");
        const verifierOk =
          grant?.challenge === undefined ||
          createHash("sha256")
            .update(body.code_verifier ?? "")
            .digest("base64url") === grant.challenge;
        const refused =
          state.tokenMode === "error-json" || !grant || !verifierOk || body.client_secret !== clients.clientSecret;
        const google = url.pathname === "/token";
        if (refused && google) {
          return json(400, { error: "invalid_grant", error_description: "Bad Request" });
        }
        if (refused) {
          return json(200, {
            error: "bad_verification_code",
            error_description: "The code passed is incorrect or expired.",
          });
        }
        codes.delete(body.code ?? "");
        const token = `${google ? "ya29." : "gho_"}${randomBytes(12).toString("hex")}`;
        tokens.add(token);
        if (!google) return json(200, { access_token: token, token_type: "bearer", scope: "read:user,user:email" });
        return void googleIdToken(grant.nonce).then((idToken) =>
          json(200, {
            access_token: token,
            expires_in: 3599,
            id_token: idToken,
            scope:
              "openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile",
            token_type: "Bearer",
          }),
        );
      }

      const authorized = tokens.has((req.headers.authorization ?? "").replace(/^Bearer /i, ""));
      if (url.pathname === "/api/user") {
        if (!authorized) return json(401, { message: "Bad credentials" });
        const p = state.profile;
        return json(200, {
          id: Number(p.id),
          login: p.login,
          name: p.name,
          email: null,
          avatar_url: "https://avatars.example/1",
        });
      }
      if (url.pathname === "/api/user/emails") {
        if (!authorized) return json(401, { message: "Bad credentials" });
        return json(200, [
          { email: state.profile.email, primary: true, verified: state.profile.verified, visibility: "private" },
        ]);
      }
      if (url.pathname === "/api/user/repos") {
        // contracts.md §2: GET /user/repos?sort=updated&per_page=100 (for importing projects).
        if (!authorized) return json(401, { message: "Bad credentials" });
        return json(200, fakeGithubRepos(state.profile.login));
      }
      if (url.pathname === "/userinfo") {
        if (!authorized) return json(401, { error: "invalid_token" });
        const p = state.profile;
        return json(200, {
          sub: p.id,
          email: p.email,
          email_verified: p.verified,
          name: p.name,
          picture: "https://lh3.example/p",
        });
      }
      json(404, { message: "Not Found" });
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    requests,
    state,
    githubConfig: { ...clients, webUrl: base, apiUrl: `${base}/api` },
    googleConfig: {
      ...clients,
      authUrl: `${base}/o/oauth2/v2/auth`,
      tokenUrl: `${base}/token`,
      userInfoUrl: `${base}/userinfo`,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The repositories the fake GitHub lists for a user, shaped like GitHub's repository objects. */
export function fakeGithubRepos(login: string) {
  return [
    {
      name: "weather-app",
      full_name: `${login}/weather-app`,
      description: "Forecasts for any city, offline-first",
      html_url: `https://github.com/${login}/weather-app`,
      homepage: "https://weather.example.com",
      language: "TypeScript",
      topics: ["react", "pwa"],
      stargazers_count: 42,
      fork: false,
      updated_at: "2026-10-01T10:00:00Z",
    },
    {
      name: "dotfiles",
      full_name: `${login}/dotfiles`,
      description: null,
      html_url: `https://github.com/${login}/dotfiles`,
      homepage: null,
      language: null,
      stargazers_count: 0,
      fork: true,
      updated_at: "2025-01-01T10:00:00Z",
    },
  ];
}
