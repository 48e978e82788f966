import { createHash, randomBytes } from "node:crypto";
import { symmetricDecrypt, symmetricEncrypt } from "better-auth/crypto";
import { apiMessage } from "@foliocraft/schemas";
import type { Config } from "../../config";
import { AppError } from "../../errors";
import { providerRequest, toAppError, type ProviderName } from "./provider-http";
import type { DeployProvider, DeployRepository } from "./repository";

/** What the web's callback page posts back: the provider's query parameters as they arrived. */
export interface CallbackInput {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
  error_description?: string | undefined;
}

/** A connection as the web sees it (never the token). */
export interface ConnectionView {
  provider: DeployProvider;
  login: string;
  scope: string;
  createdAt: string;
  /** The stored token can no longer be read (the server's SECRET changed): the person must connect again. */
  needsReconnect: boolean;
}

/** What the GitHub App's setup URL receives (contracts.md §2), passed on by the web's callback page. */
export interface AppInstallInput {
  installation_id?: string | undefined;
  setup_action?: string | undefined;
  error?: string | undefined;
  error_description?: string | undefined;
}

const stateLifetimeMs = 10 * 60 * 1000; // GitHub codes expire in 10 minutes (contracts.md §2).
const displayName: Record<DeployProvider, ProviderName> = { github: "GitHub", netlify: "Netlify" };

// An OAuth error_description (from the address bar or the token endpoint) is never passed on: on our callback pages
// it would be anyone's text in our voice. The `error` code travels beside our own message, for support.

/**
 * Connects a user's GitHub (scope `public_repo`, asked here only) or Netlify account for deploys: the code is
 * exchanged on the server, the state and PKCE verifier never leave it, and the token is stored encrypted.
 */
