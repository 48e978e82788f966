import type {
  ApiMessage,
  DeployProvider as DeployProviderId,
  DeployRequest,
  DeployScope,
  DeployTarget,
} from "@foliocraft/schemas";
import type { Config } from "../../../config";
import type { SiteFiles } from "../../export/service";
import type { DeployProgress } from "../deploy-progress";

/**
 * What a provider keeps on a deploy row (the `provider_state` JSON column): what the run needs, fixed when the deploy
 * is accepted (a repository or site name, the site of a previous deploy), and what already exists on the provider as
 * the run goes (a repository, a commit, a site, a deploy id). A re-run after a crash starts from it, a re-deploy of
 * the same portfolio reuses it, and a failure says from it what is left.
 */
export type ProviderState = Record<string, string | null | undefined>;

/** The provider's OAuth app, when this server has one: its endpoints and credentials. */
export interface OAuthSettings {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  /** Where the provider sends the person back: the web's callback page. */
  redirectUri: string;
  /** Extra authorize parameters (scope, …). */
  authorizeParams: Record<string, string>;
  /** Whether the provider takes PKCE (S256). */
  pkce: boolean;
}

/** How a person connects the provider: its consent page (OAuth), or an API token they create and paste. */
export type ConnectMethod =
  { kind: "oauth"; settings: (config: Config) => OAuthSettings | undefined } | { kind: "token" };

/** What a deploy needs to start: who deploys, from which request, and where this portfolio went before. */
export interface PlanInput {
  target: DeployTarget;
  request: DeployRequest;
  /** The portfolio owner's username, or the provider login when there is none: the base of default names. */
  base: string;
  /** The provider states of this portfolio's earlier deploys to this provider, newest first. */
  previous: ProviderState[];
  /** What the person chose on the connection (its provider state: Vercel's team), `{}` when nothing. */
  connection: ProviderState;
}

/**
 * Where in the connected account deploys can go, for a provider with a choice (Vercel: the personal account or a
 * team). The choice is kept in the connection's provider state, which `plan` receives.
 */
export interface ScopeChoice {
  /** The places the token reaches, and the one deploys go to when the person chose nothing. */
  list(apiUrl: string, token: string): Promise<{ scopes: DeployScope[]; fallback: string | null }>;
  /** The connection's provider state for a chosen team (null: the personal account). */
  remember(teamId: string | null): ProviderState;
  /** The team chosen in a connection's provider state; undefined when nothing was chosen. */
  chosen(state: ProviderState): string | null | undefined;
}

/** One run of a deploy: everything comes from the row, so any server can run (or re-run) it. */
export interface DeployRun<State extends ProviderState> {
  target: DeployTarget;
  apiUrl: string;
  token: string;
  login: string;
  site: SiteFiles;
  state: State;
  pollIntervalMs: number | undefined;
}

/**
 * One deploy provider (GitHub, Netlify, …) behind the one interface the deploy service, the connection service and
 * the routes use. A provider lives in its own folder under providers/ and is listed in registry.ts; its targets and
 * name are in packages/schemas (deployTargetCatalog, deployProviderCatalog).
 */
export interface DeployProviderPlugin<State extends ProviderState = ProviderState> {
  id: DeployProviderId;
  /** How the person connects. */
  connect: ConnectMethod;
  /** The provider's API base, or undefined when this server is not set up for it (its targets answer 503). */
  apiUrl(config: Config): string | undefined;
  /** The account a token belongs to, as shown to its owner ("Connected as …"); a bad token is a provider error. */
  account(apiUrl: string, token: string): Promise<string>;
  /** Refuses a request this provider cannot take (a name it would refuse), with a 400 naming the field. */
  validate(request: DeployRequest): void;
  /** The state a new deploy starts from: the names to use and what earlier deploys left to reuse. */
  plan(input: PlanInput): State;
  /** Publishes the site, recording progress and what exists on the provider as it goes; the public address. */
  deploy(run: DeployRun<State>, progress: DeployProgress<State>): Promise<{ url: string }>;
  /** What a failed deploy left on the provider, as a catalog message. */
  whatIsLeft(state: State): ApiMessage;
  /** The repository a deploy pushed to (`owner/name`), for providers that have one; shown in the history. */
  repository?(state: State): string | null;
  /** Where in the account deploys go, when the provider lets the person choose (Vercel's teams). */
  scopes?: ScopeChoice;
  /** How often a running deploy asks the provider whether it is live, unless the config says otherwise. */
  pollIntervalMs: number;
}
