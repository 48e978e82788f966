import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import { listenToChannel } from "../../lib/pg-listener";
import { publicSiteChannel, type PublicSiteService } from "./service";

/**
 * Keeps this server's /p/{username} cache in step with the database. Triggers (migration
 * 0012_public_site_notify) NOTIFY `public_site_changed` with the username whenever a portfolio is published,
 * republished or unpublished, and whenever a profile's username or plan fields change (payments, expiry, admin,
 * account deletion: every path, including ones written later, because the database itself announces it).
 * Each server LISTENs, forgets that username's cached page and renders the new one ahead of its first visit (so the
 * font subsets it links are made by then); a lost connection forgets everything, and until
 * it is back every visit checks the snapshot instead of trusting memory.
 *
 * Why a publish shows on the very next request to ANY server: PostgreSQL signals every listening connection while
 * it commits, before the publishing request even learns of the commit, and a listening connection is idle, so it
 * sends the notification on at once. The visitor's next request can only start after the publish response has
 * travelled to the browser, so the notification is always ahead of it (scale-out.process.test.ts checks this
 * without waiting). The public pages are sent with Cache-Control: no-cache (revalidation.ts), so no browser copy
 * outlives a publish either.
 */
export async function invalidatePublicSiteOnChange(deps: {
  app: FastifyInstance;
  database: Database;
  databaseUrl: string | undefined;
  service: Pick<PublicSiteService, "forget" | "forgetAll" | "prepare" | "setNotificationsLive">;
}): Promise<void> {
  const { app, service } = deps;
  const listener = await listenToChannel({
    database: deps.database,
    databaseUrl: deps.databaseUrl,
    channel: publicSiteChannel,
    onNotify: (username) => {
      service.forget(username);
      // Unhandled, a database that went away in the meantime would end the process; the visit asks again anyway.
      service.prepare(username).catch((err: unknown) => app.log.debug({ err, username }, "page not prepared"));
    },
    onResync: () => service.forgetAll(),
    onListening: (listening) => service.setNotificationsLive(listening),
    log: app.log,
  });
  app.addHook("onClose", async () => listener.close());
}
