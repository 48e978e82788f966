import { blake3 } from "@noble/hashes/blake3.js";
import { bytesToHex } from "@noble/hashes/utils.js";
import { apiMessage } from "@foliocraft/schemas";
import { AppError } from "../../../../errors";
import type { SiteFile } from "../../../export/service";
import type { DeployProgress } from "../../deploy-progress";
import { providerRequest, ProviderHttpError } from "../../provider-http";
import type { CloudflareState } from "./cloudflare-provider";

/** Cloudflare's answer envelope (docs/contracts/cloudflare-pages.md). */
interface Envelope<T> {
  success: boolean;
  result: T;
}
interface ProjectJson {
  name: string;
  subdomain?: string;
}
interface DeploymentJson {
  id: string;
  url?: string;
  latest_stage?: { name?: string; status?: string };
}

/** A Cloudflare Pages deploy: the account and project to deploy to, and the site's files. */
export interface CloudflareDeployInput {
  apiUrl: string;
  token: string;
  /** The account a re-run already found, or undefined to take the token's account. */
  accountId: string | undefined;
  projectName: string;
  files: SiteFile[];
  pollIntervalMs: number;
  maxPolls?: number;
  /** Files per upload request (Cloudflare's Direct Upload takes batches). */
  batchSize?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const extension = (path: string) => /\.([^./]+)$/.exec(path)?.[1] ?? "";
const contentTypes: Record<string, string> = {
  html: "text/html",
  css: "text/css",
  js: "application/javascript",
  json: "application/json",
  txt: "text/plain",
  xml: "application/xml",
  svg: "image/svg+xml",
  png: "image/png",
  webp: "image/webp",
  ico: "image/x-icon",
  pdf: "application/pdf",
  woff2: "font/woff2",
};

/** The asset key Direct Upload uses (as Wrangler computes it): BLAKE3 of the base64 content and the extension. */
export function pagesAssetHash(file: SiteFile): string {
  const base64 = Buffer.from(file.bytes).toString("base64");
  return bytesToHex(blake3(new TextEncoder().encode(base64 + extension(file.path)))).slice(0, 32);
}

/** The first account the token can use; Pages projects live in an account. */
export async function cloudflareAccount(apiUrl: string, token: string): Promise<{ id: string; name: string }> {
  const { data } = await providerRequest<Envelope<{ id: string; name: string }[]>>(
    "Cloudflare",
    `${apiUrl}/accounts?per_page=50`,
    { token },
  );
  const [account] = data.result ?? [];
  if (!account)
    throw new AppError("invalid-argument", apiMessage("deployCloudflareNoAccount"), { provider: "cloudflare" });
  return account;
}

/**
 * Publishes a site on Cloudflare Pages by Direct Upload (docs/contracts/cloudflare-pages.md): the project is reused or
 * created, the files Cloudflare does not have yet are uploaded with a short-lived upload token (check-missing, upload,
 * upsert-hashes), then one deployment names every file by its hash (the manifest) and is polled until its deploy
 * stage succeeds or fails.
 */
export async function deployToCloudflarePages(
  input: CloudflareDeployInput,
  progress: DeployProgress<CloudflareState>,
): Promise<{ url: string }> {
  const call = <T>(path: string, init: Parameters<typeof providerRequest>[2] = {}) =>
    providerRequest<Envelope<T>>("Cloudflare", `${input.apiUrl}${path}`, { token: input.token, ...init });

  const accountId = input.accountId ?? (await cloudflareAccount(input.apiUrl, input.token)).id;
  const projects = `/accounts/${encodeURIComponent(accountId)}/pages/projects`;
  const projectPath = `${projects}/${encodeURIComponent(input.projectName)}`;
  let project: ProjectJson;
  try {
    project = (await call<ProjectJson>(projectPath)).data.result;
  } catch (err) {
    if (!(err instanceof ProviderHttpError && err.status === 404)) throw err;
    project = (
      await call<ProjectJson>(projects, {
        method: "POST",
        json: { name: input.projectName, production_branch: "main" },
      })
    ).data.result;
  }
  await progress.update({ step: "uploading", accountId, cloudflareProject: project.name });

  // Only what Cloudflare does not have yet is uploaded; the same bytes under two paths are one asset.
  const jwt = (await call<{ jwt: string }>(`${projectPath}/upload-token`)).data.result.jwt;
  const manifest: Record<string, string> = {};
  const assets = new Map<string, SiteFile>();
  for (const file of input.files) {
    const hash = pagesAssetHash(file);
    manifest[`/${file.path}`] = hash;
    assets.set(hash, file);
  }
  const hashes = [...assets.keys()];
  const missing = (
    await call<string[]>("/pages/assets/check-missing", { method: "POST", token: jwt, json: { hashes } })
  ).data.result;
  const batchSize = input.batchSize ?? 50;
  for (let i = 0; i < missing.length; i += batchSize) {
    const batch = missing.slice(i, i + batchSize).map((hash) => {
      const file = assets.get(hash)!;
      return {
        key: hash,
        value: Buffer.from(file.bytes).toString("base64"),
        metadata: { contentType: contentTypes[extension(file.path).toLowerCase()] ?? "application/octet-stream" },
        base64: true,
      };
    });
    await call("/pages/assets/upload", { method: "POST", token: jwt, json: batch });
  }
  await call("/pages/assets/upsert-hashes", { method: "POST", token: jwt, json: { hashes } });

  const form = new FormData();
  form.set("manifest", JSON.stringify(manifest));
  form.set("branch", "main");
  const created = (await call<DeploymentJson>(`${projectPath}/deployments`, { method: "POST", body: form })).data
    .result;
  await progress.update({ step: "building", cloudflareDeploymentId: created.id });

  const maxPolls = input.maxPolls ?? 300;
  for (let i = 0; i < maxPolls; i++) {
    const current = (await call<DeploymentJson>(`${projectPath}/deployments/${encodeURIComponent(created.id)}`)).data
      .result;
    const stage = current.latest_stage;
    if (stage?.status === "failure") {
      throw new AppError("internal", apiMessage("deployCloudflareFailed"), { provider: "Cloudflare" });
    }
    if (stage?.name === "deploy" && stage.status === "success") {
      // The production address ({project}.pages.dev) stays; the deployment's own URL is this version only.
      return { url: project.subdomain ? `https://${project.subdomain}` : (current.url ?? created.url ?? "") };
    }
    await sleep(input.pollIntervalMs);
  }
  throw new AppError("deadline-exceeded", apiMessage("deployCloudflareStillDeploying"), { provider: "Cloudflare" });
}