export function createDeployConnectionService(deps: {
  repository: DeployRepository;
  config: Pick<Config, "publicUrl" | "secret" | "github" | "netlify">;
}) {
  const { repository, config } = deps;
  const secret = config.secret ?? "";
  const redirectUri: Record<DeployProvider, string> = {
    // A subdirectory of the sign-in callback, so the one registered GitHub callback URL covers both (contracts §2).
    github: `${config.publicUrl}/auth/github/callback/deploy`,
    netlify: `${config.publicUrl}/auth/netlify/callback`,
  };

  /** The provider's OAuth endpoints (contracts.md §2, §3), or 503 when this server has no app for it. */
  function configured(provider: DeployProvider) {
    const { github, netlify } = config;
    if (provider === "github" && github) {
      return {
        ...github,
        authorizeUrl: `${github.webUrl}/login/oauth/authorize`,
        tokenUrl: `${github.webUrl}/login/oauth/access_token`,
      };
    }
    if (provider === "netlify" && netlify) return { ...netlify, authorizeUrl: netlify.authUrl };
    throw new AppError("unavailable", apiMessage("deployProviderNotConfigured", { provider: displayName[provider] }), {
      provider,
    });
  }

  async function exchange(provider: DeployProvider, code: string, verifier: string | null) {
    const settings = configured(provider);
    const form = new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: redirectUri[provider],
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
    });
    if (verifier) form.set("code_verifier", verifier);
    let res: Response;
    try {
      res = await fetch(settings.tokenUrl, {
        method: "POST",
        headers: { accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
        body: form.toString(),
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw new AppError(
        "unavailable",
        apiMessage("deployProviderUnreachableRetry", { provider: displayName[provider] }),
      );
    }
    if (res.status >= 500) {
      throw new AppError("unavailable", apiMessage("deployProviderDown", { provider: displayName[provider] }));
    }
    const body = (await res.json().catch(() => ({}))) as Record<string, string | undefined>;
    // GitHub reports a bad code as 200 with `error` (contracts.md §2); Netlify with a 4xx.
    if (body.error) {
      throw new AppError("invalid-argument", apiMessage("deployCodeRejected", { provider: displayName[provider] }), {
        provider,
        error: body.error,
      });
    }
    if (!res.ok || !body.access_token)
      throw new AppError("invalid-argument", apiMessage("deployNoAccessToken"), { provider });
    return { token: body.access_token, scope: body.scope ?? "" };
  }

  async function accountLogin(provider: DeployProvider, token: string): Promise<string> {
    try {
      if (provider === "github") {
        const { data } = await providerRequest<{ login: string }>("GitHub", `${configured("github").apiUrl}/user`, {
          token,
        });
        return data.login;
      }
      const { data } = await providerRequest<{ email?: string; full_name?: string }>(
        "Netlify",
        `${configured("netlify").apiUrl}/user`,
        { token },
      );
      return data.email ?? data.full_name ?? "Netlify";
    } catch (err) {
      throw toAppError(err);
    }
  }

  /** The stored token, or undefined when it cannot be decrypted any more (encrypted under another SECRET). */
  async function readToken(encrypted: string): Promise<string | undefined> {
    try {
      return await symmetricDecrypt({ key: secret, data: encrypted });
    } catch {
      return undefined;
    }
  }

  async function credentials(userId: string, provider: DeployProvider): Promise<{ token: string; login: string }> {
    const row = await repository.connection(userId, provider);
    if (!row) {
      throw new AppError("invalid-argument", apiMessage("deployConnectFirst", { provider: displayName[provider] }), {
        provider,
        connect: true,
      });
    }
    const token = await readToken(row.accessTokenEncrypted);
    if (token === undefined) {
      throw new AppError(
        "invalid-argument",
        apiMessage("deployConnectionUnreadable", { provider: displayName[provider] }),
        { provider, connect: true, reconnect: true },
      );
    }
    return { token, login: row.accountLogin };
  }

  return {
    /** The provider's authorize URL for this user; the state (and GitHub's PKCE verifier) are kept here. */
    async start(userId: string, provider: DeployProvider): Promise<{ url: string }> {
      const settings = configured(provider);
      const state = randomBytes(24).toString("base64url");
      const verifier = provider === "github" ? randomBytes(32).toString("base64url") : null;
      await repository.saveState({
        state,
        userId,
        provider,
        codeVerifier: verifier,
        expiresAt: new Date(Date.now() + stateLifetimeMs),
      });
      const url = new URL(settings.authorizeUrl);
      url.searchParams.set("client_id", settings.clientId);
      url.searchParams.set("redirect_uri", redirectUri[provider]);
      url.searchParams.set("state", state);
      if (provider === "github" && verifier) {
        url.searchParams.set("scope", "public_repo");
        url.searchParams.set("allow_signup", "false");
        url.searchParams.set("code_challenge", createHash("sha256").update(verifier).digest("base64url"));
        url.searchParams.set("code_challenge_method", "S256");
      } else {
        url.searchParams.set("response_type", "code");
      }
      return { url: url.toString() };
    },

    async callback(userId: string, provider: DeployProvider, input: CallbackInput): Promise<ConnectionView> {
      configured(provider);
      const pending = input.state ? await repository.takeState(input.state) : undefined;
      if (!pending || pending.userId !== userId || pending.provider !== provider || pending.expiresAt < new Date()) {
        throw new AppError(
          "invalid-argument",
          apiMessage("deployConnectionExpired", { provider: displayName[provider] }),
          { provider },
        );
      }
      if (input.error) {
        throw new AppError(
          "invalid-argument",
          apiMessage("deployAccessNotGranted", { provider: displayName[provider] }),
          {
            provider,
            error: input.error,
          },
        );
      }
      if (!input.code) {
        throw new AppError("invalid-argument", apiMessage("deployNoCode", { provider: displayName[provider] }), {
          provider,
        });
      }
      const { token, scope } = await exchange(provider, input.code, pending.codeVerifier);
      const login = await accountLogin(provider, token);
      const createdAt = new Date();
      await repository.saveConnection({
        userId,
        provider,
        accessTokenEncrypted: await symmetricEncrypt({ key: secret, data: token }),
        scope,
        accountLogin: login,
        createdAt,
      });
      return { provider, login, scope, createdAt: createdAt.toISOString(), needsReconnect: false };
    },

    async list(userId: string): Promise<ConnectionView[]> {
      const rows = await repository.connections(userId);
      return Promise.all(
        rows.map(async (r) => ({
          provider: r.provider,
          login: r.accountLogin,
          scope: r.scope,
          createdAt: r.createdAt.toISOString(),
          needsReconnect: (await readToken(r.accessTokenEncrypted)) === undefined,
        })),
      );
    },

    async disconnect(userId: string, provider: DeployProvider): Promise<void> {
      if (!(await repository.deleteConnection(userId, provider))) {
        throw new AppError("not-found", apiMessage("deployNotConnected", { provider: displayName[provider] }));
      }
    },

    /** The decrypted token and login of a connection, or a 400 asking to connect (again) first. */
    credentials,

    /**
     * The GitHub App's setup callback: `installation_id` comes from the address bar and can be forged, so it counts
     * only when the user's own GitHub token lists that installation (GET /user/installations, contracts.md §2).
     */
    async verifyAppInstallation(userId: string, input: AppInstallInput) {
      if (input.error) {
        throw new AppError("invalid-argument", apiMessage("deployAppNotInstalled"), {
          provider: "github",
          error: input.error,
        });
      }
      const installationId = Number(input.installation_id);
      if (
        !input.installation_id ||
        !/^\d{1,20}$/.test(input.installation_id) ||
        !Number.isSafeInteger(installationId)
      ) {
        throw new AppError("invalid-argument", apiMessage("deployNoInstallationId"), { provider: "github" });
      }
      const { token } = await credentials(userId, "github");
      let installations: { id: number; account?: { login?: string } | null }[];
      try {
        const { data } = await providerRequest<{ installations?: typeof installations }>(
          "GitHub",
          `${configured("github").apiUrl}/user/installations?per_page=100`,
          { token },
        );
        installations = data.installations ?? [];
      } catch (err) {
        throw toAppError(err);
      }
      const found = installations.find((i) => i.id === installationId);
      if (!found) {
        throw new AppError("permission-denied", apiMessage("deployInstallationNotFound"), { provider: "github" });
      }
      return {
        installationId,
        account: found.account?.login ?? null,
        setupAction: input.setup_action === "update" ? ("update" as const) : ("install" as const),
      };
    },
  };
}

/** Deploy connections. */
export type DeployConnectionService = ReturnType<typeof createDeployConnectionService>;
