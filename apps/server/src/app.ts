import Fastify, { LogController, type FastifyInstance } from "fastify";
import rateLimit from "@fastify/rate-limit";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { maxJsonBodyBytes } from "@foliocraft/schemas";
import packageJson from "../package.json" with { type: "json" };
import type { Config } from "./config";
import { openDatabase, type Database } from "./db/client";
import { AppError } from "./errors";
import { customLogLevels } from "./logger";
import { errorHandlerPlugin } from "./plugins/error-handler";
import { originCheckPlugin } from "./plugins/origin-check";
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
import { createLinkService } from "./modules/accounts/link-service";
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
import { createUploadService } from "./modules/uploads/service";
import { createGithubRepoService } from "./modules/integrations/github-repos-service";
import { integrationRoutes } from "./modules/integrations/routes";
import { adminRoutes } from "./modules/payments/admin-routes";
import { createPaystackClient } from "./modules/payments/paystack-client";
import { createPaymentRepository } from "./modules/payments/repository";
import { paymentRoutes } from "./modules/payments/routes";
import { createPaymentService } from "./modules/payments/service";
import { createMailService } from "./modules/mail/service";
import { createExportRepository } from "./modules/export/repository";
import { exportRoutes } from "./modules/export/routes";
import { createExportService } from "./modules/export/service";
import { deployModule } from "./modules/deploy/deploy-module";
import { createPublicSiteRepository } from "./modules/public-site/repository";
import { publicSiteRoutes } from "./modules/public-site/routes";
import { createPublicSiteService } from "./modules/public-site/service";
import { aiModule } from "./modules/ai/ai-module";
import { createVisitorMessageRepository } from "./modules/visitor-messages/repository";
import { visitorMessageRoutes } from "./modules/visitor-messages/routes";
import { createVisitorMessageService } from "./modules/visitor-messages/service";

/** The app's version, reported by /api/health. */
export const appVersion: string = packageJson.version;

declare module "fastify" {
  interface FastifyInstance {
    /** The open database; closed when the app closes. */
    database: Database;
    /** Runs the subscription job now (expiry and reminder e-mails); it also runs every hour. */
    runSubscriptionJob(): Promise<{ expired: number; reminded: number }>;
  }
}

/**
 * Builds the whole server for a config: opens and migrates the database and registers every route.
 * It does not listen and installs no signal handlers, so tests can build one per case and use `inject`.
 */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      customLevels: customLogLevels,
      redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
    },
    bodyLimit: maxJsonBodyBytes,
    trustProxy: config.trustProxy,
    // Close idle keep-alive sockets at shutdown so close() is not held open by a browser tab.
    forceCloseConnections: "idle",
    return503OnClosing: true,
    // One line per request at "verbose" (below) instead of two at "info": production logs stay readable.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.addHook("onResponse", async (request, reply) => {
    request.log.verbose(
      { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      "request",
    );
  });
  // Only JSON bodies are accepted (uploads get their own parser where needed); anything else is a clear 400.
  app.removeContentTypeParser("text/plain");
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  app.decorate("database", database);
  // onClose hooks run after in-flight requests have finished.
  app.addHook("onClose", async () => database.close());

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(originCheckPlugin, { publicUrl: config.publicUrl });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        "resource-exhausted",
        `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
      ),
  });

  await app.register(healthRoutes, { database, version: appVersion });
  if (!config.secret) throw new Error("buildApp needs config.secret (server.ts resolves it from DATA_DIR)");
  const mail = createMailService({
    repository: createMailRepository(database.db),
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: app.log,
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
  });
  const accountService = createAccountService({ auth, db: database.db, profiles });
  await app.register(sessionPlugin, { accounts: accountService });
  await app.register(accountRoutes, { service: accountService });
  const oauth = createOAuthService({
    auth,
    publicUrl: config.publicUrl,
    configured: [...(config.github ? (["github"] as const) : []), ...(config.google ? (["google"] as const) : [])],
  });
  await app.register(oauthRoutes, { oauth, accounts: accountService });
  await app.register(linkRoutes, {
    links: createLinkService({ auth, db: database.db, configured: oauth.configured }),
    accounts: accountService,
  });
  await app.register(profileRoutes, {
    service: createProfileService({ repository: createProfileModuleRepository(database.db) }),
  });
  await app.register(authHandlerRoutes, { auth, publicUrl: config.publicUrl });
  await app.register(portfolioRoutes, {
    service: createPortfolioService({ repository: createPortfolioRepository(database.db), profiles }),
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
  // Hourly; each e-mail is claimed in the database first, so several servers running it send it once.
  const subscriptionTimer = setInterval(
    () => {
      payments.runSubscriptionJob().catch((err: unknown) => app.log.error({ err }, "subscription job failed"));
    },
    60 * 60 * 1000,
  );
  subscriptionTimer.unref();
  app.addHook("onClose", async () => clearInterval(subscriptionTimer));
  await app.register(integrationRoutes, {
    githubRepos: createGithubRepoService({ db: database.db, auth, apiUrl: config.github?.apiUrl }),
  });
  await app.register(uploadRoutes, {
    service: createUploadService({ repository: createAssetRepository(database.db) }),
  });
  await app.register(contactRoutes, {
    service: createContactService({ repository: createContactRepository(database.db) }),
  });
  const exportService = createExportService({
    repository: createExportRepository(database.db),
    profiles,
    publicUrl: config.publicUrl,
  });
  await app.register(exportRoutes, { service: exportService });
  // Deploys publish the same files as the ZIP export.
  await app.register(deployModule, { db: database.db, config, profiles, exports: exportService });
  // /p/{username}, /sitemap.xml and /robots.txt before the web app, whose fallback would otherwise answer them.
  await app.register(publicSiteRoutes, {
    service: createPublicSiteService({
      repository: createPublicSiteRepository(database.db),
      publicUrl: config.publicUrl,
    }),
  });

  await app.register(aiModule, { db: database.db, profiles, provider: config.ai });
  await app.register(visitorMessageRoutes, {
    service: createVisitorMessageService({
      repository: createVisitorMessageRepository(database.db),
      mail,
      publicUrl: config.publicUrl,
    }),
    publicUrl: config.publicUrl,
  });

  await app.register(webAppPlugin, { distDir: config.webDistDir });
  return app;
}
