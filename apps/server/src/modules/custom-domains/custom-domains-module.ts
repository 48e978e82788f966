import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { JobQueue } from "../../jobs/queue";
import type { ProfileRepository } from "../accounts/profile-repository";
import { createDnsChecker } from "./dns-check";
import { customHostRoutes } from "./host-routes";
import type { CustomHostTable } from "./host-table";
import { createCustomDomainRepository } from "./repository";
import { customDomainRoutes, type VerifyLimit } from "./routes";
import { createCustomDomainService, type CustomDomainService } from "./service";

declare module "fastify" {
  interface FastifyInstance {
    /** Custom domains: tests call `refreshHosts()` and `runRecheckJob()` directly. */
    customDomains: CustomDomainService;
  }
}

/** The host a CUSTOM_DOMAIN_TARGET or PUBLIC_URL names: what the owner's CNAME record points to. */
export function customDomainTarget(config: Pick<Config, "publicUrl" | "customDomainTarget">): string {
  return (config.customDomainTarget ?? new URL(config.publicUrl).hostname).toLowerCase().replace(/^\[|\]$/g, "");
}

/**
 * Wires custom domains: routes, the pages a custom host falls back to, an unref'd timer closed with the app that
 * reloads the Host table (`hostRefreshMs`, so plan lapses, unpublishing and other servers' changes take effect), and
 * the re-check of pending domains as a job every 5 minutes (one server runs each tick).
 */
/** The job kind of the periodic DNS re-check of pending custom domains. */
export const customDomainRecheckJobName = "custom-domain-recheck";

export interface CustomDomainsOptions {
  db: Db;
  config: Config;
  profiles: ProfileRepository;
  hostTable: CustomHostTable;
  jobs: JobQueue;
  verifyLimit?: VerifyLimit;
  hostRefreshMs?: number;
}

const plugin: FastifyPluginAsync<CustomDomainsOptions> = async (app, opts) => {
  const { config, hostTable } = opts;
  const target = customDomainTarget(config);
  const appHost = new URL(config.publicUrl).hostname.toLowerCase();
  const service = createCustomDomainService({
    repository: createCustomDomainRepository(opts.db),
    profiles: opts.profiles,
    dns: createDnsChecker({ servers: config.dnsResolver }),
    target,
    ownHosts: [appHost, target],
    hostTable,
    pendingDays: config.customDomainPendingDays,
  });
  app.decorate("customDomains", service);
  await service.refreshHosts();

  const hostTimer = setInterval(() => {
    service.refreshHosts().catch((err: unknown) => app.log.error({ err }, "custom-domain host refresh failed"));
  }, opts.hostRefreshMs ?? 5000);
  hostTimer.unref();
  app.addHook("onClose", async () => clearInterval(hostTimer));
  // A pg-boss cron tick is inserted once across every server, so N servers do not each query DNS for every domain.
  opts.jobs.define(customDomainRecheckJobName, {
    retryLimit: 1,
    handler: async () => void (await service.runRecheckJob()),
  });
  opts.jobs.schedule(customDomainRecheckJobName, "*/5 * * * *");

  await app.register(customDomainRoutes, { service, verifyLimit: opts.verifyLimit ?? { max: 6, windowSeconds: 600 } });
  await app.register(customHostRoutes);
};

/** The custom-domains module (fastify-plugin: `app.customDomains` is visible to the whole app). */
export const customDomainsModule = fp(plugin, { name: "custom-domains" });
