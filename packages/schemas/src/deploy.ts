import { z } from "zod";
import { storableText } from "./text";

// The REST contract of deploys (issue 7): connections, deploys and their progress. The web reads these answers.

/**
 * Every deploy target, defined once: the provider account it needs and whether it is Pro (spec §6: pushing to a
 * GitHub repository is free, one-click publishing is Pro). The server's provider registry, the database's enum, the
 * routes' validation and the web's cards all read this. Adding a target is one line here and its provider folder.
 */
export const deployTargetCatalog = {
  "github-repo": { provider: "github", pro: false },
  "github-pages": { provider: "github", pro: true },
  netlify: { provider: "netlify", pro: true },
  vercel: { provider: "vercel", pro: true },
  "cloudflare-pages": { provider: "cloudflare", pro: true },
} as const satisfies Record<string, { provider: string; pro: boolean }>;

/** Where a deploy goes. */
export type DeployTarget = keyof typeof deployTargetCatalog;

/** Where a deploy goes, in the catalog's order. */
export const deployTargets = Object.keys(deployTargetCatalog) as [DeployTarget, ...DeployTarget[]];

/**
 * The providers a user connects for deploys, by id, with the name people know them by (a brand: the same in every
 * language) and how they are connected: `oauth` (the provider's consent page in a popup, the code exchanged on the
 * server) or `token` (the person creates an API token on the provider and pastes it; the server checks it).
 */
export const deployProviderCatalog = {
  github: { name: "GitHub", connect: "oauth" },
  netlify: { name: "Netlify", connect: "oauth" },
  vercel: { name: "Vercel", connect: "token", tokenUrl: "https://vercel.com/account/tokens" },
  cloudflare: { name: "Cloudflare", connect: "token", tokenUrl: "https://dash.cloudflare.com/profile/api-tokens" },
} as const satisfies Record<
  string,
  // OAuth providers connect in a popup; token providers with a token the person creates on the page `tokenUrl`.
  { name: string; connect: "oauth" } | { name: string; connect: "token"; tokenUrl: string }
>;

/** A provider a user connects for deploys. */
export type DeployProvider = keyof typeof deployProviderCatalog;

/** The providers, in the catalog's order. */
export const deployProviders = Object.keys(deployProviderCatalog) as [DeployProvider, ...DeployProvider[]];

/** The provider a target deploys to. */
export const providerOfTarget = (target: DeployTarget): DeployProvider => deployTargetCatalog[target].provider;

/** The provider's name as people know it. */
export const deployProviderName = (provider: DeployProvider): string => deployProviderCatalog[provider].name;

/** The steps a deploy goes through, in order (issue 7: preparing files, uploading, building, live). */
export const deploySteps = ["preparing", "uploading", "building", "live"] as const;

/** One deploy connection (never the token). */
export const deployConnectionSchema = z.object({
  provider: z.enum(deployProviders),
  login: z.string(),
  scope: z.string(),
  createdAt: z.string(),
  /** The saved token can no longer be used (the server's secret changed): connect again. */
  needsReconnect: z.boolean(),
});

/** One deploy connection. */
export type DeployConnection = z.infer<typeof deployConnectionSchema>;

/** `GET /api/deploy/connections` answer. */
export const deployConnectionListSchema = z.object({ connections: z.array(deployConnectionSchema) });

// A catalog message's parameters (api-messages/): numbers or language-neutral strings.
const messageParams = z.record(z.string(), z.union([z.string(), z.number()]));

/** One deploy and its outcome; on failure the message says what happened and what is left on the provider. */
export const deployViewSchema = z.object({
  id: z.string(),
  portfolioId: z.string(),
  target: z.enum(deployTargets),
  status: z.enum(["running", "success", "error"]),
  step: z.enum(deploySteps),
  url: z.string().nullable(),
  repo: z.string().nullable(),
  error: z
    .object({
      code: z.string(),
      message: z.string(),
      /**
       * The way forward (when to retry, a free name to use, (re)connect, the too-large figures) and the failure by
       * catalog ids, for the web to show in the interface language: what happened (`messageId`, `params`), what is
       * left on the provider (`left`), and the provider's own words (`providerMessage`, shown quoted). Deploys
       * recorded before these fields have only the English `message`.
       */
      details: z
        .object({
          retryAt: z.string().optional(),
          suggestion: z.string().optional(),
          reconnect: z.boolean().optional(),
          connect: z.boolean().optional(),
          provider: z.string().optional(),
          messageId: z.string().optional(),
          params: messageParams.optional(),
          left: z.object({ id: z.string(), params: messageParams }).optional(),
          providerMessage: z.string().optional(),
          tooLarge: z.boolean().optional(),
          bytes: z.number().optional(),
          files: z.number().optional(),
          maxBytes: z.number().optional(),
          maxFiles: z.number().optional(),
        })
        .default({}),
    })
    .nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});

