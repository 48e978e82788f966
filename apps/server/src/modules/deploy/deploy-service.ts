import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import { AppError } from "../../errors";
import type { ProfileRepository } from "../accounts/profile-repository";
import { zipSiteFiles, type ExportService } from "../export/service";
import { hasPro } from "../plans/entitlements";
import type { DeployConnectionService } from "./connection-service";
import { whatIsLeft, type DeployProgressFields } from "./deploy-progress";
import { deployToGithub } from "./github-deploy";
import { deployToNetlify, netlifySiteName } from "./netlify-deploy";
import { toAppError } from "./provider-http";
import type { DeployRepository, DeployRow, DeployTarget } from "./repository";

/** A deploy as the web sees it. */
export interface DeployView {
  id: string;
  portfolioId: string;
  target: DeployTarget;
  status: DeployRow["status"];
  step: DeployRow["step"];
  url: string | null;
  repo: string | null;
  error: { code: string; message: string } | null;
  startedAt: string;
  finishedAt: string | null;
}

const toView = (row: DeployRow): DeployView => ({
  id: row.id,
  portfolioId: row.portfolioId,
  target: row.target,
  status: row.status,
  step: row.step,
  url: row.url,
  repo: row.repoFullName,
  error: row.errorCode ? { code: row.errorCode, message: row.errorMessage ?? "" } : null,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

// GitHub repository names: letters, digits, ".", "-", "_"; "." and ".." are reserved.
const repoNamePattern = /^(?!\.\.?$)[A-Za-z0-9._-]{1,100}$/;

/** One-click publishing is Pro (spec §6); pushing the files to a repository is for everyone. */
const proTargets: Record<DeployTarget, string | undefined> = {
  "github-repo": undefined,
  "github-pages": "Publishing on GitHub Pages",
  netlify: "Publishing on Netlify",
};

/**
 * Starts deploys of a portfolio's rendered site (the same files as the ZIP export) and runs them in the background,
 * recording each step, the outcome and, on failure, what is left on the provider.
 */
export function createDeployService(deps: {
  repository: DeployRepository;
  connections: DeployConnectionService;
  exports: ExportService;
  profiles: ProfileRepository;
  config: Pick<Config, "github" | "netlify" | "deployPollIntervalMs">;
  log: FastifyBaseLogger;
}) {
  const { repository, connections, exports, profiles, config, log } = deps;
  const running = new Set<Promise<void>>();

  async function run(row: DeployRow, publish: (fields: DeployProgressFields) => Promise<{ url: string }>) {
    const done: DeployProgressFields = {};
    try {
      const { url } = await publish(done);
      await repository.updateDeploy(row.id, { status: "success", step: "live", url, finishedAt: new Date() });
      await repository.countSuccess(row.userId);
    } catch (err) {
      const error = toAppError(err);
      if (error.code === "internal" && !(err instanceof AppError))
        log.error({ err, deployId: row.id }, "deploy failed");
      await repository.updateDeploy(row.id, {
        status: "error",
        errorCode: error.code,
        errorMessage: `${error.message} ${whatIsLeft({ ...done, target: row.target })}`,
        finishedAt: new Date(),
      });
    }
  }

  return {
    async start(userId: string, portfolioId: string, input: { target: DeployTarget; repo?: string | undefined }) {
      const site = await exports.siteFiles(userId, portfolioId, "deploy");
      const profile = await profiles.get(userId);
      const proFeature = proTargets[input.target];
      if (proFeature && !hasPro(profile)) {
        throw new AppError(
          "permission-denied",
          `${proFeature} is a Pro feature. Upgrade to Pro to use it, or push your site to a GitHub repository.`,
          {
            target: input.target,
            upgrade: true,
          },
        );
      }
      if (input.repo !== undefined && !repoNamePattern.test(input.repo)) {
        throw new AppError("invalid-argument", "A repository name uses only letters, digits, '.', '-' and '_'.", {
          field: "repo",
        });
      }
      const provider = input.target === "netlify" ? "netlify" : "github";
      const apiUrl = provider === "github" ? config.github?.apiUrl : config.netlify?.apiUrl;
      if (!apiUrl) throw new AppError("unavailable", "This deploy target is not configured on this server.");
      const { token, login } = await connections.credentials(userId, provider);
      const pollIntervalMs = config.deployPollIntervalMs ?? (provider === "github" ? 3000 : 1000);

      const row: DeployRow = {
        id: randomUUID(),
        userId,
        portfolioId,
        target: input.target,
        status: "running",
        step: "preparing",
        url: null,
        errorCode: null,
        errorMessage: null,
        repoFullName: null,
        branch: null,
        commitSha: null,
        netlifySiteId: null,
        netlifyDeployId: null,
        startedAt: new Date(),
        finishedAt: null,
      };
      // Read before the new row exists, so a re-deploy reaches the repository or site of the previous one.
      const previousRepo = provider === "github" ? await repository.lastRepo(userId, portfolioId) : undefined;
      const previousSite = provider === "netlify" ? await repository.lastNetlifySite(userId, portfolioId) : undefined;
      await repository.insertDeploy(row);
      const base = profile?.username ?? login;

      const job = run(row, async (done) => {
        const progress = {
          update: async (fields: DeployProgressFields) => {
            Object.assign(done, fields);
            await repository.updateDeploy(row.id, fields);
          },
        };
        if (provider === "github") {
          return deployToGithub(
            {
              apiUrl,
              token,
              login,
              repo: input.repo ?? previousRepo ?? `${base}-portfolio`,
              enablePages: input.target === "github-pages",
              files: site.files,
              message: `Deploy ${site.name} from Foliocraft`,
              pollIntervalMs,
            },
            progress,
          );
        }
        return deployToNetlify(
          {
            apiUrl,
            token,
            siteId: previousSite,
            siteName: netlifySiteName(`${base}-portfolio`),
            zip: zipSiteFiles(site),
            pollIntervalMs,
          },
          progress,
        );
      });
      running.add(job);
      void job.finally(() => running.delete(job));
      return { deployId: row.id };
    },

    async get(userId: string, deployId: string): Promise<DeployView> {
      const row = await repository.findDeploy(userId, deployId);
      if (!row) throw new AppError("not-found", "Deploy not found");
      return toView(row);
    },

    async history(userId: string, portfolioId: string): Promise<DeployView[]> {
      if (!(await repository.ownsPortfolio(userId, portfolioId)))
        throw new AppError("not-found", "Portfolio not found");
      return (await repository.history(userId, portfolioId)).map(toView);
    },

    /** Waits for the deploys still running (the server is closing). */
    async drain(): Promise<void> {
      await Promise.allSettled([...running]);
    },
  };
}

/** Deploys. */
export type DeployService = ReturnType<typeof createDeployService>;
