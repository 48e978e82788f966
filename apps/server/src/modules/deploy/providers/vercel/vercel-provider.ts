import { apiMessage } from "@foliocraft/schemas";
import { AppError } from "../../../../errors";
import { providerRequest } from "../../provider-http";
import { isSiteName, siteSlug } from "../site-slug";
import type { DeployProviderPlugin, ScopeChoice } from "../types";
import { deployToVercel } from "./vercel-deploy";
import { vercelScopes } from "./vercel-teams";

/** What a Vercel deploy records: the project it goes to (fixed at start) and the deployment it created. */
export type VercelState = {
  projectName?: string | null;
  /**
   * The team the project is in (`?teamId=`): the one chosen on the connection, else found from the token at the
   * run's start; null: the personal account.
   */
  teamId?: string | null;
  vercelDeploymentId?: string | null;
};

/** The person picks the personal account or a team (`?teamId=` on every call of the deploy). */
const vercelScopeChoice: ScopeChoice = {
  list: vercelScopes,
  remember: (teamId) => ({ teamId }),
  chosen: (state) => (typeof state.teamId === "string" || state.teamId === null ? state.teamId : undefined),
};

/**
 * Vercel (docs/contracts/vercel.md): connected with a personal API token the person creates in their account
 * settings (Vercel documents it as the way to use its REST API), deploys the site's files to the portfolio's project.
 */
export const vercelProvider: DeployProviderPlugin<VercelState> = {
  id: "vercel",
  connect: { kind: "token" },
  apiUrl: (config) => config.vercel?.apiUrl,
  pollIntervalMs: 2000,

  async account(apiUrl, token) {
    const { data } = await providerRequest<{ user?: { username?: string; email?: string } }>(
      "Vercel",
      `${apiUrl}/v2/user`,
      { token },
    );
    return data.user?.username ?? data.user?.email ?? "Vercel";
  },

  validate(request) {
    if (request.siteName !== undefined && !isSiteName(request.siteName)) {
      throw new AppError("invalid-argument", apiMessage("deployProjectNameInvalid", { provider: "Vercel" }), {
        field: "siteName",
      });
    }
  },

  // The portfolio keeps its project: a re-deploy updates the one the previous deploy went to (in the team chosen now:
  // Vercel's projects are per team, so the same name there is that team's project).
  plan: ({ request, previous, base, connection }) => {
    const teamId = vercelScopeChoice.chosen(connection);
    return {
      projectName:
        request.siteName ?? previous.find((s) => s.projectName)?.projectName ?? siteSlug(`${base}-portfolio`),
      ...(teamId !== undefined ? { teamId } : {}),
    };
  },

  scopes: vercelScopeChoice,

  deploy: ({ apiUrl, token, site, state, pollIntervalMs }, progress) =>
    deployToVercel(
      {
        apiUrl,
        token,
        projectName: state.projectName ?? "portfolio",
        teamId: state.teamId,
        files: site.files,
        pollIntervalMs: pollIntervalMs ?? vercelProvider.pollIntervalMs,
      },
      progress,
    ),

  whatIsLeft(state) {
    if (!state.vercelDeploymentId) return apiMessage("deployLeftVercelNothing");
    return apiMessage("deployLeftVercelNotReady", {
      project: state.projectName ?? "",
      deployment: state.vercelDeploymentId,
    });
  },
};
