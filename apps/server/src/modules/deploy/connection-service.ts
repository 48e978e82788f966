import { calculatePKCECodeChallenge, generateRandomCodeVerifier, generateRandomState } from "oauth4webapi";
import { symmetricDecrypt, symmetricEncrypt } from "better-auth/crypto";
import { apiMessage, deployProviderName, type DeployScopeList } from "@foliocraft/schemas";
import type { Config } from "../../config";
import { AppError } from "../../errors";
import { githubClient } from "../../lib/github-client";
import { exchangeAuthorizationCode } from "../../lib/oauth-code-exchange";
import { githubRequest, ProviderHttpError, toAppError, type ProviderName } from "./provider-http";
import { deployProvider } from "./providers/registry";
import type { OAuthSettings, ProviderState, ScopeChoice } from "./providers/types";
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
const displayName = (provider: DeployProvider) => deployProviderName(provider) as ProviderName;

// An OAuth error_description (from the address bar or the token endpoint) is never passed on: on our callback pages
// it would be anyone's text in our voice. The `error` code travels beside our own message, for support.

/**
 * Connects a user's provider account for deploys, whatever the provider (providers/registry.ts): OAuth providers
 * through their consent page (the code exchanged on the server, the state and PKCE verifier never leave it), token
 * providers with an API token the person created there, checked against the provider. Tokens are stored encrypted.
 */
