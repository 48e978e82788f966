import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { apiMessage, type ApiMessage } from "@foliocraft/schemas";
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
const proTargets: Record<DeployTarget, ApiMessage | undefined> = {
  "github-repo": undefined,
  "github-pages": apiMessage("deployPagesIsPro"),
  netlify: apiMessage("deployNetlifyIsPro"),
};

/**
 * Far above any portfolio (a few pictures and a PDF), far below what the providers refuse: GitHub rejects blobs over
 * 100 MB and slows down on big trees; a Netlify ZIP deploy is one request body.
 */
export const defaultDeployLimits = { maxBytes: 50 * 1024 * 1024, maxFiles: 1000 };

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

/** Refuses a site over the limits, naming its size and the limits. */
function assertSiteFits(site: SiteFiles, limits: { maxBytes: number; maxFiles: number }) {
  const bytes = site.files.reduce((sum, file) => sum + file.bytes.byteLength, 0);
  const files = site.files.length;
  if (bytes <= limits.maxBytes && files <= limits.maxFiles) return;
  throw new AppError(
    "invalid-argument",
    apiMessage("deployTooLarge", {
      megabytes: megabytes(bytes),
      files,
      maxMegabytes: megabytes(limits.maxBytes),
      maxFiles: limits.maxFiles,
    }),
    { tooLarge: true, bytes, files, maxBytes: limits.maxBytes, maxFiles: limits.maxFiles },
  );
}

/**
 * What a failed deploy keeps of its error for the web: the way forward (retry time, a free name, (re)connect, the
 * too-large figures), the message by its catalog id, what is left on the provider, and the provider's own words.
 */
function failureDetails(error: AppError, left: ApiMessage): DeployErrorDetails {
  const d = (error.details ?? {}) as Record<string, unknown>;
  const out: DeployErrorDetails = {};
  if (typeof d.retryAt === "string") out.retryAt = d.retryAt;
  if (typeof d.suggestion === "string") out.suggestion = d.suggestion;
  if (d.reconnect === true) out.reconnect = true;
  if (d.connect === true) out.connect = true;
  if (typeof d.provider === "string") out.provider = d.provider;
  if (d.tooLarge === true) {
    out.tooLarge = true;
    for (const key of ["bytes", "files", "maxBytes", "maxFiles"] as const) {
      if (typeof d[key] === "number") out[key] = d[key];
    }
  }
  if (error.messageId) {
    out.messageId = error.messageId;
    out.params = error.params ?? {};
  }
  out.left = { id: left.id, params: left.params };
  if (typeof d.providerMessage === "string" && d.providerMessage) out.providerMessage = d.providerMessage;
  return out;
}

/** The stored English message (for logs and API clients): what happened, the provider's words, what is left. */
function englishFailure(error: AppError, details: DeployErrorDetails, left: ApiMessage): string {
  const said = details.providerMessage
    ? ` ${details.provider ?? "The provider"} said: "${details.providerMessage}".`
    : "";
  return `${error.message}${said} ${left.text}`;
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
    const left = whatIsLeft({ ...done, target: row.target });
    const details = failureDetails(error, left);
    return repository.finishDeploy(row.id, {
      status: "error",
      errorCode: error.code,
      errorMessage: englishFailure(error, details, left),
      errorDetails: details,
      finishedAt: new Date(),
    });
  }

  async function publish(row: DeployRow, done: DeployProgressFields): Promise<{ url: string }> {
    const provider = providerOf(row.target);
    const apiUrl = apiUrlOf(provider);
    if (!apiUrl) throw new AppError("unavailable", apiMessage("deployTargetNotConfigured"));
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
        throw new AppError("permission-denied", proFeature, { target: input.target, upgrade: true });
      }
      if (input.repo !== undefined && !repoNamePattern.test(input.repo)) {
        throw new AppError("invalid-argument", apiMessage("deployRepoNameInvalid"), { field: "repo" });
      }
      if (input.siteName !== undefined && !siteNamePattern.test(input.siteName)) {
        throw new AppError("invalid-argument", apiMessage("deploySiteNameInvalid"), { field: "siteName" });
      }
      assertSiteFits(site, limits);
      const provider = providerOf(input.target);
      if (!apiUrlOf(provider)) throw new AppError("unavailable", apiMessage("deployTargetNotConfigured"));
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
        throw new AppError("aborted", apiMessage("deployAlreadyRunning"), { deployId: running?.id });
      }
      try {
        await dispatch(row.id);
      } catch (err) {
        log.error({ err, deployId: row.id }, "could not dispatch a deploy");
        await recordFailure(row, new AppError("unavailable", apiMessage("deployNotStarted")), {});
        throw new AppError("unavailable", apiMessage("deployNotStartedRetry"));
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
    async failDeploy(deployId: string, message: ApiMessage): Promise<void> {
      const row = await repository.deployById(deployId);
      if (!row || row.status !== "running") return;
      await recordFailure(row, new AppError("internal", message), row);
    },

    async get(userId: string, deployId: string): Promise<DeployView> {
      const row = await repository.findDeploy(userId, deployId);
      if (!row) throw new AppError("not-found", apiMessage("deployNotFound"));
      return toView(row);
    },

    async history(userId: string, portfolioId: string): Promise<DeployView[]> {
      if (!(await repository.ownsPortfolio(userId, portfolioId)))
        throw new AppError("not-found", apiMessage("deployPortfolioNotFound"));
      return (await repository.history(userId, portfolioId)).map(toView);
    },
  };
}

/** Deploys. */
export type DeployService = ReturnType<typeof createDeployService>;
