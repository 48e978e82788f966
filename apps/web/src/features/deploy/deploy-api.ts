import {
  appInstallationAnswerSchema,
  deployAnswerSchema,
  deployConnectionListSchema,
  deployHistorySchema,
  deployStartedSchema,
} from "@foliocraft/schemas";
import type { DeployConnection, DeployProvider, DeployRequest, DeployView } from "@foliocraft/schemas";
import { apiFetch } from "../../lib/api-client";

// The deploy module's endpoints (apps/server/src/modules/deploy/routes.ts): same origin, session cookie.

/** Query key of the user's deploy connections. */
export const deployConnectionsQueryKey = ["deploy-connections"] as const;

/** Query key of one portfolio's deploy history. */
export const deployHistoryQueryKey = (portfolioId: string) => ["deploy-history", portfolioId] as const;

/** Query key of one deploy. */
export const deployQueryKey = (deployId: string) => ["deploy", deployId] as const;

const urlAnswer = {
  parse(data: unknown) {
    const url = (data as { url?: unknown } | null)?.url;
    if (typeof url !== "string") throw new Error("No URL in the answer");
    return { url };
  },
};

/** `GET /api/deploy/connections`. */
export async function fetchDeployConnections(signal?: AbortSignal): Promise<DeployConnection[]> {
  return (await apiFetch("/api/deploy/connections", { schema: deployConnectionListSchema, signal })).connections;
}

/** `POST /api/deploy/connections/{provider}/start`: the provider's page for the connect popup. */
export function startDeployConnection(provider: DeployProvider): Promise<{ url: string }> {
  return apiFetch(`/api/deploy/connections/${provider}/start`, { method: "POST", body: {}, schema: urlAnswer });
}

/** `POST /api/deploy/connections/{provider}/callback`: the provider's answer, exchanged on the server. */
export function finishDeployConnection(provider: DeployProvider, params: Record<string, string>): Promise<unknown> {
  return apiFetch(`/api/deploy/connections/${provider}/callback`, { method: "POST", body: params });
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
