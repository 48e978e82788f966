import { randomBytes } from "node:crypto";
import { apiMessage } from "@foliocraft/schemas";
import { AppError } from "../../../../errors";
import { providerRequest, ProviderHttpError } from "../../provider-http";
import type { DeployProgress } from "../../deploy-progress";
import { siteSlug } from "../site-slug";
import type { NetlifyState } from "./netlify-provider";

interface SiteJson {
  id: string;
  name: string;
  ssl_url?: string;
  url?: string;
}
interface DeployJson {
  id: string;
  state: string;
  ssl_url?: string;
  deploy_url?: string;
  error_message?: string | null;
}

/** A Netlify deploy: the site to reuse (a re-deploy) or the name to create one under, and the ZIP to publish. */
export interface NetlifyDeployInput {
  apiUrl: string;
  token: string;
  siteId: string | undefined;
  siteName: string;
  zip: Uint8Array;
  pollIntervalMs: number;
  maxPolls?: number;
  /** How many suffixed names are tried when the name is taken. */
  nameAttempts?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `Ama's Portfolio` → `amas-portfolio`: Netlify site names are lower-case letters, digits and hyphens. */
export const netlifySiteName = siteSlug;

/**
 * Publishes a site's ZIP on Netlify (contracts.md §3): reuses the portfolio's site, or creates one (a taken name is
 * retried with a suffix), uploads the ZIP as a deploy and polls it until `ready` or `error`.
 */
export async function deployToNetlify(
  input: NetlifyDeployInput,
  progress: DeployProgress<NetlifyState>,
): Promise<{ url: string }> {
  const call = <T>(
    path: string,
    init: { method?: string; json?: unknown; body?: Uint8Array; contentType?: string } = {},
  ) => providerRequest<T>("Netlify", `${input.apiUrl}${path}`, { ...init, token: input.token });

  let site: SiteJson | undefined;
  if (input.siteId) {
    try {
      site = (await call<SiteJson>(`/sites/${input.siteId}`)).data;
    } catch (err) {
      // The site was deleted on Netlify: a new one is created below.
      if (!(err instanceof ProviderHttpError && err.status === 404)) throw err;
    }
  }
  const attempts = input.nameAttempts ?? 3;
  for (let i = 0; !site; i++) {
    const name = i === 0 ? input.siteName : `${input.siteName}-${randomBytes(3).toString("hex")}`;
    try {
      site = (await call<SiteJson>("/sites", { method: "POST", json: { name } })).data;
    } catch (err) {
      if (!(err instanceof ProviderHttpError && err.status === 422) || i + 1 >= attempts) {
        if (err instanceof ProviderHttpError && err.status === 422) {
          const suggestion = `${input.siteName}-${randomBytes(2).toString("hex")}`;
          throw new AppError("aborted", apiMessage("deployNetlifyNameTaken", { name: input.siteName, suggestion }), {
            provider: "Netlify",
            suggestion,
          });
        }
        throw err;
      }
    }
  }
  await progress.update({ step: "uploading", netlifySiteId: site.id });

  const deploy = (
    await call<DeployJson>(`/sites/${site.id}/deploys`, {
      method: "POST",
      body: input.zip,
      contentType: "application/zip",
    })
  ).data;
  await progress.update({ step: "building", netlifyDeployId: deploy.id });

  const maxPolls = input.maxPolls ?? 300;
  for (let i = 0; i < maxPolls; i++) {
    const current = (await call<DeployJson>(`/deploys/${deploy.id}`)).data;
    if (current.state === "ready")
      return { url: current.ssl_url ?? site.ssl_url ?? current.deploy_url ?? site.url ?? "" };
    if (current.state === "error") {
      // Netlify's own words about it, quoted beside the message.
      const said = current.error_message?.trim().slice(0, 500);
      throw new AppError("internal", apiMessage("deployNetlifyPublishFailed"), {
        provider: "Netlify",
        ...(said ? { providerMessage: said } : {}),
      });
    }
    await sleep(input.pollIntervalMs);
  }
  throw new AppError("deadline-exceeded", apiMessage("deployNetlifyStillProcessing"), { provider: "Netlify" });
}
