import type { DeployProvider } from "@foliocraft/schemas";
import type { ComponentType } from "react";
import type { TargetsProps } from "../target-card";
import { CloudflareCard } from "./cloudflare/cloudflare-card";
import { GithubCard } from "./github/github-card";
import { NetlifyCard } from "./netlify/netlify-card";
import { VercelCard } from "./vercel/vercel-card";

/**
 * Each deploy provider's card on the deploy page, by provider (the list and names are packages/schemas'
 * deployProviderCatalog; TypeScript refuses a provider without its card). A new provider is its folder here and one
 * line in this map.
 */
export const deployTargetCards: Record<DeployProvider, ComponentType<TargetsProps>> = {
  github: GithubCard,
  netlify: NetlifyCard,
  vercel: VercelCard,
  cloudflare: CloudflareCard,
};
