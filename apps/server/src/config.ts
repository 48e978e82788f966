import path from "node:path";
import { z } from "zod";
import { logLevels } from "@foliocraft/schemas";

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
  LOG_LEVEL: z.enum(logLevels).default("info"),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: z.stringbool().default(false),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
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
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
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
  /** How often a deploy polls GitHub Pages or Netlify for its build; not from the environment (tests shorten it). */
  deployPollIntervalMs?: number;
}

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
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    isProduction: e.NODE_ENV === "production",
    trustProxy: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `Foliocraft <no-reply@${new URL(publicUrl).hostname}>`,
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
  };
}

/** Parses this process's environment: the one place that reads process.env. */
export function loadConfig(): Config {
  return parseConfig(process.env);
}
