import type { PGlite } from "@electric-sql/pglite";
import Fastify, { LogController, type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { maxJsonBodyBytes } from "@foliocraft/schemas";
import { createModuleDeps } from "./app-deps";
import { createFastPathTable, serverWithFastPaths } from "./lib/fast-path-table";
import { appVersion } from "./app-version";
import type { Config } from "./config";
import { openDatabase, type Database } from "./db/client";
import { isDatabaseUnreachable } from "./db/database-errors";
import { customLogLevels, loggableUrl, logSerializers } from "./logger";
import { errorHandlerPlugin } from "./plugins/error-handler";
import { storableTextPlugin } from "./plugins/storable-text";
import { originCheckPlugin } from "./plugins/origin-check";
import { corsPlugin } from "./plugins/cors";
import { rateLimitsPlugin } from "./plugins/rate-limits";
import { securityHeadersPlugin } from "./plugins/security-headers";
import { sessionPlugin } from "./plugins/session";
import { authorizationPlugin } from "./plugins/authorization";
import { webAppPlugin } from "./plugins/web-app";
import { openApiPlugin } from "./plugins/openapi";
import { jobAdminModule } from "./jobs/admin-module";
import { watchBackupRequests } from "./jobs/backup-requests";
import { createJobQueue, jobQueueDefaultsFor, type JobQueue } from "./jobs/queue";
import { defineModule, type AppModule } from "./modules/module-deps";
import { accountsModule } from "./modules/accounts/accounts-module";
import { aiModule } from "./modules/ai/ai-module";
import { analyticsModule } from "./modules/analytics/analytics-module";
import { apiKeysModule } from "./modules/api-keys/api-keys-module";
import { contactModule } from "./modules/contact/contact-module";
import { customDomainsModule } from "./modules/custom-domains/custom-domains-module";
import { createCustomHostTable, customHostRewrite } from "./modules/custom-domains/host-table";
import { deployModule } from "./modules/deploy/deploy-module";
import { exportModule } from "./modules/export/export-module";
import { fontsModule } from "./modules/fonts/fonts-module";
import { healthModule } from "./modules/health/health-module";
import { createHealthRepository } from "./modules/health/repository";
import { integrationsModule } from "./modules/integrations/integrations-module";
import { newsletterModule } from "./modules/newsletter/newsletter-module";
import { paymentsModule } from "./modules/payments/payments-module";
import { portfoliosModule } from "./modules/portfolios/portfolios-module";
import { profileModule } from "./modules/profile/profile-module";
import { publicApiModule } from "./modules/public-api/public-api-module";
import { publicSiteModule } from "./modules/public-site/public-site-module";
import { resumeImportModule } from "./modules/resume-import/resume-import-module";
import { resumePdfModule } from "./modules/resume-pdf/resume-pdf-module";
import { shareImageModule } from "./modules/share-image/share-image-module";
import { statusModule } from "./modules/status/status-module";
import { uploadsModule } from "./modules/uploads/uploads-module";
import { visitorMessagesModule } from "./modules/visitor-messages/visitor-messages-module";
import { webhooksModule } from "./modules/webhooks/webhooks-module";

/** The app's version, reported by /api/health. */
export { appVersion };

declare module "fastify" {
  interface FastifyInstance {
    /** The open database; closed when the app closes. */
    database: Database;
    /** The background-job queue (pg-boss on this database); tests wait for it with `app.jobs.drain()`. */
    jobs: JobQueue;
  }
}

/** Registers extra routes or job kinds before the queue starts; only a test harness passes any. */
export type AppExtension = (app: FastifyInstance, services: { jobs: JobQueue }) => Promise<void>;

export interface BuildAppOptions {
  extensions?: AppExtension[];
}

/**
 * Builds the whole server for a config: opens and migrates the database and registers every route.
 * It does not listen and installs no signal handlers, so tests can build one per case and use `inject`.
 */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  // Verified custom domains → username; consulted before routing, so `/` on such a host is that portfolio.
  const customHosts = createCustomHostTable();
  const rewriteUrl = customHostRewrite(customHosts, config.trustProxy);
  // Answers served from memory before Fastify's hook chain (lib/fast-path-table.ts): the cached public pages.
  const fastPaths = createFastPathTable();
  const app: FastifyInstance = Fastify({
    rewriteUrl,
    serverFactory: serverWithFastPaths(fastPaths, {
      rewriteUrl: (req) => rewriteUrl.call(app, req),
      onError: (err) => app.log.error({ err }, "a fast path failed; the request went to its route"),
    }),
    logger: {
      level: config.logLevel,
      customLevels: customLogLevels,
      // In a cluster (server.ts, WORKERS) every line names its worker.
      ...(config.workerId ? { mixin: () => ({ worker: config.workerId }) } : {}),
      redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
      // A database error is logged without its statement, parameters or quoted values (portfolio content).
      serializers: logSerializers,
    },
    bodyLimit: maxJsonBodyBytes,
    // A page's font subset is named by its code points (modules/fonts/routes.ts): up to 255 characters, a file name.
    routerOptions: { maxParamLength: 256 },
    trustProxy: config.trustProxy,
    // Close idle keep-alive sockets at shutdown so close() is not held open by a browser tab.
    forceCloseConnections: "idle",
    return503OnClosing: true,
    // One line per request at "verbose" (below) instead of two at "info": production logs stay readable.
    logController: new LogController({ disableRequestLogging: true }),
  });
  // A callback hook, not an async one, and nothing built unless "verbose" is on: it runs after every answer,
  // including the public pages served from memory, where a promise and a URL scan per request showed up.
  app.addHook("onResponse", (request, reply, done) => {
    if (request.log.isLevelEnabled("verbose")) {
      request.log.verbose(
        // Never a token from an e-mailed link or an OAuth code in the log.
        {
          method: request.method,
          url: loggableUrl(request.url),
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        "request",
      );
    }
    done();
  });
  // The same line for answers the fast paths gave.
  fastPaths.onAnswered((answered) => {
    if (app.log.isLevelEnabled("verbose")) {
      app.log.verbose(
        { method: answered.method, url: answered.route, status: answered.status, ms: Math.round(answered.ms) },
        "request",
      );
    }
  });
  // From the first step of closing on, Fastify answers every request (503 while closing).
  app.addHook("preClose", async () => fastPaths.close());
  // Only JSON bodies are accepted (uploads get their own parser where needed); anything else is a clear 400.
  app.removeContentTypeParser("text/plain");
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, log: app.log });
  app.decorate("database", database);
  // Background jobs on the same database. Modules define their jobs while they register; the queue starts at the
  // end of buildApp. It stops at preClose, before the database closes: running jobs finish (or are released for a
  // retry), and jobs sent by requests still in flight are stored for the next start.
  const jobs = createJobQueue({
    database,
    options: { ...jobQueueDefaultsFor(database.kind), ...config.jobs },
    log: app.log,
  });
  app.decorate("jobs", jobs);
  app.addHook("preClose", async () => jobs.stop());
  // onClose hooks run after in-flight requests have finished.
  app.addHook("onClose", async () => {
    await jobs.close();
    await database.close();
  });
  if (database.kind === "pglite") {
    // `npm run backup` while this server holds the embedded database: the copy is made here (jobs/backup-requests).
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const stopWatching = watchBackupRequests({ dataDir: config.dataDir, client, log: app.log });
    app.addHook("preClose", stopWatching);
  }

  const healthRepository = createHealthRepository(database.db);
  await app.register(errorHandlerPlugin, {
    databaseReachable: () =>
      healthRepository.ping().then(
        () => true,
        (err: unknown) => !isDatabaseUnreachable(err),
      ),
  });
  await app.register(storableTextPlugin);
  await app.register(securityHeadersPlugin);
  // Closed by default; the contact form, the analytics beacon and the fonts open themselves (config.cors).
  await app.register(corsPlugin);
  await app.register(originCheckPlugin, { publicUrl: config.publicUrl });
  // Per-route limits (config.rateLimit) and app.limiters; shared through Redis when config.redis is set.
  await app.register(rateLimitsPlugin, { redis: config.redis });

  // Before every route: the document is generated from the routes' schemas as they are added.
  await app.register(openApiPlugin, { publicUrl: config.publicUrl, version: appVersion });

  const deps = createModuleDeps(app, { config, database, jobs, health: healthRepository, customHosts, fastPaths });
  // Every module, in the order it registers: a module's hooks reach only the routes registered after it.
  const modules: AppModule[] = [
    healthModule,
    // Who is calling, resolved once per request, and requireSession/requireAdmin/requirePro: before every route
    // that asks.
    sessionPlugin,
    authorizationPlugin,
    accountsModule,
    profileModule,
    portfoliosModule,
    paymentsModule,
    jobAdminModule,
    // Test harness additions (testing/test-server.ts); the production entry (server.ts) passes none.
    extensionsModule(options.extensions ?? []),
    integrationsModule,
    uploadsModule,
    resumeImportModule,
    contactModule,
    fontsModule,
    shareImageModule,
    resumePdfModule,
    exportModule,
    webhooksModule,
    deployModule,
    apiKeysModule,
    publicApiModule,
    // Before the public site: its page-view hook counts /p/{username}, and /p/{username}/resume counts downloads.
    analyticsModule,
    // /p/{username}, /sitemap.xml and /robots.txt before the web app, whose fallback would otherwise answer them.
    publicSiteModule,
    aiModule,
    visitorMessagesModule,
    newsletterModule,
    statusModule,
    // Custom domains (Pro): the owner's domain, DNS verification, the on-demand-TLS question, Host-based serving.
    customDomainsModule,
  ];
  for (const mod of modules) await app.register(mod, deps);

  // Last: its fallback answers whatever no module did.
  await app.register(webAppPlugin, { distDir: config.webDistDir, publicUrl: config.publicUrl });
  await jobs.start();
  return app;
}

/** Runs a test harness's extensions at their place in the list, on the app itself (as when app.ts called them). */
function extensionsModule(extensions: AppExtension[]): AppModule {
  return defineModule("extensions", async (app, { jobs }) => {
    for (const extension of extensions) await extension(app, { jobs });
  });
}
