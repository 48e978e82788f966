import { createHash } from "node:crypto";
import { apiMessage } from "@foliocraft/schemas";
import { AppError } from "../../../../errors";
import type { SiteFile } from "../../../export/service";
import type { DeployProgress } from "../../deploy-progress";
import { providerRequest } from "../../provider-http";
import type { VercelState } from "./vercel-provider";

interface DeploymentJson {
  id: string;
  url?: string;
  readyState?: string;
  alias?: string[];
  errorMessage?: string | null;
}

/** A Vercel deploy: the project to deploy to (created by Vercel on its first deployment) and the site's files. */
export interface VercelDeployInput {
  apiUrl: string;
  token: string;
  projectName: string;
  /** The team to deploy in, when chosen or found by an earlier run of this deploy (null: the personal account). */
  teamId?: string | null | undefined;
  files: SiteFile[];
  pollIntervalMs: number;
  maxPolls?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sha1 = (bytes: Uint8Array) => createHash("sha1").update(bytes).digest("hex");

/**
 * Publishes a site on Vercel (docs/contracts/vercel.md): every file is uploaded by its SHA-1 (`POST /v2/files`), then
 * one production deployment names them by path (`POST /v13/deployments`, no framework: the files are served as they
 * are) and is polled until READY or ERROR. The project is the portfolio's: Vercel creates it on the first deployment
 * and later deployments with the same name update it.
 *
 * Vercel scopes projects and deployments to a team with `?teamId=`, and a token created for a team reaches only that
 * team: the team is the one the person chose on the connection (copied onto the deploy when it was accepted), else the
 * token's (`GET /v2/user` → `defaultTeamId`, null for a personal account), found once per deploy and recorded; every
 * call after it carries it.
 */
export async function deployToVercel(input: VercelDeployInput, progress: DeployProgress<VercelState>) {
  const request = <T>(path: string, init: Parameters<typeof providerRequest>[2] = {}) =>
    providerRequest<T>("Vercel", `${input.apiUrl}${path}`, { ...init, token: input.token });

  let teamId = input.teamId;
  if (teamId === undefined) {
    teamId = (await request<{ user?: { defaultTeamId?: string | null } }>("/v2/user")).data.user?.defaultTeamId ?? null;
    await progress.update({ teamId });
  }
  const scope = teamId;
  const call = <T>(path: string, init: Parameters<typeof providerRequest>[2] = {}) => {
    if (!scope) return request<T>(path, init);
    const url = new URL(path, "http://vercel");
    url.searchParams.set("teamId", scope);
    return request<T>(`${url.pathname}${url.search}`, init);
  };

  await progress.update({ step: "uploading" });
  const manifest: { file: string; sha: string; size: number }[] = [];
  const uploaded = new Set<string>();
  for (const file of input.files) {
    const sha = sha1(file.bytes);
    manifest.push({ file: file.path, sha, size: file.bytes.byteLength });
    if (uploaded.has(sha)) continue; // the same bytes under two paths are one upload
    await call("/v2/files", {
      method: "POST",
      body: file.bytes,
      contentType: "application/octet-stream",
      headers: { "x-vercel-digest": sha },
    });
    uploaded.add(sha);
  }

  const created = (
    await call<DeploymentJson>("/v13/deployments?skipAutoDetectionConfirmation=1", {
      method: "POST",
      json: { name: input.projectName, files: manifest, target: "production", projectSettings: { framework: null } },
    })
  ).data;
  await progress.update({ step: "building", vercelDeploymentId: created.id });

  const maxPolls = input.maxPolls ?? 300;
  for (let i = 0; i < maxPolls; i++) {
    const current = (await call<DeploymentJson>(`/v13/deployments/${encodeURIComponent(created.id)}`)).data;
    if (current.readyState === "READY") {
      // The production alias (`{project}.vercel.app`, or the project's domain) is the address that stays.
      const host = current.alias?.[0] ?? current.url ?? created.url ?? "";
      return { url: host.startsWith("http") ? host : `https://${host}` };
    }
    if (current.readyState === "ERROR" || current.readyState === "CANCELED") {
      const said = current.errorMessage?.trim().slice(0, 500);
      throw new AppError("internal", apiMessage("deployVercelFailed"), {
        provider: "Vercel",
        ...(said ? { providerMessage: said } : {}),
      });
    }
    await sleep(input.pollIntervalMs);
  }
  throw new AppError("deadline-exceeded", apiMessage("deployVercelStillBuilding"), { provider: "Vercel" });
}
