import os from "node:os";
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { logLevels, rememberedSessionDays } from "@foliocraft/schemas";
import type { JobQueueOptions } from "./jobs/queue";

/** "1.1.1.1", "127.0.0.1:5353", "::1" or "[::1]:53": the forms node:dns accepts for a server. */
function isDnsServer(value: string): boolean {
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(value);
  if (bracketed) return isIP(bracketed[1]!) === 6 && (!bracketed[2] || Number(bracketed[2]) <= 65535);
  if (isIP(value)) return true;
  const withPort = /^([\d.]+):(\d{1,5})$/.exec(value);
  return !!withPort && isIP(withPort[1]!) === 4 && Number(withPort[2]) <= 65535;
}

// The one place that reads the environment (design.md § Conventions). Everything else takes a Config.
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: "PUBLIC_URL must be an http(s) URL" }).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
    .optional(),
  SECRET: z.string().min(32, "SECRET must be at least 32 characters").optional(),
  ADMIN_EMAILS: z.string().default(""),
  SESSION_IDLE_DAYS: z.coerce
    .number({ error: "SESSION_IDLE_DAYS must be a whole number of days from 1 to 365" })
    .int("SESSION_IDLE_DAYS must be a whole number of days from 1 to 365")
    .min(1, "SESSION_IDLE_DAYS must be a whole number of days from 1 to 365")
    .max(365, "SESSION_IDLE_DAYS must be a whole number of days from 1 to 365")
    .default(14),
  SESSION_MAX_DAYS: z.coerce
    .number({ error: "SESSION_MAX_DAYS must be a whole number of days from 1 to 365" })
    .int("SESSION_MAX_DAYS must be a whole number of days from 1 to 365")
    .min(1, "SESSION_MAX_DAYS must be a whole number of days from 1 to 365")
    .max(365, "SESSION_MAX_DAYS must be a whole number of days from 1 to 365")
    .default(rememberedSessionDays),
  LOG_LEVEL: z.enum(logLevels).default("info"),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: z.stringbool().default(false),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  SUPPORT_EMAIL: z.email({ error: "SUPPORT_EMAIL must be an e-mail address" }).optional(),
  GITHUB_CLIENT_ID: z.string().optional(),
  GITHUB_CLIENT_SECRET: z.string().optional(),
  GITHUB_URL: z.url().default("https://github.com"),
  GITHUB_API_URL: z.url().default("https://api.github.com"),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_AUTH_URL: z.url().default("https://accounts.google.com/o/oauth2/v2/auth"),
  GOOGLE_TOKEN_URL: z.url().default("https://oauth2.googleapis.com/token"),
  GOOGLE_USERINFO_URL: z.url().default("https://openidconnect.googleapis.com/v1/userinfo"),
  AI_BASE_URL: z.url({ protocol: /^https?$/, error: "AI_BASE_URL must be an http(s) URL" }).optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  PAYSTACK_SECRET_KEY: z
    .string()
    .regex(/^sk_(test|live)_/, "PAYSTACK_SECRET_KEY must start with sk_test_ or sk_live_")
    .optional(),
  PAYSTACK_PUBLIC_KEY: z
    .string()
    .regex(/^pk_(test|live)_/, "PAYSTACK_PUBLIC_KEY must start with pk_test_ or pk_live_")
    .optional(),
  PAYSTACK_API_URL: z.url().default("https://api.paystack.co"),
  NETLIFY_CLIENT_ID: z.string().optional(),
  NETLIFY_CLIENT_SECRET: z.string().optional(),
  NETLIFY_AUTH_URL: z.url().default("https://app.netlify.com/authorize"),
  NETLIFY_TOKEN_URL: z.url().default("https://api.netlify.com/oauth/token"),
  NETLIFY_API_URL: z.url().default("https://api.netlify.com/api/v1"),
  // Vercel and Cloudflare Pages are connected with the person's own API token: no app to register, only the API.
  VERCEL_API_URL: z.url().default("https://api.vercel.com"),
  CLOUDFLARE_API_URL: z.url().default("https://api.cloudflare.com/client/v4"),
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  JOB_POLL_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(500, "JOB_POLL_INTERVAL_MS must be at least 500 (milliseconds)")
    .max(60_000, "JOB_POLL_INTERVAL_MS must be at most 60000 (milliseconds)")
    .optional(),
  JOB_RETRY_DELAY_SECONDS: z.coerce
    .number()
    .int()
    .min(0, "JOB_RETRY_DELAY_SECONDS must be a whole number of seconds, 0 or more")
    .max(3600, "JOB_RETRY_DELAY_SECONDS must be at most 3600")
    .optional(),
  JOB_TIMEOUT_SECONDS: z.coerce
    .number()
    .int()
    .min(1, "JOB_TIMEOUT_SECONDS must be at least 1")
    .max(3600 * 12, "JOB_TIMEOUT_SECONDS must be at most 43200 (12 hours)")
    .optional(),
  JOB_MAINTENANCE_INTERVAL_SECONDS: z.coerce
    .number()
    .int()
    .min(1, "JOB_MAINTENANCE_INTERVAL_SECONDS must be at least 1")
    .max(3600, "JOB_MAINTENANCE_INTERVAL_SECONDS must be at most 3600")
    .optional(),
  // Test-only: lets deployment webhooks reach loopback addresses (a receiver on this machine in the test journeys).
  // Private, link-local and other reserved addresses stay refused; a real deployment never sets it.
  FOLIOCRAFT_WEBHOOKS_ALLOW_LOOPBACK: z.stringbool().default(false),
  CUSTOM_DOMAIN_TARGET: z
    .string()
    .regex(/^[A-Za-z0-9.:[\]-]+$/, "CUSTOM_DOMAIN_TARGET must be a host name, such as sites.example.com")
    .optional(),
  DNS_RESOLVER: z
    .string()
    .refine(
      (v) => v.split(",").every((server) => isDnsServer(server.trim())),
      "DNS_RESOLVER must be IP addresses with optional ports, such as 127.0.0.1:5353 or 1.1.1.1,8.8.8.8",
    )
    .optional(),
  UPLOAD_QUOTA_FREE_MB: z.coerce
    .number({ error: "UPLOAD_QUOTA_FREE_MB must be a whole number of megabytes" })
    .int("UPLOAD_QUOTA_FREE_MB must be a whole number of megabytes")
    .min(1, "UPLOAD_QUOTA_FREE_MB must be at least 1")
    .default(50),
  UPLOAD_QUOTA_PRO_MB: z.coerce
    .number({ error: "UPLOAD_QUOTA_PRO_MB must be a whole number of megabytes" })
    .int("UPLOAD_QUOTA_PRO_MB must be a whole number of megabytes")
    .min(1, "UPLOAD_QUOTA_PRO_MB must be at least 1")
    .default(500),
  CUSTOM_DOMAIN_PENDING_DAYS: z.coerce
    .number({ error: "CUSTOM_DOMAIN_PENDING_DAYS must be a whole number of days" })
    .int("CUSTOM_DOMAIN_PENDING_DAYS must be a whole number of days")
    .min(1, "CUSTOM_DOMAIN_PENDING_DAYS must be at least 1")
    .max(365, "CUSTOM_DOMAIN_PENDING_DAYS must be at most 365")
    .default(7),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "REDIS_URL must start with redis:// or rediss://")
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, "REDIS_KEY_PREFIX may hold letters, digits, _ : . - (at most 64)")
    .default("foliocraft:"),
  WORKERS: z.coerce
    .number({ error: "WORKERS must be a whole number from 1 to 64" })
    .int("WORKERS must be a whole number from 1 to 64")
    .min(1, "WORKERS must be a whole number from 1 to 64")
    .max(64, "WORKERS must be a whole number from 1 to 64")
    .optional(),
});

