import type { FastifyPluginAsync } from "fastify";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { ProfileRepository } from "../accounts/profile-repository";
import type { ExportService } from "../export/service";
import { createDeployConnectionService } from "./connection-service";
import { createDeployService } from "./deploy-service";
import { createDeployRepository } from "./repository";
import { deployRoutes } from "./routes";

/** Wires the deploy module: one registration in app.ts. Closing the app waits for running deploys. */
export const deployModule: FastifyPluginAsync<{
  db: Db;
  config: Config;
  profiles: ProfileRepository;
  exports: ExportService;
}> = async (app, { db, config, profiles, exports }) => {
  const repository = createDeployRepository(db);
  const connections = createDeployConnectionService({ repository, config });
  const deploys = createDeployService({ repository, connections, exports, profiles, config, log: app.log });
  app.addHook("onClose", async () => deploys.drain());
  await app.register(deployRoutes, { connections, deploys });
};
