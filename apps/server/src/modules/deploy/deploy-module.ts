import type { FastifyBaseLogger } from "fastify";
import { apiMessage } from "@foliocraft/schemas";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { ProfileRepository } from "../accounts/profile-repository";
import type { ExportService } from "../export/service";
import type { JobQueue } from "../../jobs/queue";
import { defineModule } from "../module-deps";
import { createDeployConnectionService } from "./connection-service";
import { createDeployService, type DeployEvents } from "./deploy-service";
import { createDeployRepository } from "./repository";
import { deployRoutes } from "./routes";

/** The job kind that runs a deploy. */
export const deployJobName = "deploy";

/**
 * The deploy services, built before the modules (app-deps.ts) so the public API (modules/public-api) calls the same
 * services. Deploys run as "deploy" jobs, defined by the module below: closing the app lets a running one finish (or
 * releases it to another server).
 */
export function createDeployServices({
  db,
  config,
  profiles,
  exports,
  jobs,
  log,
  events,
}: {
  db: Db;
  config: Config;
  profiles: ProfileRepository;
  exports: ExportService;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  /** Where each deploy's start and end are announced (the owner's webhooks). */
  events?: DeployEvents;
}) {
  const repository = createDeployRepository(db);
  const connections = createDeployConnectionService({ repository, config });
  const deploys = createDeployService({
    repository,
    connections,
    exports,
    profiles,
    config,
    log,
    dispatch: async (deployId) => {
      await jobs.send(deployJobName, { deployId }, { singletonKey: deployId });
    },
    ...(events ? { events } : {}),
  });
  return { connections, deploys };
}

/** The deploy services of the ModuleDeps. */
export type DeployServices = ReturnType<typeof createDeployServices>;

/** Deploys to GitHub Pages, Netlify, Vercel and Cloudflare (issue 25): the deploy job and the routes. */
export const deployModule = defineModule("deploy", async (app, { jobs, deploy: { connections, deploys } }) => {
  // An accepted deploy runs as a job, on whichever server claims it. `execute` records provider errors itself; the
  // job fails only when its server dies mid-deploy (timeout) or the database is unreachable, and is then run again
  // (execute is safe to repeat). One job per deploy id (stately): dispatching twice queues it once.
  jobs.define<{ deployId: string }>(deployJobName, {
    retryLimit: 2,
    concurrency: 2,
    policy: "stately",
    handler: ({ data }) => deploys.execute(data.deployId),
    onFailed: async ({ deployId }, lastError) => {
      app.log.error({ deployId, lastError }, "deploy job failed after every retry");
      await deploys.failDeploy(deployId, apiMessage("deployStoppedUnexpectedly"));
    },
  });
  await app.register(deployRoutes, { connections, deploys });
});