/** Runtime configuration of the server, parsed once from the environment. */
export interface Config {
  port: number;
  host: string;
  /** Origin the app is reached at, e.g. https://folio.example.com (no trailing slash). */
  publicUrl: string;
  dataDir: string;
  /** PostgreSQL connection string; unset means the embedded PGlite database under dataDir. */
  databaseUrl: string | undefined;
  /** Server secret for signing and encryption; generated into dataDir when unset (see data-dir.ts). */
  secret: string | undefined;
  adminEmails: string[];
  /**
   * Session lifetimes: a session unused for idleDays ends, and none lives longer than maxDays after its sign-in.
   * Optional so configs written before they existed stay valid (defaultSessionLifetime).
   */
  sessions?: SessionLifetime;
  /**
   * Passkeys' relying party, from PUBLIC_URL (passkeyRelyingPartyOf); null: passkeys are off (an IP-address URL).
   * Optional so configs written before it existed stay valid (then derived from publicUrl).
   */
  passkeys?: PasskeyRelyingParty | null;
  logLevel: (typeof logLevels)[number];
  /** Folder of the built web app; unset means the API only (tests, `npm run dev`). */
  webDistDir: string | undefined;
  isProduction: boolean;
  /** Behind a reverse proxy: take the client address and protocol from X-Forwarded-* headers. */
  trustProxy: boolean;
  /** smtp(s):// URL of the mail server; unset keeps e-mails in the database outbox (and the log). */
  smtpUrl: string | undefined;
  /** Sender of every e-mail, e.g. "Foliocraft <no-reply@example.com>". */
  mailFrom: string;
  /**
   * Where /contact messages are e-mailed (SUPPORT_EMAIL, else the first ADMIN_EMAILS address); unset keeps them in
   * the database (and the outbox) only. Optional so configs written before it existed stay valid.
   */
  supportEmail?: string | undefined;
  /** GitHub OAuth app; unset disables GitHub sign-in. Base URLs are configurable for GitHub Enterprise and tests. */
  github: { clientId: string; clientSecret: string; webUrl: string; apiUrl: string } | undefined;
  /** Paystack keys (both needed); unset shows "Payment system not configured". The secret never leaves the server. */
  paystack: { secretKey: string; publicKey: string; apiUrl: string } | undefined;
  /** Google OAuth client; unset disables Google sign-in. */
  google:
    { clientId: string; clientSecret: string; authUrl: string; tokenUrl: string; userInfoUrl: string } | undefined;
  /**
   * An OpenAI-compatible chat-completions provider for the AI writing assistant; unset means the built-in writer.
   * Optional (not `| undefined`) so configs written before the assistant existed stay valid.
   */
  ai?: AiProviderConfig | undefined;
  /** Netlify OAuth app for deploys (contracts.md §3); unset hides Netlify. Optional so older configs stay valid. */
  netlify?: { clientId: string; clientSecret: string; authUrl: string; tokenUrl: string; apiUrl: string } | undefined;
  /** Vercel's API for deploys (contracts.md §4); the person connects with an API token. Optional for older configs. */
  vercel?: { apiUrl: string } | undefined;
  /** Cloudflare's API for Pages deploys (contracts.md §5); connected with an API token. Optional for older configs. */
  cloudflare?: { apiUrl: string } | undefined;
  /** The host owners point their custom domain's CNAME at (CUSTOM_DOMAIN_TARGET); unset: PUBLIC_URL's host. */
  customDomainTarget?: string | undefined;
  /**
   * How long an unverified custom-domain claim is kept before it expires (CUSTOM_DOMAIN_PENDING_DAYS, default 7).
   * Optional so configs written before it existed stay valid.
   */
  customDomainPendingDays?: number;
  /**
   * Upload storage per account in bytes (UPLOAD_QUOTA_FREE_MB / UPLOAD_QUOTA_PRO_MB, default 50 MB / 500 MB).
   * Optional so configs written before the quota existed stay valid (then those defaults apply).
   */
  uploadQuota?: { freeBytes: number; proBytes: number };
  /** DNS servers for custom-domain verification (DNS_RESOLVER, "ip[:port]" each); unset: the system's resolver. */
  dnsResolver?: string[] | undefined;
  /** How often a deploy polls GitHub Pages or Netlify for its build; not from the environment (tests shorten it). */
  deployPollIntervalMs?: number;
  /**
   * The background-job queue (JOB_* variables); unset fields take jobs/queue.ts's defaults. Optional so configs
   * written before the queue existed stay valid.
   */
  jobs?: Partial<JobQueueOptions>;
  /**
   * Deployment webhooks. `allowLoopback` (FOLIOCRAFT_WEBHOOKS_ALLOW_LOOPBACK, test-only) lets them reach 127.0.0.1
   * and ::1; unset or false, only public addresses are accepted. Optional so older configs stay valid.
   */
  webhooks?: { allowLoopback: boolean } | undefined;
  /**
   * Redis shared by every server for rate limits; unset keeps limits in each process's memory. Keys start with
   * keyPrefix, so one Redis can serve several deployments (or tests). Optional so older configs stay valid.
   */
  redis?: { url: string; keyPrefix: string } | undefined;
  /** Server processes on this machine (server.ts, node:cluster); 1 runs the server in the starting process. */
  workers?: number;
  /** Which cluster worker this process is (1…workers), put on every log line; unset outside a cluster. */
  workerId?: number | undefined;
  /** The largest rendered site a deploy accepts; not from the environment (tests lower it). Default 50 MB, 1,000 files. */
  deployLimits?: { maxBytes: number; maxFiles: number };
}

