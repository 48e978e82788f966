import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import type { Config, PasskeyRelyingParty } from "../config";
import type { Database } from "../db/client";
import type { JobQueue } from "../jobs/queue";
import type { Auth } from "./accounts/auth";
import type { ProfileRepository } from "./accounts/profile-repository";
import type { ProviderAccountRepository } from "./accounts/provider-account-repository";
import type { AccountService } from "./accounts/service";
import type { CustomHostTable } from "./custom-domains/host-table";
import type { FastPathTable } from "../lib/fast-path-table";
import type { DeployServices } from "./deploy/deploy-module";
import type { ApiKeyService } from "./api-keys/service";
import type { ExportService } from "./export/service";
import type { FontStore } from "./fonts/font-store";
import type { HealthRepository } from "./health/repository";
import type { MailService } from "./mail/service";
import type { PortfolioService } from "./portfolios/service";
import type { ResumePdfService } from "./resume-pdf/service";
import type { ShareImageService } from "./share-image/service";
import type { WebhookService } from "./webhooks/service";

/** The config as modules read it: the secret resolved, the passkeys' relying party decided (app-deps.ts). */
export type ModuleConfig = Config & { secret: string; passkeys: PasskeyRelyingParty | null };

/**
 * What every module is built from, made once in app-deps.ts before any module registers. Besides the database,
 * config, jobs and mail, it holds the services more than one module (or an app plugin) uses, so sharing one is
 * visible here rather than through decorators. A service only its own module uses is built inside that module.
 * No key may be named like a Fastify register option (prefix, logLevel, logSerializers).
 */
export interface ModuleDeps {
  config: ModuleConfig;
  database: Database;
  jobs: JobQueue;
  mail: MailService;
  /** The database ping: the error handler's "is it down?", /api/health and /status. */
  health: HealthRepository;
  /** The one repository of `profiles` (plans, admins, preferences, usernames); most modules read it. */
  profiles: ProfileRepository;
  /** better-auth: accounts, and the GitHub integration's provider tokens. */
  auth: Auth;
  /** The account service: the session plugin resolves every request's session with it; the accounts routes. */
  accounts: AccountService;
  /** Linked Google and GitHub accounts: accounts (sign-in, linking) and integrations (GitHub repositories). */
  providerAccounts: ProviderAccountRepository;
  /** Verified custom domains → username: consulted by the app's rewriteUrl, filled by custom-domains. */
  customHosts: CustomHostTable;
  /** Answers served before Fastify's hook chain: filled by public-site, its answers counted by analytics. */
  fastPaths: FastPathTable;
  /** The self-hosted fonts: served by fonts, drawn into share images, bundled by export. */
  fonts: FontStore;
  /** Share images: made on publish (portfolios), served (share-image), bundled (export). */
  shareImages: ShareImageService;
  /** Résumé PDFs: made on publish (portfolios), served (resume-pdf), bundled (export). */
  resumePdfs: ResumePdfService;
  /** Portfolios: their routes and the public API. */
  portfolios: PortfolioService;
  /** The static site of a portfolio: the ZIP export, deploys and the public API. */
  exports: ExportService;
  /** The owner's webhooks: their routes, deploy events and the public API. */
  webhooks: WebhookService;
  /** Deploy connections and deploys: their routes and the public API. */
  deploy: DeployServices;
  /** Personal API keys: their routes and the public API's authentication. */
  apiKeys: ApiKeyService;
}

/** A module: one plugin, registered by app.ts with the ModuleDeps, in the order of app.ts's list. */
export type AppModule = FastifyPluginAsync<ModuleDeps>;

/**
 * Makes a module of the function that builds its services and registers its routes. A fastify-plugin: the body runs
 * in the app's own context, as if written in app.ts, so a hook or decoration it adds reaches the routes registered
 * after it (the list's order is the app's). Each routes plugin it registers keeps its own encapsulated context.
 */
export function defineModule(
  name: string,
  register: (app: FastifyInstance, deps: ModuleDeps) => Promise<void>,
): AppModule {
  return fp(register, { name });
}
