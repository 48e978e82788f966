import { z } from "zod";

// The REST contract of deploys (issue 7): connections, deploys and their progress. The web reads these answers.

/** Where a deploy goes: a GitHub repository (free), GitHub Pages or Netlify (Pro, spec §6). */
export const deployTargets = ["github-repo", "github-pages", "netlify"] as const;

/** Where a deploy goes. */
export type DeployTarget = (typeof deployTargets)[number];

/** The providers a user connects for deploys. */
export const deployProviders = ["github", "netlify"] as const;

/** A provider a user connects for deploys. */
export type DeployProvider = (typeof deployProviders)[number];

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

/** `POST /api/portfolios/{id}/deploys` body. */
export interface DeployRequest {
  target: DeployTarget;
  /** GitHub: the repository name (default `{username}-portfolio`, or `{login}.github.io` for a user site). */
  repo?: string;
  /** Netlify: the name of a new site (the suggestion after "name taken"). */
  siteName?: string;
}

/** `POST /api/deploy/github/app/callback` answer: the installation, verified with the user's own token. */
export const appInstallationAnswerSchema = z.object({
  installation: z.object({
    installationId: z.number(),
    account: z.string().nullable(),
    setupAction: z.enum(["install", "update"]),
  }),
});