/**
 * Who passkeys belong to (WebAuthn's relying party): the host and origin of PUBLIC_URL. A passkey made here works on
 * this host only, and a sign-in is accepted only from this origin.
 */
export interface PasskeyRelyingParty {
  /** The relying party id: PUBLIC_URL's host name, e.g. folio.example.com. */
  rpId: string;
  /** PUBLIC_URL's origin, e.g. https://folio.example.com: the only origin whose ceremonies are verified. */
  origin: string;
}

/**
 * The relying party of an app served at this URL, or null when browsers cannot make passkeys for it: WebAuthn takes a
 * domain name (localhost included) and refuses an IP address such as http://127.0.0.1:3000.
 */
export function passkeyRelyingPartyOf(publicUrl: string): PasskeyRelyingParty | null {
  const url = new URL(publicUrl);
  if (isIP(url.hostname.replace(/^\[|\]$/g, "")) !== 0) return null;
  return { rpId: url.hostname, origin: url.origin };
}

/** How long sessions live (SESSION_IDLE_DAYS, SESSION_MAX_DAYS). */
export interface SessionLifetime {
  idleDays: number;
  maxDays: number;
}

/** 14 days idle, 30 days at most (the remembered sign-in). */
export const defaultSessionLifetime: SessionLifetime = { idleDays: 14, maxDays: rememberedSessionDays };

