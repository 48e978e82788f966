import { apiMessage } from "@foliocraft/schemas";
import { AppError } from "../../../../errors";
import { isSiteName, siteSlug } from "../site-slug";
import type { DeployProviderPlugin } from "../types";
import { cloudflareAccount, deployToCloudflarePages } from "./cloudflare-deploy";

/**
 * What a Cloudflare Pages deploy records: the project it goes to (fixed at start), then the account, the project as
 * Cloudflare named it and the deployment it created.
 */
export type CloudflareState = {
  projectName?: string | null;
  accountId?: string | null;
  cloudflareProject?: string | null;
  cloudflareDeploymentId?: string | null;
};

/**
 * Cloudflare Pages (docs/contracts/cloudflare-pages.md): connected with an API token the person creates with the
 * "Cloudflare Pages: Edit" permission, deploys the site's files to the portfolio's Pages project by Direct Upload.
 */
export const cloudflareProvider: DeployProviderPlugin<CloudflareState> = {
  id: "cloudflare",
  connect: { kind: "token" },
  apiUrl: (config) => config.cloudflare?.apiUrl,
  pollIntervalMs: 2000,

  account: async (apiUrl, token) => (await cloudflareAccount(apiUrl, token)).name,

  validate(request) {
    if (request.siteName !== undefined && !isSiteName(request.siteName)) {
      throw new AppError("invalid-argument", apiMessage("deployProjectNameInvalid", { provider: "Cloudflare Pages" }), {
        field: "siteName",
      });
    }
  },

  // The portfolio keeps its project: a re-deploy updates the one the previous deploy went to.
  plan: ({ request, previous, base }) => ({
    projectName:
      request.siteName ?? previous.find((s) => s.cloudflareProject)?.cloudflareProject ?? siteSlug(`${base}-portfolio`),
  }),

  deploy: ({ apiUrl, token, site, state, pollIntervalMs }, progress) =>
    deployToCloudflarePages(
      {
        apiUrl,
        token,
        accountId: state.accountId ?? undefined,
        projectName: state.cloudflareProject ?? state.projectName ?? "portfolio",
        files: site.files,
        pollIntervalMs: pollIntervalMs ?? cloudflareProvider.pollIntervalMs,
      },
      progress,
    ),

  whatIsLeft(state) {
    if (!state.cloudflareProject) return apiMessage("deployLeftCloudflareNothing");
    if (!state.cloudflareDeploymentId)
      return apiMessage("deployLeftCloudflareProjectOnly", { project: state.cloudflareProject });
    return apiMessage("deployLeftCloudflareNotLive", { project: state.cloudflareProject });
  },
};
