import {
  appInstallationAnswerSchema,
  deployAnswerSchema,
  deployConnectionAnswerSchema,
  deployAuthorizeUrlSchema,
  deployConnectionListSchema,
  deployHistorySchema,
  deployScopeListSchema,
  deployStartedSchema,
} from "@foliocraft/schemas";
import type { DeployConnection, DeployProvider, DeployRequest, DeployScopeList, DeployView } from "@foliocraft/schemas";
import { apiFetch } from "../../lib/api-client";

// The deploy module's endpoints (apps/server/src/modules/deploy/routes.ts): same origin, session cookie.

/** Query key of the user's deploy connections. */
export const deployConnectionsQueryKey = ["deploy-connections"] as const;

/** Query key of one portfolio's deploy history. */
export const deployHistoryQueryKey = (portfolioId: string) => ["deploy-history", portfolioId] as const;

/** Query key of one deploy. */
export const deployQueryKey = (deployId: string) => ["deploy", deployId] as const;

/** `GET /api/deploy/connections`. */
export async function fetchDeployConnections(signal?: AbortSignal): Promise<DeployConnection[]> {
  return (await apiFetch("/api/deploy/connections", { schema: deployConnectionListSchema, signal })).connections;
}

/** `POST /api/deploy/connections/{provider}/start`: the provider's page for the connect popup. */
export function startDeployConnection(provider: DeployProvider): Promise<{ url: string }> {
  return apiFetch(`/api/deploy/connections/${provider}/start`, {
    method: "POST",
    body: {},
    schema: deployAuthorizeUrlSchema,
  });
}

/** `POST /api/deploy/connections/{provider}/callback`: the provider's answer, exchanged on the server. */
export function finishDeployConnection(provider: DeployProvider, params: Record<string, string>): Promise<unknown> {
  return apiFetch(`/api/deploy/connections/${provider}/callback`, { method: "POST", body: params });
}

/** `POST /api/deploy/connections/{provider}/token`: an API token the person created on the provider. */
export async function connectDeployToken(provider: DeployProvider, token: string): Promise<DeployConnection> {
  return (
    await apiFetch(`/api/deploy/connections/${provider}/token`, {
      method: "POST",
      body: { token },
      schema: deployConnectionAnswerSchema,
    })
  ).connection;
}

/** Query key of where a connection's deploys can go; `connectedAt` changes with the token, and so do the teams. */
export const deployScopesQueryKey = (provider: DeployProvider, connectedAt: string) =>
  ["deploy-scopes", provider, connectedAt] as const;

/** `GET /api/deploy/connections/{provider}/scopes`: the personal account, the token's teams, and the one in use. */
export function fetchDeployScopes(provider: DeployProvider, signal?: AbortSignal): Promise<DeployScopeList> {
  return apiFetch(`/api/deploy/connections/${provider}/scopes`, { schema: deployScopeListSchema, signal });
}

/** `PUT /api/deploy/connections/{provider}/scope`: where the next deploys go (null: the personal account). */
export function chooseDeployScope(provider: DeployProvider, teamId: string | null): Promise<DeployScopeList> {
  return apiFetch(`/api/deploy/connections/${provider}/scope`, {
    method: "PUT",
    body: { teamId },
    schema: deployScopeListSchema,
  });
}

/** `DELETE /api/deploy/connections/{provider}`. */
export async function disconnectDeployProvider(provider: DeployProvider): Promise<void> {
  await apiFetch(`/api/deploy/connections/${provider}`, { method: "DELETE" });
}

/** `POST /api/deploy/github/app/callback`: the installation, verified with the user's own GitHub token. */
export async function verifyAppInstallation(params: Record<string, string>): Promise<{ installationId: number }> {
  return (
    await apiFetch("/api/deploy/github/app/callback", {
      method: "POST",
      body: params,
      schema: appInstallationAnswerSchema,
    })
  ).installation;
}

/** `POST /api/portfolios/{id}/deploys` (202): the new deploy's id. */
export async function startDeploy(portfolioId: string, body: DeployRequest): Promise<string> {
  return (
    await apiFetch(`/api/portfolios/${encodeURIComponent(portfolioId)}/deploys`, {
      method: "POST",
      body,
      schema: deployStartedSchema,
    })
  ).deployId;
}

/** `GET /api/deploys/{id}`. */
export async function fetchDeploy(deployId: string, signal?: AbortSignal): Promise<DeployView> {
  return (await apiFetch(`/api/deploys/${encodeURIComponent(deployId)}`, { schema: deployAnswerSchema, signal }))
    .deploy;
}

/** `GET /api/portfolios/{id}/deploys`: newest first. */
export async function fetchDeployHistory(portfolioId: string, signal?: AbortSignal): Promise<DeployView[]> {
  return (
    await apiFetch(`/api/portfolios/${encodeURIComponent(portfolioId)}/deploys`, {
      schema: deployHistorySchema,
      signal,
    })
  ).deploys;
}
