import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import { AppError } from "../../errors";
import type { ProfileRepository } from "../accounts/profile-repository";
import { zipSiteFiles, type ExportService, type SiteFiles } from "../export/service";
import { hasPro } from "../plans/entitlements";
import type { DeployConnectionService } from "./connection-service";
import { whatIsLeft, type DeployProgressFields } from "./deploy-progress";
import { deployToGithub } from "./github-deploy";
import { deployToNetlify, netlifySiteName } from "./netlify-deploy";
import { toAppError } from "./provider-http";
import type { DeployErrorDetails } from "../../db/schema";
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
  error: { code: string; message: string; details: DeployErrorDetails } | null;
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
  error: row.errorCode
    ? { code: row.errorCode, message: row.errorMessage ?? "", details: row.errorDetails ?? {} }
    : null,
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
 * Far above any portfolio (a few pictures and a PDF), far below what the providers refuse: GitHub rejects blobs over
 * 100 MB and slows down on big trees; a Netlify ZIP deploy is one request body.
 */
export const defaultDeployLimits = { maxBytes: 50 * 1024 * 1024, maxFiles: 1000 };

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** Refuses a site over the limits, naming its size and the limits. */
function assertSiteFits(site: SiteFiles, limits: { maxBytes: number; maxFiles: number }) {
  const bytes = site.files.reduce((sum, file) => sum + file.bytes.byteLength, 0);
  const files = site.files.length;
  if (bytes <= limits.maxBytes && files <= limits.maxFiles) return;
  throw new AppError(
    "invalid-argument",
    `This portfolio is too large to deploy: ${megabytes(bytes)} in ${files} files, and the limit is ` +
      `${megabytes(limits.maxBytes)} in ${limits.maxFiles} files. Remove some large pictures or files, then try again.`,
    { tooLarge: true, bytes, files, maxBytes: limits.maxBytes, maxFiles: limits.maxFiles },
  );
}

/** The parts of an error's details the web acts on (retry time, a free name, reconnect); nothing else is kept. */
function wayForward(error: AppError): DeployErrorDetails {
  const d = (error.details ?? {}) as Record<string, unknown>;
  const out: DeployErrorDetails = {};
  if (typeof d.retryAt === "string") out.retryAt = d.retryAt;
  if (typeof d.suggestion === "string") out.suggestion = d.suggestion;
  if (d.reconnect === true) out.reconnect = true;
  if (typeof d.provider === "string") out.provider = d.provider;
  return out;
}

// Netlify site names: lower-case letters, digits and hyphens, not starting or ending with a hyphen.
const siteNamePattern = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

// PostgreSQL's unique_violation, as both drivers report it (possibly wrapped by Drizzle).
const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | undefined;
  return e?.code === "23505" || e?.cause?.code === "23505";
};

/**
 * Deploys of a portfolio's rendered site (the same files as the ZIP export). `start` only checks and records the
 * deploy, then hands its id to `dispatch`; `execute` runs it from the row alone (on any server, and again after a
 * crash), recording each step, the outcome and, on failure, what is left on the provider.
 */