export function createDeployConnectionService(deps: { repository: DeployRepository; config: Config }) {
  const { repository, config } = deps;
  const secret = config.secret ?? "";

  /** 503 when this server is not set up for the provider. */
  const notConfigured = (provider: DeployProvider) =>
    new AppError("unavailable", apiMessage("deployProviderNotConfigured", { provider: displayName(provider) }), {
      provider,
    });

  /** The provider's OAuth app (contracts.md §2, §3), or 503 when this server has none (or it takes tokens). */
  function oauthSettings(provider: DeployProvider): OAuthSettings {
    const { connect } = deployProvider(provider);
    const settings = connect.kind === "oauth" ? connect.settings(config) : undefined;
    if (!settings) throw notConfigured(provider);
    return settings;
  }

  /** The provider's API base, or 503 when this server is not set up for it. */
  function apiUrlOf(provider: DeployProvider): string {
    const apiUrl = deployProvider(provider).apiUrl(config);
    if (!apiUrl) throw notConfigured(provider);
    return apiUrl;
  }

  async function exchange(provider: DeployProvider, code: string, verifier: string | null) {
    const settings = oauthSettings(provider);
    const name = displayName(provider);
    const result = await exchangeAuthorizationCode(
      {
        // Neither GitHub nor Netlify is an OpenID provider: the authorize page's site stands for the issuer.
        issuer: new URL(settings.authorizeUrl).origin,
        tokenUrl: settings.tokenUrl,
        clientId: settings.clientId,
        clientSecret: settings.clientSecret,
        redirectUri: settings.redirectUri,
        timeoutMs: 15_000,
      },
      code,
      verifier,
    );
    if (result.ok) return { token: result.tokens.access_token, scope: result.tokens.scope ?? "" };
    if (result.failure === "unreachable")
      throw new AppError("unavailable", apiMessage("deployProviderUnreachableRetry", { provider: name }));
    if (result.failure === "http-error" && result.status >= 500)
      throw new AppError("unavailable", apiMessage("deployProviderDown", { provider: name }));
    // GitHub reports a bad code as 200 with `error` (contracts.md §2); Netlify with a 4xx.
    if (result.failure !== "unexpected" && result.error) {
      throw new AppError("invalid-argument", apiMessage("deployCodeRejected", { provider: name }), {
        provider,
        error: result.error,
      });
    }
    throw new AppError("invalid-argument", apiMessage("deployNoAccessToken"), { provider });
  }

  async function accountLogin(provider: DeployProvider, token: string): Promise<string> {
    try {
      return await deployProvider(provider).account(apiUrlOf(provider), token);
    } catch (err) {
      throw toAppError(err);
    }
  }

  /** Stores a connection's token encrypted and answers it as the web sees it. */
  async function save(userId: string, provider: DeployProvider, token: string, scope: string, login: string) {
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
  }

  /** The stored token, or undefined when it cannot be decrypted any more (encrypted under another SECRET). */
  async function readToken(encrypted: string): Promise<string | undefined> {
    try {
      return await symmetricDecrypt({ key: secret, data: encrypted });
    } catch {
      return undefined;
    }
  }

  async function credentials(
    userId: string,
    provider: DeployProvider,
  ): Promise<{ token: string; login: string; state: ProviderState }> {
    const row = await repository.connection(userId, provider);
    if (!row) {
      throw new AppError("invalid-argument", apiMessage("deployConnectFirst", { provider: displayName(provider) }), {
        provider,
        connect: true,
      });
    }
    const token = await readToken(row.accessTokenEncrypted);
    if (token === undefined) {
      throw new AppError(
        "invalid-argument",
        apiMessage("deployConnectionUnreadable", { provider: displayName(provider) }),
        { provider, connect: true, reconnect: true },
      );
    }
    return { token, login: row.accountLogin, state: row.providerState };
  }

  /** The provider's choice of scope, or a 400 for a provider that offers none. */
  function scopeChoice(provider: DeployProvider): ScopeChoice {
    const choice = deployProvider(provider).scopes;
    if (!choice) {
      throw new AppError(
        "invalid-argument",
        apiMessage("deployScopesNotOffered", { provider: displayName(provider) }),
        { provider },
      );
    }
    return choice;
  }

  /** Where the user's token can deploy, as the provider answers now. */
  async function listScopes(userId: string, provider: DeployProvider) {
    const choice = scopeChoice(provider);
    const { token, state } = await credentials(userId, provider);
    try {
      return { choice, state, ...(await choice.list(apiUrlOf(provider), token)) };
    } catch (err) {
      throw toAppError(err);
    }
  }

  return {
    /** The provider's authorize URL for this user; the state (and GitHub's PKCE verifier) are kept here. */
    async start(userId: string, provider: DeployProvider): Promise<{ url: string }> {
      const settings = oauthSettings(provider);
      const state = generateRandomState();
      const verifier = settings.pkce ? generateRandomCodeVerifier() : null;
      await repository.saveState({
        state,
        userId,
        provider,
        codeVerifier: verifier,
        expiresAt: new Date(Date.now() + stateLifetimeMs),
      });
      const url = new URL(settings.authorizeUrl);
      url.searchParams.set("client_id", settings.clientId);
      url.searchParams.set("redirect_uri", settings.redirectUri);
      url.searchParams.set("state", state);
      for (const [key, value] of Object.entries(settings.authorizeParams)) url.searchParams.set(key, value);
      if (verifier) {
        url.searchParams.set("code_challenge", await calculatePKCECodeChallenge(verifier));
        url.searchParams.set("code_challenge_method", "S256");
      }
      return { url: url.toString() };
    },

    async callback(userId: string, provider: DeployProvider, input: CallbackInput): Promise<ConnectionView> {
      oauthSettings(provider);
      const pending = input.state ? await repository.takeState(input.state) : undefined;
      if (!pending || pending.userId !== userId || pending.provider !== provider || pending.expiresAt < new Date()) {
        throw new AppError(
          "invalid-argument",
          apiMessage("deployConnectionExpired", { provider: displayName(provider) }),
          { provider },
        );
      }
      if (input.error) {
        throw new AppError(
          "invalid-argument",
          apiMessage("deployAccessNotGranted", { provider: displayName(provider) }),
          {
            provider,
            error: input.error,
          },
        );
      }
      if (!input.code) {
        throw new AppError("invalid-argument", apiMessage("deployNoCode", { provider: displayName(provider) }), {
          provider,
        });
      }
      const { token, scope } = await exchange(provider, input.code, pending.codeVerifier);
      return save(userId, provider, token, scope, await accountLogin(provider, token));
    },

    /**
     * Connects a token provider with an API token the person created there: checked by asking the provider whose it
     * is (a refused token is a 400 on the field, never stored), then stored encrypted like an OAuth token.
     */
    async connectWithToken(userId: string, provider: DeployProvider, token: string): Promise<ConnectionView> {
      if (deployProvider(provider).connect.kind !== "token") {
        throw new AppError("invalid-argument", apiMessage("deployTokenNotUsed", { provider: displayName(provider) }), {
          provider,
        });
      }
      const apiUrl = apiUrlOf(provider);
      let login: string;
      try {
        login = await deployProvider(provider).account(apiUrl, token);
      } catch (err) {
        if (err instanceof ProviderHttpError && (err.status === 401 || err.status === 403)) {
          throw new AppError(
            "invalid-argument",
            apiMessage("deployTokenRejected", { provider: displayName(provider) }),
            {
              provider,
              field: "token",
            },
          );
        }
        throw toAppError(err);
      }
      return save(userId, provider, token, "", login);
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
        throw new AppError("not-found", apiMessage("deployNotConnected", { provider: displayName(provider) }));
      }
    },

    /** The decrypted token, login and choices of a connection, or a 400 asking to connect (again) first. */
    credentials,

    /**
     * Where the user's connection can deploy (Vercel: the personal account and the token's teams) and where it deploys
     * now: the team chosen if it is still listed, else the token's default.
     */
    async scopes(userId: string, provider: DeployProvider): Promise<DeployScopeList> {
      const { choice, state, scopes, fallback } = await listScopes(userId, provider);
      const chosen = choice.chosen(state);
      const listed = chosen === null || scopes.some((scope) => scope.teamId === chosen);
      return { scopes, selected: chosen !== undefined && listed ? chosen : fallback };
    },

    /**
     * Records where the user's deploys go: the personal account (null) or a team the token reaches now (asked of the
     * provider, so a forged or lost team is refused before any deploy tries it).
     */
    async chooseScope(userId: string, provider: DeployProvider, teamId: string | null): Promise<DeployScopeList> {
      const { choice, scopes } = await listScopes(userId, provider);
      if (!scopes.some((scope) => scope.teamId === teamId)) {
        throw new AppError("invalid-argument", apiMessage("deployScopeUnknown", { provider: displayName(provider) }), {
          provider,
          field: "teamId",
        });
      }
      // The connection can have gone in the meantime (disconnected in another tab): then there is nothing to save.
      if (!(await repository.saveConnectionState(userId, provider, choice.remember(teamId)))) {
        throw new AppError("not-found", apiMessage("deployNotConnected", { provider: displayName(provider) }));
      }
      return { scopes, selected: teamId };
    },

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
      const github = githubClient(apiUrlOf("github"), token, 60_000);
      const installations = await githubRequest(() =>
        github.rest.apps.listInstallationsForAuthenticatedUser({ per_page: 100 }),
      ).then(
        (data) => data.installations ?? [],
        (err: unknown) => {
          throw toAppError(err);
        },
      );
      const found = installations.find((i) => i.id === installationId);
      if (!found) {
        throw new AppError("permission-denied", apiMessage("deployInstallationNotFound"), { provider: "github" });
      }
      return {
        installationId,
        // An installation on an enterprise has a slug, not a login.
        account: found.account && "login" in found.account ? found.account.login : null,
        setupAction: input.setup_action === "update" ? ("update" as const) : ("install" as const),
      };
    },
  };
}

/** Deploy connections. */
export type DeployConnectionService = ReturnType<typeof createDeployConnectionService>;
