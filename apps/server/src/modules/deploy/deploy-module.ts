import type { FastifyPluginAsync } from "fastify";
import { apiMessage } from "@foliocraft/schemas";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { ProfileRepository } from "../accounts/profile-repository";
import type { ExportService } from "../export/service";
import type { JobQueue } from "../../jobs/queue";
import { createDeployConnectionService } from "./connection-service";
import { createDeployService } from "./deploy-service";
import { createDeployRepository } from "./repository";
import { deployRoutes } from "./routes";

/** The job kind that runs a deploy. */
export const deployJobName = "deploy";

/**
 * Wires the deploy module: one registration in app.ts. Deploys run as "deploy" jobs: closing the app lets a running
 * one finish (or releases it to another server).
 */
export const deployModule: FastifyPluginAsync<{
  db: Db;
  config: Config;
  profiles: ProfileRepository;
  exports: ExportService;
  jobs: JobQueue;
}> = async (app, { db, config, profiles, exports, jobs }) => {
  const repository = createDeployRepository(db);
  const connections = createDeployConnectionService({ repository, config });
  // An accepted deploy runs as a job, on whichever server claims it. `execute` records provider errors itself; the
  // job fails only when its server dies mid-deploy (timeout) or the database is unreachable, and is then run again
  // (execute is safe to repeat). One job per deploy id (stately): dispatching twice queues it once.
  const deploys = createDeployService({
    repository,
    connections,
    exports,
    profiles,
    config,
    log: app.log,
    dispatch: async (deployId) => {
      await jobs.send(deployJobName, { deployId }, { singletonKey: deployId });
    },
  });
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
};