/** An OpenAI-compatible provider (OpenAI, Ollama, vLLM, LM Studio, OpenRouter): contracts.md §5. */
export interface AiProviderConfig {
  /** Base URL without a trailing slash, e.g. https://api.openai.com/v1 or http://localhost:11434/v1. */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Time the provider has to finish an answer (issue 9: 30 s); tests shorten it. */
  timeoutMs: number;
}

/** How long the AI provider has to answer (issue 9). */
export const aiProviderTimeoutMs = 30_000;

const megabyte = 1024 * 1024;

/** Upload storage per account when the config does not say (UPLOAD_QUOTA_*_MB's defaults). */
export const defaultUploadQuota = { freeBytes: 50 * megabyte, proBytes: 500 * megabyte };

/** How long an unverified custom-domain claim lasts when the config does not say. */
export const defaultCustomDomainPendingDays = 7;

/** Raised when the environment is invalid; the message lists every bad variable. */
export class ConfigError extends Error {}

/** Parses and validates the environment into a Config. Throws ConfigError with readable messages. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  // Empty strings mean "unset" (a common shape for `FOO=` in .env files and compose files).
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if (e.SESSION_IDLE_DAYS > e.SESSION_MAX_DAYS) {
    throw new ConfigError(
      "Invalid configuration:\n  SESSION_IDLE_DAYS: must not be longer than SESSION_MAX_DAYS (a session's whole life)",
    );
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    secret: e.SECRET,
    adminEmails: e.ADMIN_EMAILS.split(",")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    sessions: { idleDays: e.SESSION_IDLE_DAYS, maxDays: e.SESSION_MAX_DAYS },
    passkeys: passkeyRelyingPartyOf(publicUrl),
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    isProduction: e.NODE_ENV === "production",
    trustProxy: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `Foliocraft <no-reply@${new URL(publicUrl).hostname}>`,
    supportEmail:
      e.SUPPORT_EMAIL ??
      e.ADMIN_EMAILS.split(",")
        .map((s) => s.trim().toLowerCase())
        .find(Boolean),
    github:
      e.GITHUB_CLIENT_ID && e.GITHUB_CLIENT_SECRET
        ? {
            clientId: e.GITHUB_CLIENT_ID,
            clientSecret: e.GITHUB_CLIENT_SECRET,
            webUrl: e.GITHUB_URL.replace(/\/+$/, ""),
            apiUrl: e.GITHUB_API_URL.replace(/\/+$/, ""),
          }
        : undefined,
    paystack:
      e.PAYSTACK_SECRET_KEY && e.PAYSTACK_PUBLIC_KEY
        ? {
            secretKey: e.PAYSTACK_SECRET_KEY,
            publicKey: e.PAYSTACK_PUBLIC_KEY,
            apiUrl: e.PAYSTACK_API_URL.replace(/\/+$/, ""),
          }
        : undefined,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            authUrl: e.GOOGLE_AUTH_URL,
            tokenUrl: e.GOOGLE_TOKEN_URL,
            userInfoUrl: e.GOOGLE_USERINFO_URL,
          }
        : undefined,
    // All three are needed: a provider without a model or key would fail on every request.
    ai:
      e.AI_BASE_URL && e.AI_API_KEY && e.AI_MODEL
        ? {
            baseUrl: e.AI_BASE_URL.replace(/\/+$/, ""),
            apiKey: e.AI_API_KEY,
            model: e.AI_MODEL,
            timeoutMs: aiProviderTimeoutMs,
          }
        : undefined,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    jobs: Object.fromEntries(
      Object.entries({
        pollIntervalMs: e.JOB_POLL_INTERVAL_MS,
        retryDelaySeconds: e.JOB_RETRY_DELAY_SECONDS,
        jobTimeoutSeconds: e.JOB_TIMEOUT_SECONDS,
        maintenanceIntervalSeconds: e.JOB_MAINTENANCE_INTERVAL_SECONDS,
      }).filter(([, v]) => v !== undefined),
    ),
    webhooks: { allowLoopback: e.FOLIOCRAFT_WEBHOOKS_ALLOW_LOOPBACK },
    // Production uses every core by default; development and tests stay one process (simpler logs, reload, debug).
    workers: e.WORKERS ?? (e.NODE_ENV === "production" ? os.availableParallelism() : 1),
    customDomainPendingDays: e.CUSTOM_DOMAIN_PENDING_DAYS,
    uploadQuota: { freeBytes: e.UPLOAD_QUOTA_FREE_MB * megabyte, proBytes: e.UPLOAD_QUOTA_PRO_MB * megabyte },
    customDomainTarget: e.CUSTOM_DOMAIN_TARGET?.toLowerCase().replace(/\.$/, ""),
    dnsResolver: e.DNS_RESOLVER?.split(",")
      .map((server) => server.trim())
      .filter(Boolean),
    netlify:
      e.NETLIFY_CLIENT_ID && e.NETLIFY_CLIENT_SECRET
        ? {
            clientId: e.NETLIFY_CLIENT_ID,
            clientSecret: e.NETLIFY_CLIENT_SECRET,
            authUrl: e.NETLIFY_AUTH_URL,
            tokenUrl: e.NETLIFY_TOKEN_URL,
            apiUrl: e.NETLIFY_API_URL.replace(/\/+$/, ""),
          }
        : undefined,
    vercel: { apiUrl: e.VERCEL_API_URL.replace(/\/+$/, "") },
    cloudflare: { apiUrl: e.CLOUDFLARE_API_URL.replace(/\/+$/, "") },
  };
}

/** Parses this process's environment: the one place that reads process.env. */
export function loadConfig(): Config {
  return parseConfig(process.env);
}
