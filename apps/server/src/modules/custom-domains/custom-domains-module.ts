import type { Config } from "../../config";
import { defineModule } from "../module-deps";
import { createDnsChecker } from "./dns-check";
import { customHostRoutes } from "./host-routes";
import { createCustomDomainRepository } from "./repository";
import { customDomainRoutes } from "./routes";
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

/** The job kind of the periodic DNS re-check of pending custom domains. */
export const customDomainRecheckJobName = "custom-domain-recheck";

/**
 * Custom domains (Pro): the owner's domain, DNS verification, the on-demand-TLS question and Host-based serving.
 * Wires the routes, the pages a custom host falls back to, an unref'd timer closed with the app that reloads the Host
 * table (every 5 s, so plan lapses, unpublishing and other servers' changes take effect), and the re-check of pending
 * domains as a job every 5 minutes (one server runs each tick). `app.customDomains` is visible to the whole app.
 */
export const customDomainsModule = defineModule("custom-domains", async (app, deps) => {
  const { config, customHosts: hostTable } = deps;
  const target = customDomainTarget(config);
  const appHost = new URL(config.publicUrl).hostname.toLowerCase();
  const service = createCustomDomainService({
    repository: createCustomDomainRepository(deps.database.db),
    profiles: deps.profiles,
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
  }, 5000);
  hostTimer.unref();
  app.addHook("onClose", async () => clearInterval(hostTimer));
  // A pg-boss cron tick is inserted once across every server, so N servers do not each query DNS for every domain.
  deps.jobs.define(customDomainRecheckJobName, {
    retryLimit: 1,
    handler: async () => void (await service.runRecheckJob()),
  });
  deps.jobs.schedule(customDomainRecheckJobName, "*/5 * * * *");

  await app.register(customDomainRoutes, { service, verifyLimit: { max: 6, windowSeconds: 600 } });
  await app.register(customHostRoutes);
});