/** One deploy. */
export type DeployView = z.infer<typeof deployViewSchema>;

/** `GET /api/deploys/{id}` answer. */
export const deployAnswerSchema = z.object({ deploy: deployViewSchema });

/** `GET /api/portfolios/{id}/deploys` answer, newest first. */
export const deployHistorySchema = z.object({ deploys: z.array(deployViewSchema) });

/** `POST /api/portfolios/{id}/deploys` answer (202). */
export const deployStartedSchema = z.object({ deployId: z.string() });

/** `POST /api/portfolios/{id}/deploys` body; each provider checks the names it uses (shapes only here). */
export const deployRequestSchema = storableText(
  z.object({
    target: z.enum(deployTargets),
    /** GitHub: the repository name (default `{username}-portfolio`, or `{login}.github.io` for a user site). */
    repo: z.string().min(1).max(100).optional(),
    /**
     * Netlify: the name of a new site (the suggestion after "name taken"), ignored when the site exists; Vercel and
     * Cloudflare Pages: the project's name for the portfolio's first deploy.
     */
    siteName: z.string().min(1).max(63).optional(),
  }),
);

/** `POST /api/portfolios/{id}/deploys` body. */
export type DeployRequest = z.infer<typeof deployRequestSchema>;

/** `POST /api/deploy/connections/{provider}/start` answer: the provider's consent page. */
export const deployAuthorizeUrlSchema = z.object({ url: z.string() });

/** `POST /api/deploy/connections/{provider}/callback` body: the provider's query parameters, as they arrived. */
export const deployCallbackSchema = storableText(
  z.object({
    code: z.string().max(512).optional(),
    state: z.string().max(512).optional(),
    error: z.string().max(200).optional(),
    error_description: z.string().max(1000).optional(),
  }),
);

/** `POST /api/deploy/connections/{provider}/token` body: an API token the person created on the provider. */
export const deployTokenSchema = storableText(z.object({ token: z.string().trim().min(1).max(512) }));

/** The answer of a finished connection (OAuth callback or token). */
export const deployConnectionAnswerSchema = z.object({ connection: deployConnectionSchema });

/** `POST /api/deploy/github/app/callback` answer: the installation, verified with the user's own token. */
export const appInstallationAnswerSchema = z.object({
  installation: z.object({
    installationId: z.number(),
    account: z.string().nullable(),
    setupAction: z.enum(["install", "update"]),
  }),
});

/**
 * One place in a provider account deploys can go (Vercel: the personal account, `teamId` null, or one of the
 * account's teams). `name` is the team's name as the provider shows it; null for the personal account, which the web
 * names in the interface language.
 */
export const deployScopeSchema = z.object({
  teamId: z.string().nullable(),
  name: z.string().nullable(),
  slug: z.string().nullable(),
});

/** One place deploys can go. */
export type DeployScope = z.infer<typeof deployScopeSchema>;

/** `GET /api/deploy/connections/{provider}/scopes` answer: where deploys can go, and where they go now. */
export const deployScopeListSchema = z.object({
  scopes: z.array(deployScopeSchema),
  /** The team deploys go to now (the one chosen, else the token's default team); null: the personal account. */
  selected: z.string().nullable(),
});

/** Where deploys can go. */
export type DeployScopeList = z.infer<typeof deployScopeListSchema>;

/** `PUT /api/deploy/connections/{provider}/scope` body: the team to deploy to, or null for the personal account. */
export const deployScopeChoiceSchema = storableText(
  z.object({ teamId: z.string().trim().min(1).max(128).nullable() }).strict(),
);
