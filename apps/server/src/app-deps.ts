import type { FastifyInstance } from "fastify";
import { defaultSessionLifetime, passkeyRelyingPartyOf, type Config } from "./config";
import type { Database } from "./db/client";
import type { JobQueue } from "./jobs/queue";
import { createAuth } from "./modules/accounts/auth";
import { oauthProviderConfigs } from "./modules/accounts/oauth-providers";
import { createProfileRepository } from "./modules/accounts/profile-repository";
import { createProviderAccountRepository } from "./modules/accounts/provider-account-repository";
import { createAccountService } from "./modules/accounts/service";
import { createSessionRepository } from "./modules/accounts/session-repository";
import { createUserRepository } from "./modules/accounts/user-repository";
import { createVerificationRepository } from "./modules/accounts/verification-repository";
import { createApiKeyRepository } from "./modules/api-keys/repository";
import { createApiKeyService } from "./modules/api-keys/service";
import type { FastPathTable } from "./lib/fast-path-table";
import type { CustomHostTable } from "./modules/custom-domains/host-table";
import { createDeployServices } from "./modules/deploy/deploy-module";
import { createExportRepository } from "./modules/export/repository";
import { createExportService } from "./modules/export/service";
import { createFontStore } from "./modules/fonts/font-store";
import type { HealthRepository } from "./modules/health/repository";
import { createMailRepository } from "./modules/mail/repository";
import { createMailService } from "./modules/mail/service";
import type { ModuleConfig, ModuleDeps } from "./modules/module-deps";
import { createPortfolioRepository } from "./modules/portfolios/repository";
import { createPortfolioService } from "./modules/portfolios/service";
import { createResumePdfRepository } from "./modules/resume-pdf/repository";
import { resumeFontFiles } from "./modules/resume-pdf/resume-fonts";
import { createResumePdfService } from "./modules/resume-pdf/service";
import { createTypstRenderer } from "./modules/resume-pdf/typst-renderer";
import { createShareImageRepository } from "./modules/share-image/repository";
import { createShareImageService } from "./modules/share-image/service";
import { createShareFonts } from "./modules/share-image/share-fonts";
import { createAssetRepository } from "./modules/uploads/repository";
import { createWebhooks } from "./modules/webhooks/webhooks-module";

/**
 * Builds the ModuleDeps: the services several modules (or the session plugin) share, made once before the first
 * module registers. Services that hold resources close with the app (the mail transport, the Typst worker).
 */
export function createModuleDeps(
  app: FastifyInstance,
  {
    config: appConfig,
    database,
    jobs,
    health,
    customHosts,
    fastPaths,
  }: {
    config: Config;
    database: Database;
    jobs: JobQueue;
    health: HealthRepository;
    customHosts: CustomHostTable;
    fastPaths: FastPathTable;
  },
): ModuleDeps {
  const { secret } = appConfig;
  if (!secret) throw new Error("buildApp needs config.secret (server.ts resolves it from DATA_DIR)");
  const config: ModuleConfig = {
    ...appConfig,
    secret,
    // Configs written before passkeys existed have no `passkeys`: derived from the public URL as parseConfig does.
    passkeys: appConfig.passkeys === undefined ? passkeyRelyingPartyOf(appConfig.publicUrl) : appConfig.passkeys,
  };
  const { db } = database;
  const mail = createMailService({
    repository: createMailRepository(db),
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: app.log,
    jobs,
  });
  app.addHook("onClose", async () => mail.close());

  const profiles = createProfileRepository(db);
  const auth = createAuth({
    db,
    publicUrl: config.publicUrl,
    secret,
    adminEmails: config.adminEmails,
    mail,
    profiles,
    oauthProviders: oauthProviderConfigs(config),
    sessions: config.sessions ?? defaultSessionLifetime,
    passkeys: config.passkeys,
    log: app.log,
  });
  const providerAccounts = createProviderAccountRepository(db);
  const accounts = createAccountService({
    auth,
    users: createUserRepository(db),
    sessions: createSessionRepository(db),
    signInMethods: providerAccounts,
    verifications: createVerificationRepository(db),
    profiles,
    portfolios: createPortfolioRepository(db),
    uploads: createAssetRepository(db),
    lifetime: config.sessions ?? defaultSessionLifetime,
  });

  // The self-hosted fonts: served immutable at /fonts/ (public pages, previews) and bundled into ZIPs and deploys;
  // share images are drawn in them (on publish, and for the ZIP and deploys).
  const fonts = createFontStore();
  app.addHook("onClose", async () => fonts.close());
  const shareImageRepository = createShareImageRepository(db);
  const shareImages = createShareImageService({
    repository: shareImageRepository,
    fonts: createShareFonts(fonts),
    publicUrl: config.publicUrl,
    log: app.log,
  });
  // Generated PDF résumés: laid out by Typst on a worker thread (stopped with the server), made on publish and
  // stored by hash like share images; the photo is the owner's upload, read like the share image's.
  const typst = createTypstRenderer({ fontFiles: resumeFontFiles });
  app.addHook("onClose", async () => typst.close());
  const resumePdfs = createResumePdfService({
    renderer: typst,
    asset: (id) => shareImageRepository.asset(id),
    repository: createResumePdfRepository(db),
    log: app.log,
  });
  const portfolios = createPortfolioService({
    repository: createPortfolioRepository(db),
    profiles,
    shareImage: (content, theme, username) => shareImages.imageFor(content, theme, username),
    resumePdf: async (content) => (content.resume.enabled ? resumePdfs.storedVersions(content) : undefined),
  });
  const exports = createExportService({
    repository: createExportRepository(db),
    profiles,
    publicUrl: config.publicUrl,
    fonts,
    shareImages,
    resumePdfs,
  });
  // Deployment webhooks: each deploy's start and end, signed and POSTed by a retried job (docs/webhooks.md).
  const webhooks = createWebhooks({
    db,
    serverSecret: secret,
    policy: { allowLoopback: config.webhooks?.allowLoopback ?? false, dnsServers: config.dnsResolver },
    jobs,
    log: app.log,
  });
  // Deploys publish the same files as the ZIP export.
  const deploy = createDeployServices({
    db,
    config,
    profiles,
    exports,
    jobs,
    log: app.log,
    events: { emit: (userId, type, deployed) => webhooks.emit(userId, type, { deploy: deployed }) },
  });
  const apiKeys = createApiKeyService({ repository: createApiKeyRepository(db), profiles });

  return {
    config,
    database,
    jobs,
    mail,
    health,
    profiles,
    auth,
    accounts,
    providerAccounts,
    customHosts,
    fastPaths,
    fonts,
    shareImages,
    resumePdfs,
    portfolios,
    exports,
    webhooks,
    deploy,
    apiKeys,
  };
}
