import { apiMessage } from "@foliocraft/schemas";
import { AppError } from "../../../../errors";
import { zipSiteFiles } from "../../../export/service";
import { providerRequest } from "../../provider-http";
import { isSiteName } from "../site-slug";
import type { DeployProviderPlugin } from "../types";
import { deployToNetlify, netlifySiteName } from "./netlify-deploy";

/**
 * What a Netlify deploy records: the name to create a site under and the site a previous deploy used (fixed at
 * start), then the site and the deploy it created.
 */
export type NetlifyState = {
  siteName?: string | null;
  previousSiteId?: string | null;
  netlifySiteId?: string | null;
  netlifyDeployId?: string | null;
};

/** Netlify (contracts.md §3): connected through its OAuth app, deploys the site's ZIP to the portfolio's site. */
export const netlifyProvider: DeployProviderPlugin<NetlifyState> = {
  id: "netlify",
  connect: {
    kind: "oauth",
    settings: ({ netlify, publicUrl }) =>
      netlify && {
        clientId: netlify.clientId,
        clientSecret: netlify.clientSecret,
        authorizeUrl: netlify.authUrl,
        tokenUrl: netlify.tokenUrl,
        redirectUri: `${publicUrl}/auth/netlify/callback`,
        authorizeParams: { response_type: "code" },
        pkce: false,
      },
  },
  apiUrl: (config) => config.netlify?.apiUrl,
  pollIntervalMs: 1000,

  async account(apiUrl, token) {
    const { data } = await providerRequest<{ email?: string; full_name?: string }>("Netlify", `${apiUrl}/user`, {
      token,
    });
    return data.email ?? data.full_name ?? "Netlify";
  },

  validate(request) {
    if (request.siteName !== undefined && !isSiteName(request.siteName)) {
      throw new AppError("invalid-argument", apiMessage("deploySiteNameInvalid"), { field: "siteName" });
    }
  },

  // Read before the new deploy exists, so a re-deploy reaches the site of the previous one.
  plan: ({ request, previous, base }) => ({
    siteName: request.siteName ?? netlifySiteName(`${base}-portfolio`),
    previousSiteId: previous.find((s) => s.netlifySiteId)?.netlifySiteId ?? null,
  }),

  deploy: ({ apiUrl, token, site, state, pollIntervalMs }, progress) =>
    deployToNetlify(
      {
        apiUrl,
        token,
        // A re-run reuses the site the first run created, so a crash never leaves two sites.
        siteId: state.netlifySiteId ?? state.previousSiteId ?? undefined,
        siteName: state.siteName ?? "portfolio",
        zip: zipSiteFiles(site),
        pollIntervalMs: pollIntervalMs ?? netlifyProvider.pollIntervalMs,
      },
      progress,
    ),

  whatIsLeft(state) {
    if (!state.netlifySiteId) return apiMessage("deployLeftNetlifyNothing");
    if (!state.netlifyDeployId) return apiMessage("deployLeftNetlifySiteEmpty", { site: state.netlifySiteId });
    return apiMessage("deployLeftNetlifyNotPublished", { site: state.netlifySiteId });
  },
};
