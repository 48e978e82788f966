import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import {
  apiMessage,
  deployProviderName,
  deployTargetCatalog,
  deployTargets,
  providerOfTarget,
  type ApiMessage,
  type DeployRequest,
} from "@foliocraft/schemas";
import type { Config } from "../../config";
import { AppError } from "../../errors";
import type { ProfileRepository } from "../accounts/profile-repository";
import type { ExportService, SiteFiles } from "../export/service";
import { hasPro } from "../plans/entitlements";
import type { DeployConnectionService } from "./connection-service";
import type { DeployProgress } from "./deploy-progress";
import { toAppError } from "./provider-http";
import { deployProvider } from "./providers/registry";
import type { ProviderState } from "./providers/types";
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
  repo: deployProvider(providerOfTarget(row.target)).repository?.(row.providerState) ?? null,
  error: row.errorCode
    ? { code: row.errorCode, message: row.errorMessage ?? "", details: row.errorDetails ?? {} }
    : null,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

/** Where a deploy's start and end are announced (modules/webhooks: the owner's deployment webhooks). */
export interface DeployEvents {
  emit(
    userId: string,
    type: "deploy.started" | "deploy.succeeded" | "deploy.failed",
    deploy: DeployView,
  ): Promise<void>;
}

/** One-click publishing is Pro (spec §6): the message for a Pro target on the free plan. */
const proMessage = (target: DeployTarget): ApiMessage | undefined => {
  if (!deployTargetCatalog[target].pro) return undefined;
  if (target === "github-pages") return apiMessage("deployPagesIsPro");
  if (target === "netlify") return apiMessage("deployNetlifyIsPro");
  return apiMessage("deployTargetIsPro", { provider: deployProviderName(providerOfTarget(target)) });
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
  config: Config;
  log: FastifyBaseLogger;
  /** Runs an accepted deploy later (in the background, or through a job queue) by calling `execute(deployId)`. */
  dispatch: (deployId: string) => Promise<void>;
  /** Told when a deploy starts and when it ends (deployment webhooks); must not throw. */
  events?: DeployEvents;
}) {
  const { repository, connections, exports, profiles, config, log, dispatch, events } = deps;
  /** Tells `events` how a deploy ended, with the deploy as it now reads. */
  async function announceEnd(deployId: string, type: "deploy.succeeded" | "deploy.failed") {
    if (!events) return;
    const row = await repository.deployById(deployId);
    if (row) await events.emit(row.userId, type, toView(row));
  }
  const limits = config.deployLimits ?? defaultDeployLimits;
  /** The provider of a target and its API base, or 503 when this server is not set up for it. */
  function providerFor(target: DeployTarget) {
    const provider = deployProvider(providerOfTarget(target));
    const apiUrl = provider.apiUrl(config);
    if (!apiUrl) throw new AppError("unavailable", apiMessage("deployTargetNotConfigured"));
    return { provider, apiUrl };
  }

  /** Ends a running deploy as failed; false when it had already ended (another run, or the queue, got there). */
  async function recordFailure(row: DeployRow, error: AppError, state: ProviderState): Promise<boolean> {
    const left = deployProvider(providerOfTarget(row.target)).whatIsLeft(state);
    const details = failureDetails(error, left);
    const ended = await repository.finishDeploy(row.id, {
      status: "error",
      errorCode: error.code,
      errorMessage: englishFailure(error, details, left),
      errorDetails: details,
      finishedAt: new Date(),
    });
    if (ended) await announceEnd(row.id, "deploy.failed");
    return ended;
  }

  async function publish(row: DeployRow, state: ProviderState): Promise<{ url: string }> {
    const { provider, apiUrl } = providerFor(row.target);
    const site = await exports.siteFiles(row.userId, row.portfolioId, "deploy");
    assertSiteFits(site, limits);
    const { token, login } = await connections.credentials(row.userId, provider.id);
    // Each step and what exists on the provider is written as it happens, so a failure (or a crash) knows it.
    const progress: DeployProgress<ProviderState> = {
      update: async ({ step, ...fields }) => {
        Object.assign(state, fields);
        await repository.updateDeploy(row.id, { ...(step ? { step } : {}), providerState: { ...state } });
      },
    };
    return provider.deploy(
      { target: row.target, apiUrl, token, login, site, state, pollIntervalMs: config.deployPollIntervalMs },
      progress,
    );
  }

  return {
    /** Checks plan, input, size, connection and concurrency, records the deploy and dispatches it. */
    async start(userId: string, portfolioId: string, input: DeployRequest) {
      const site = await exports.siteFiles(userId, portfolioId, "deploy");
      const profile = await profiles.get(userId);
      const proFeature = proMessage(input.target);
      if (proFeature && !hasPro(profile)) {
        throw new AppError("permission-denied", proFeature, { target: input.target, upgrade: true });
      }
      const provider = deployProvider(providerOfTarget(input.target));
      provider.validate(input);
      assertSiteFits(site, limits);
      providerFor(input.target);
      const { login, state: connection } = await connections.credentials(userId, provider.id);
      const targets = deployTargets.filter((target) => providerOfTarget(target) === provider.id);

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
        // Read before the new row exists, so a re-deploy reaches the repository or site of the previous one.
        providerState: provider.plan({
          target: input.target,
          request: input,
          base: profile?.username ?? login,
          previous: await repository.previousStates(userId, portfolioId, targets),
          connection,
        }),
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
      await events?.emit(userId, "deploy.started", toView(row));
      return { deployId: row.id };
    },

    /**
     * Runs a recorded deploy to its end. Safe to call again for the same deploy (after a crash): a finished deploy
     * is left alone, GitHub gets the whole tree again (a full replace) and Netlify reuses the site already created.
     */
    async execute(deployId: string): Promise<void> {
      const row = await repository.deployById(deployId);
      if (!row || row.status !== "running") return;
      // What the provider has done so far, kept up to date by the run's progress (and read by a failure).
      const state: ProviderState = { ...row.providerState };
      try {
        const { url } = await publish(row, state);
        const finished = await repository.finishDeploy(row.id, {
          status: "success",
          step: "live",
          url,
          finishedAt: new Date(),
        });
        // Counted once, by the run that ended it (profile.deploymentsCount counts successful deploys).
        if (finished) {
          await profiles.countDeployment(row.userId);
          await announceEnd(row.id, "deploy.succeeded");
        }
      } catch (err) {
        const error = toAppError(err);
        if (error.code === "internal" && !(err instanceof AppError)) log.error({ err, deployId }, "deploy failed");
        await recordFailure(row, error, state);
      }
    },

    /** Ends a deploy that will not run again (the queue gave up on it), saying what happened and what is left. */
    async failDeploy(deployId: string, message: ApiMessage): Promise<void> {
      const row = await repository.deployById(deployId);
      if (!row || row.status !== "running") return;
      await recordFailure(row, new AppError("internal", message), row.providerState);
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
