import type { DeployProvider as DeployProviderId } from "@foliocraft/schemas";
import { cloudflareProvider } from "./cloudflare/cloudflare-provider";
import { githubProvider } from "./github/github-provider";
import { netlifyProvider } from "./netlify/netlify-provider";
import { vercelProvider } from "./vercel/vercel-provider";
import type { DeployProviderPlugin, ProviderState } from "./types";

/**
 * Every deploy provider, by id: the one list the deploy and connection services read. A new provider is its folder
 * under providers/ and one line here (its targets and name go in packages/schemas deployTargetCatalog and
 * deployProviderCatalog; TypeScript refuses a catalog provider missing here).
 */
const registry: { [Id in DeployProviderId]: DeployProviderPlugin } = {
  github: githubProvider,
  netlify: netlifyProvider,
  vercel: vercelProvider,
  cloudflare: cloudflareProvider,
};

/** The provider with this id. */
export function deployProvider(id: DeployProviderId): DeployProviderPlugin<ProviderState> {
  return registry[id];
}
