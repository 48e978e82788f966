import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import Fastify, { LogController, type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { maxJsonBodyBytes } from "@foliocraft/schemas";
import packageJson from "../package.json" with { type: "json" };
import { defaultSessionLifetime, type Config } from "./config";
import { openDatabase, type Database } from "./db/client";
import { isDatabaseUnreachable } from "./db/database-errors";
import { customLogLevels, loggableUrl, logSerializers } from "./logger";
import { errorHandlerPlugin } from "./plugins/error-handler";
import { storableTextPlugin } from "./plugins/storable-text";
import { originCheckPlugin } from "./plugins/origin-check";
import { rateLimitsPlugin } from "./plugins/rate-limits";
import { securityHeadersPlugin } from "./plugins/security-headers";
import { sessionPlugin } from "./plugins/session";
import { webAppPlugin } from "./plugins/web-app";
import { contactRoutes } from "./modules/contact/routes";
import { createContactRepository } from "./modules/contact/repository";
import { createContactService } from "./modules/contact/service";
import { healthRoutes } from "./modules/health/routes";
import { accountRoutes } from "./modules/accounts/routes";
import { authHandlerRoutes } from "./modules/accounts/auth-handler";
import { createAuth } from "./modules/accounts/auth";
import { oauthProviderConfigs } from "./modules/accounts/oauth-providers";
import { oauthRoutes } from "./modules/accounts/oauth-routes";
import { createOAuthService } from "./modules/accounts/oauth-service";
import { createProfileRepository } from "./modules/accounts/profile-repository";
import { createAccountService } from "./modules/accounts/service";
import { createTwoFactorService } from "./modules/accounts/two-factor";
import { twoFactorRoutes } from "./modules/accounts/two-factor-routes";
import { createLinkService } from "./modules/accounts/link-service";
import { createVerifyEmailService } from "./modules/accounts/verify-email-service";
import { linkRoutes } from "./modules/accounts/link-routes";
import { createProfileModuleRepository } from "./modules/profile/repository";
import { profileRoutes } from "./modules/profile/routes";
import { createProfileService } from "./modules/profile/service";
import { createMailRepository } from "./modules/mail/repository";
import { createPortfolioRepository } from "./modules/portfolios/repository";
import { portfolioRoutes } from "./modules/portfolios/routes";
import { createPortfolioService } from "./modules/portfolios/service";
import { createUsernameService } from "./modules/portfolios/username-service";
import { createAssetRepository } from "./modules/uploads/repository";
import { uploadRoutes } from "./modules/uploads/routes";
import { resumeImportRoutes } from "./modules/resume-import/routes";
import { createResumeImportService } from "./modules/resume-import/service";
import { createUploadService } from "./modules/uploads/service";
import { createGithubRepoService } from "./modules/integrations/github-repos-service";
import { integrationRoutes } from "./modules/integrations/routes";
import { adminRoutes } from "./modules/payments/admin-routes";
import { createPaystackClient } from "./modules/payments/paystack-client";
import { createPaymentRepository } from "./modules/payments/repository";
import { paymentRoutes } from "./modules/payments/routes";
import { createPaymentService } from "./modules/payments/service";
import { createMailService } from "./modules/mail/service";
import { jobAdminRoutes } from "./jobs/admin-routes";
import { watchBackupRequests } from "./jobs/backup-requests";
import { defineProbeJob } from "./jobs/probe-job";
import { createJobQueue, jobQueueDefaultsFor, type JobQueue } from "./jobs/queue";
import { defineSubscriptionJob } from "./jobs/subscription-job";
import { createExportRepository } from "./modules/export/repository";
import { exportRoutes } from "./modules/export/routes";
import { createFontStore } from "./modules/fonts/font-store";
import { createShareImageRepository } from "./modules/share-image/repository";
import { shareImageRoutes } from "./modules/share-image/routes";
import { createShareImageService } from "./modules/share-image/service";
import { createShareFonts } from "./modules/share-image/share-fonts";
import { fontRoutes } from "./modules/fonts/routes";
import { createExportService } from "./modules/export/service";
import { deployModule } from "./modules/deploy/deploy-module";
import { createPublicSiteRepository } from "./modules/public-site/repository";
import { publicSiteRoutes } from "./modules/public-site/routes";
import { invalidatePublicSiteOnChange } from "./modules/public-site/cache-invalidation";
import { createPublicSiteService } from "./modules/public-site/service";
import { aiModule } from "./modules/ai/ai-module";
import { analyticsModule } from "./modules/analytics/analytics-module";
import { createVisitorMessageRepository } from "./modules/visitor-messages/repository";
import { visitorMessageRoutes } from "./modules/visitor-messages/routes";
import { createVisitorMessageService } from "./modules/visitor-messages/service";
import { customDomainsModule } from "./modules/custom-domains/custom-domains-module";
import { createCustomHostTable, customHostRewrite } from "./modules/custom-domains/host-table";
import { createStatusChecks } from "./modules/status/checks";
import { createIncidentRepository } from "./modules/status/repository";
import { statusRoutes } from "./modules/status/routes";
import { createStatusService } from "./modules/status/service";
import { createNewsletterRepository } from "./modules/newsletter/repository";
import { newsletterRoutes } from "./modules/newsletter/routes";
import { createNewsletterService } from "./modules/newsletter/service";

/** The app's version, reported by /api/health. */
export const appVersion: string = packageJson.version;

declare module "fastify" {
  interface FastifyInstance {
    /** The open database; closed when the app closes. */
    database: Database;
    /** Runs the subscription job now (expiry and reminder e-mails); it also runs every hour. */
    runSubscriptionJob(): Promise<{ expired: number; reminded: number }>;
    /** The background-job queue (pg-boss on this database); tests wait for it with `app.jobs.drain()`. */
    jobs: JobQueue;
  }
}

/**
 * Builds the whole server for a config: opens and migrates the database and registers every route.
 * It does not listen and installs no signal handlers, so tests can build one per case and use `inject`.
 */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  // Verified custom domains → username; consulted before routing, so `/` on such a host is that portfolio.
  const customHosts = createCustomHostTable();
  const app = Fastify({
    rewriteUrl: customHostRewrite(customHosts, config.trustProxy),
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

  await app.register(errorHandlerPlugin, {
    databaseReachable: () =>
      database.db.execute(sql`select 1`).then(
        () => true,
        (err: unknown) => !isDatabaseUnreachable(err),
      ),
  });
  await app.register(storableTextPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(originCheckPlugin, { publicUrl: config.publicUrl });
  // Per-route limits (config.rateLimit) and app.limiters; shared through Redis when config.redis is set.
  await app.register(rateLimitsPlugin, { redis: config.redis });

  await app.register(healthRoutes, { database, redis: app.redis, version: appVersion });
  if (!config.secret) throw new Error("buildApp needs config.secret (server.ts resolves it from DATA_DIR)");
  const mail = createMailService({
    repository: createMailRepository(database.db),
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: app.log,
    jobs,
  });
  app.addHook("onClose", async () => mail.close());
  const profiles = createProfileRepository(database.db);
  const auth = createAuth({
    db: database.db,
    publicUrl: config.publicUrl,
    secret: config.secret,
    adminEmails: config.adminEmails,
    mail,
    profiles,
    oauthProviders: oauthProviderConfigs(config),
    sessions: config.sessions ?? defaultSessionLifetime,
    log: app.log,
  });
  const accountService = createAccountService({
    auth,
    db: database.db,
    profiles,
    sessions: config.sessions ?? defaultSessionLifetime,
  });
  await app.register(sessionPlugin, { accounts: accountService });
  await app.register(accountRoutes, {
    service: accountService,
    verifyEmail: createVerifyEmailService({
      auth,
      db: database.db,
      secret: config.secret,
      profiles,
      adminEmails: config.adminEmails,
    }),
  });
  const twoFactor = createTwoFactorService({ auth, db: database.db });
  await app.register(twoFactorRoutes, { accounts: accountService, twoFactor });
  const oauth = createOAuthService({
    auth,
    db: database.db,
    publicUrl: config.publicUrl,
    configured: [...(config.github ? (["github"] as const) : []), ...(config.google ? (["google"] as const) : [])],
  });
  await app.register(oauthRoutes, { oauth, accounts: accountService, twoFactor });
  await app.register(linkRoutes, {
    links: createLinkService({ auth, db: database.db, configured: oauth.configured }),
    accounts: accountService,
  });
  await app.register(profileRoutes, {
    service: createProfileService({ repository: createProfileModuleRepository(database.db) }),
  });
  await app.register(authHandlerRoutes, { publicUrl: config.publicUrl });
  // The self-hosted fonts: served immutable at /fonts/ (public pages, previews) and bundled into ZIPs and deploys;
  // share images are drawn in them (on publish, and for the ZIP and deploys).
  const fonts = createFontStore();
  const shareImages = createShareImageService({
    repository: createShareImageRepository(database.db),
    fonts: createShareFonts(fonts),
    publicUrl: config.publicUrl,
    log: app.log,
  });
  await app.register(portfolioRoutes, {
    service: createPortfolioService({
      repository: createPortfolioRepository(database.db),
      profiles,
      shareImage: (content, theme, username) => shareImages.imageFor(content, theme, username),
    }),
    usernames: createUsernameService(database.db),
  });
  const paymentRepository = createPaymentRepository(database.db);
  const payments = createPaymentService({
    repository: paymentRepository,
    profiles,
    mail,
    paystack: config.paystack && {
      client: createPaystackClient({ secretKey: config.paystack.secretKey, apiUrl: config.paystack.apiUrl }),
      publicKey: config.paystack.publicKey,
      secretKey: config.paystack.secretKey,
    },
    publicUrl: config.publicUrl,
    log: app.log,
  });
  await app.register(paymentRoutes, { service: payments });
  await app.register(adminRoutes, { db: database.db, payments: paymentRepository, profiles });
  app.decorate("runSubscriptionJob", () => payments.runSubscriptionJob());
  // Hourly through the queue (one run per hour across every server); each e-mail is also claimed in the database.
  defineSubscriptionJob(jobs, payments);
  await app.register(jobAdminRoutes, { jobs, profiles });
  if (config.jobProbeFile) await app.register(defineProbeJob, { jobs, file: config.jobProbeFile });
  await app.register(integrationRoutes, {
    githubRepos: createGithubRepoService({ db: database.db, auth, apiUrl: config.github?.apiUrl }),
  });
  await app.register(uploadRoutes, {
    service: createUploadService({
      repository: createAssetRepository(database.db),
      profiles,
      quota: config.uploadQuota,
    }),
  });
  await app.register(resumeImportRoutes, { service: createResumeImportService() });
  await app.register(contactRoutes, {
    service: createContactService({
      repository: createContactRepository(database.db),
      mail,
      supportEmail: config.supportEmail,
    }),
  });
  await app.register(fontRoutes, { store: fonts });
  await app.register(shareImageRoutes, { service: shareImages });
  const exportService = createExportService({
    repository: createExportRepository(database.db),
    profiles,
    publicUrl: config.publicUrl,
    fonts,
    shareImages,
  });
  await app.register(exportRoutes, { service: exportService });
  // Deploys publish the same files as the ZIP export.
  await app.register(deployModule, { db: database.db, config, profiles, exports: exportService, jobs });
  // Before the public site: its page-view hook counts /p/{username}, and /p/{username}/resume counts downloads.
  await app.register(analyticsModule, { db: database.db, profiles, publicUrl: config.publicUrl });
  // /p/{username}, /sitemap.xml and /robots.txt before the web app, whose fallback would otherwise answer them.
  const publicSite = createPublicSiteService({
    repository: createPublicSiteRepository(database.db),
    publicUrl: config.publicUrl,
  });
  // Every server drops a cached page the moment its portfolio or its owner's plan changes (PostgreSQL NOTIFY).
  await invalidatePublicSiteOnChange({ app, database, databaseUrl: config.databaseUrl, service: publicSite });
  await app.register(publicSiteRoutes, { service: publicSite });

  await app.register(aiModule, { db: database.db, profiles, provider: config.ai });
  await app.register(visitorMessageRoutes, {
    service: createVisitorMessageService({
      repository: createVisitorMessageRepository(database.db),
      mail,
      profiles,
      publicUrl: config.publicUrl,
    }),
    publicUrl: config.publicUrl,
  });

  await app.register(newsletterRoutes, {
    service: createNewsletterService({
      repository: createNewsletterRepository(database.db),
      mail,
      publicUrl: config.publicUrl,
      secret: config.secret,
    }),
  });

  // /status: live checks of this server (cached 30 s) and the incidents admins post.
  await app.register(statusRoutes, {
    service: createStatusService({
      checks: createStatusChecks({
        db: database.db,
        verifyMail: () => mail.verify(),
        ai: config.ai,
        paystackConfigured: Boolean(config.paystack),
      }),
      incidents: createIncidentRepository(database.db),
    }),
    profiles,
  });

  // Custom domains (Pro): the owner's domain, DNS verification, the on-demand-TLS question, Host-based serving.
  await app.register(customDomainsModule, { db: database.db, config, profiles, hostTable: customHosts, jobs });

  await app.register(webAppPlugin, { distDir: config.webDistDir, publicUrl: config.publicUrl });
  await jobs.start();
  return app;
}