export function createDeployService(deps: {
  repository: DeployRepository;
  connections: DeployConnectionService;
  exports: ExportService;
  profiles: ProfileRepository;
  config: Pick<Config, "github" | "netlify" | "deployPollIntervalMs" | "deployLimits">;
  log: FastifyBaseLogger;
  /** Runs an accepted deploy later (in the background, or through a job queue) by calling `execute(deployId)`. */
  dispatch: (deployId: string) => Promise<void>;
}) {
  const { repository, connections, exports, profiles, config, log, dispatch } = deps;
  const limits = config.deployLimits ?? defaultDeployLimits;
  const providerOf = (target: DeployTarget) => (target === "netlify" ? "netlify" : "github");
  const apiUrlOf = (provider: "github" | "netlify") =>
    provider === "github" ? config.github?.apiUrl : config.netlify?.apiUrl;

  /** Ends a running deploy as failed; false when it had already ended (another run, or the queue, got there). */
  async function recordFailure(row: DeployRow, error: AppError, done: DeployProgressFields): Promise<boolean> {
    return repository.finishDeploy(row.id, {
      status: "error",
      errorCode: error.code,
      errorMessage: `${error.message} ${whatIsLeft({ ...done, target: row.target })}`,
      errorDetails: wayForward(error),
      finishedAt: new Date(),
    });
  }

  async function publish(row: DeployRow, done: DeployProgressFields): Promise<{ url: string }> {
    const provider = providerOf(row.target);
    const apiUrl = apiUrlOf(provider);
    if (!apiUrl) throw new AppError("unavailable", "This deploy target is not configured on this server.");
    const site = await exports.siteFiles(row.userId, row.portfolioId, "deploy");
    assertSiteFits(site, limits);
    const { token, login } = await connections.credentials(row.userId, provider);
    const pollIntervalMs = config.deployPollIntervalMs ?? (provider === "github" ? 3000 : 1000);
    const progress = {
      update: async (fields: DeployProgressFields) => {
        Object.assign(done, fields);
        await repository.updateDeploy(row.id, fields);
      },
    };
    if (provider === "github") {
      // A re-run after a crash goes to the repository the first run already created or found.
      return deployToGithub(
        {
          apiUrl,
          token,
          login,
          repo: row.repoFullName ?? row.requestedRepo ?? `${login}-portfolio`,
          enablePages: row.target === "github-pages",
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
        // A re-run reuses the site the first run created, so a crash never leaves two sites.
        siteId: row.netlifySiteId ?? row.previousSiteId ?? undefined,
        siteName: row.siteName ?? "portfolio",
        zip: zipSiteFiles(site),
        pollIntervalMs,
      },
      progress,
    );
  }

  return {
    /** Checks plan, input, size, connection and concurrency, records the deploy and dispatches it. */
    async start(
      userId: string,
      portfolioId: string,
      input: { target: DeployTarget; repo?: string | undefined; siteName?: string | undefined },
    ) {
      const site = await exports.siteFiles(userId, portfolioId, "deploy");
      const profile = await profiles.get(userId);
      const proFeature = proTargets[input.target];
      if (proFeature && !hasPro(profile)) {
        throw new AppError(
          "permission-denied",
          `${proFeature} is a Pro feature. Upgrade to Pro to use it, or push your site to a GitHub repository.`,
          { target: input.target, upgrade: true },
        );
      }
      if (input.repo !== undefined && !repoNamePattern.test(input.repo)) {
        throw new AppError("invalid-argument", "A repository name uses only letters, digits, '.', '-' and '_'.", {
          field: "repo",
        });
      }
      if (input.siteName !== undefined && !siteNamePattern.test(input.siteName)) {
        throw new AppError(
          "invalid-argument",
          "A Netlify site name uses only lower-case letters, digits and '-', and does not start or end with '-'.",
          { field: "siteName" },
        );
      }
      assertSiteFits(site, limits);
      const provider = providerOf(input.target);
      if (!apiUrlOf(provider))
        throw new AppError("unavailable", "This deploy target is not configured on this server.");
      const { login } = await connections.credentials(userId, provider);
      const base = profile?.username ?? login;

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
        errorDetails: null,
        repoFullName: null,
        branch: null,
        commitSha: null,
        netlifySiteId: null,
        netlifyDeployId: null,
        // Read before the new row exists, so a re-deploy reaches the repository or site of the previous one.
        requestedRepo:
          provider === "github"
            ? (input.repo ?? (await repository.lastRepo(userId, portfolioId)) ?? `${base}-portfolio`)
            : null,
        siteName: provider === "netlify" ? (input.siteName ?? netlifySiteName(`${base}-portfolio`)) : null,
        previousSiteId:
          provider === "netlify" ? ((await repository.lastNetlifySite(userId, portfolioId)) ?? null) : null,
        startedAt: new Date(),
        finishedAt: null,
      };
      try {
        await repository.insertDeploy(row);
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        const running = await repository.runningDeploy(userId, portfolioId);
        throw new AppError(
          "aborted",
          "This portfolio is already being deployed. Wait until that deploy finishes, then try again.",
          { deployId: running?.id },
        );
      }
      try {
        await dispatch(row.id);
      } catch (err) {
        log.error({ err, deployId: row.id }, "could not dispatch a deploy");
        await recordFailure(row, new AppError("unavailable", "The deploy could not be started."), {});
        throw new AppError("unavailable", "The deploy could not be started. Please try again in a minute.");
      }
      return { deployId: row.id };
    },

    /**
     * Runs a recorded deploy to its end. Safe to call again for the same deploy (after a crash): a finished deploy
     * is left alone, GitHub gets the whole tree again (a full replace) and Netlify reuses the site already created.
     */
    async execute(deployId: string): Promise<void> {
      const row = await repository.deployById(deployId);
      if (!row || row.status !== "running") return;
      const done: DeployProgressFields = {
        repoFullName: row.repoFullName,
        commitSha: row.commitSha,
        netlifySiteId: row.netlifySiteId,
        netlifyDeployId: row.netlifyDeployId,
      };
      try {
        const { url } = await publish(row, done);
        const finished = await repository.finishDeploy(row.id, {
          status: "success",
          step: "live",
          url,
          finishedAt: new Date(),
        });
        // Counted once, by the run that ended it (profile.deploymentsCount counts successful deploys).
        if (finished) await repository.countSuccess(row.userId);
      } catch (err) {
        const error = toAppError(err);
        if (error.code === "internal" && !(err instanceof AppError)) log.error({ err, deployId }, "deploy failed");
        await recordFailure(row, error, done);
      }
    },

    /** Ends a deploy that will not run again (the queue gave up on it), saying what happened and what is left. */
    async failDeploy(deployId: string, message: string): Promise<void> {
      const row = await repository.deployById(deployId);
      if (!row || row.status !== "running") return;
      await recordFailure(row, new AppError("internal", message), row);
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
  };
}

/** Deploys. */
export type DeployService = ReturnType<typeof createDeployService>;
