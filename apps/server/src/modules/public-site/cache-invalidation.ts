import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import { listenToChannel } from "../../lib/pg-listener";
import { publicSiteChannel, type PublicSiteService } from "./service";

/**
 * Keeps this server's /p/{username} cache in step with the database. Triggers (migration
 * 0012_public_site_notify) NOTIFY `public_site_changed` with the username whenever a portfolio is published,
 * republished or unpublished, and whenever a profile's username or plan fields change (payments, expiry, admin,
 * account deletion: every path, including ones written later, because the database itself announces it).
 * Each server LISTENs and forgets that username's cached page; a lost connection forgets everything.
 */
export async function invalidatePublicSiteOnChange(deps: {
  app: FastifyInstance;
  database: Database;
  databaseUrl: string | undefined;
  service: Pick<PublicSiteService, "forget" | "forgetAll">;
}): Promise<void> {
  const { app, service } = deps;
  const listener = await listenToChannel({
    database: deps.database,
    databaseUrl: deps.databaseUrl,
    channel: publicSiteChannel,
    onNotify: (username) => service.forget(username),
    onResync: () => service.forgetAll(),
    log: app.log,
  });
  app.addHook("onClose", async () => listener.close());
}
