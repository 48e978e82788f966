import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  emailListIds,
  type CustomDomainCheck,
  type HistorySectionId,
  type LanguageCode,
  type PortfolioContent,
  type RevisionKind,
  type ThemeId,
  deployProviders,
  deployTargets,
} from "@foliocraft/schemas";

/** Messages sent through the public /contact page (spec §3 contact form; design.md: stored, not only logged). */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    language: text("language").notNull().default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_created_at_idx").on(t.createdAt)],
);

// ── Accounts: the tables better-auth reads and writes (its core schema), plus our profile. ──

/** People who can sign in (better-auth "user"). */
export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  /** Two-step sign-in is on: a password sign-in asks for an authenticator code or a recovery code next. */
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
});

/**
 * A user's authenticator secret and recovery codes (better-auth "twoFactor"), both encrypted with the server secret.
 * `verified` is false between "set up" and the first correct code; failures count towards a lock.
 */
export const twoFactors = pgTable(
  "two_factors",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /**
     * The 30-second time step of the last code accepted (ours, not better-auth's): a code of this step or an earlier
     * one is refused, so a code seen over someone's shoulder cannot be used again within its window (totp-replay.ts).
     */
    lastUsedTimeStep: integer("last_used_time_step"),
  },
  (t) => [index("two_factors_user_id_idx").on(t.userId), index("two_factors_secret_idx").on(t.secret)],
);

/**
 * Passkeys (better-auth's passkey plugin, WebAuthn): the public key of a credential the user's device or password
 * manager keeps, and its signature counter. `name` is what the owner called it; `lastUsedAt` is ours, set by a sign-in.
 */
export const passkeys = pgTable(
  "passkeys",
  {
    id: text("id").primaryKey(),
    name: text("name"),
    publicKey: text("public_key").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    credentialID: text("credential_id").notNull(),
    counter: integer("counter").notNull(),
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull(),
    transports: text("transports"),
    createdAt: timestamp("created_at", { withTimezone: true }).defaultNow(),
    aaguid: text("aaguid"),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [index("passkeys_user_id_idx").on(t.userId), uniqueIndex("passkeys_credential_id_idx").on(t.credentialID)],
);

/** Signed-in sessions, one row per browser (better-auth "session"); kept in the database so any server can read them. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

/** Ways to sign in: the password ("credential") and linked providers (better-auth "account"). */
export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    /**
     * Whether the provider marked the identity's e-mail verified at its last sign-in (ours, not better-auth's): a
     * password reset removes provider links that were not, so a stranger's unverified link cannot outlive it.
     */
    providerEmailVerified: boolean("provider_email_verified").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("accounts_user_id_idx").on(t.userId)],
);

/** Single-use tokens: e-mail verification and password reset (better-auth "verification"). */
export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/** Preferences kept on the profile (spec §3 second reading, plus the interface language). */
export interface ProfilePreferences {
  theme: "light" | "dark" | "system";
  language: string;
  notifications: boolean;
}

/**
 * The user profile of spec §3: one model for both of the spec's readings. Plan and subscription fields are written
 * by the payments module; onboarding by the onboarding module.
 */
export const profiles = pgTable("profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  plan: text("plan", { enum: ["free", "pro"] })
    .notNull()
    .default("free"),
  isPremium: boolean("is_premium").notNull().default(false),
  isAdmin: boolean("is_admin").notNull().default(false),
  premiumSince: timestamp("premium_since", { withTimezone: true }),
  premiumUpgradedAt: timestamp("premium_upgraded_at", { withTimezone: true }),
  paymentVerified: boolean("payment_verified").notNull().default(false),
  lastPaymentDate: timestamp("last_payment_date", { withTimezone: true }),
  paymentData: jsonb("payment_data"),
  subscriptionType: text("subscription_type"),
  subscriptionEnd: timestamp("subscription_end", { withTimezone: true }),
  /** Set when the user cancels: Pro stays until subscriptionEnd, renewal reminders stop (issue 8 §4). */
  subscriptionCancelledAt: timestamp("subscription_cancelled_at", { withTimezone: true }),
  paymentProviderId: text("payment_provider_id"),
  paymentAmount: integer("payment_amount"),
  paymentCurrency: text("payment_currency"),
  transactionRef: text("transaction_ref"),
  /** The public name of /p/{username}: lower-case, unique, claimed by the owner (issue 5 §6). */
  username: text("username").unique(),
  onboardingCompleted: boolean("onboarding_completed").notNull().default(false),
  onboardingData: jsonb("onboarding_data"),
  preferences: jsonb("preferences")
    .$type<ProfilePreferences>()
    .notNull()
    .default({ theme: "system", language: "en", notifications: true }),
  portfoliosCreated: integer("portfolios_created").notNull().default(0),
  deploymentsCount: integer("deployments_count").notNull().default(0),
  lastActive: timestamp("last_active", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every e-mail the app sends. Without SMTP_URL this table is the outbox (admins read it); with SMTP it is the
 * delivery log.
 */
export const mailMessages = pgTable(
  "mail_messages",
  {
    id: text("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    kind: text("kind").notNull(),
    status: text("status", { enum: ["outbox", "sent", "failed"] }).notNull(),
    /** The last delivery error (SMTP); kept while retries go on, cleared when a retry succeeds. */
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Where replies go (a visitor's address); stored so the background sender can set it. */
    replyTo: text("reply_to"),
    /** Delivery attempts so far (the mail job retries with backoff; see modules/mail/service.ts). */
    attempts: integer("attempts").notNull().default(0),
  },
  (t) => [index("mail_messages_created_at_idx").on(t.createdAt)],
);

// ── Portfolios (issue 5) ──

/**
 * A portfolio: the owner's draft (`content`, saved by autosave, `version` +1 per save) and, once published, a frozen
 * snapshot (`published_content`) that /p/{username} serves until the owner publishes again.
 */
export const portfolios = pgTable(
  "portfolios",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    theme: text("theme").$type<ThemeId>().notNull(),
    content: jsonb("content").$type<PortfolioContent>().notNull(),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    publishedContent: jsonb("published_content").$type<PortfolioContent>(),
    publishedVersion: integer("published_version"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** The share image of the published snapshot (share_images.png_hash), drawn at publish; null until then. */
    shareImage: text("share_image"),
    /** The generated résumé of the published snapshot (resume_pdfs.pdf_hash), made at publish; null until then. */
    resumePdf: text("resume_pdf"),
    /**
     * The generated résumé of each translation of the published snapshot (issue 21): language code → pdf_hash, made
     * at publish beside the primary one; null until then (or for a one-language portfolio).
     */
    resumePdfTranslations: jsonb("resume_pdf_translations").$type<Partial<Record<LanguageCode, string>>>(),
  },
  (t) => [
    index("portfolios_user_id_idx").on(t.userId, t.updatedAt),
    // Exactly one published portfolio per user is served at /p/{username}.
    uniqueIndex("portfolios_one_published_per_user")
      .on(t.userId)
      .where(sql`${t.publishedAt} is not null`),
  ],
);

/**
 * Past saves of a portfolio, for history, comparison and restore (issue 20 item 3). Named and published versions are
 * kept; of the others, the newest 50 (pruned by modules/portfolios/repository.ts).
 */
export const portfolioRevisions = pgTable(
  "portfolio_revisions",
  {
    portfolioId: text("portfolio_id")
      .notNull()
      .references(() => portfolios.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    /** The portfolio's name at this version (not the version's own name: that is `label`). */
    name: text("name").notNull(),
    theme: text("theme").$type<ThemeId>().notNull(),
    content: jsonb("content").$type<PortfolioContent>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** autosave, publish (this version went live) or restore (of `source_version`, or one `restored_section` of it). */
    kind: text("kind").$type<RevisionKind>().notNull().default("autosave"),
    /** The owner's name for this version; null when unnamed. */
    label: text("label"),
    sourceVersion: integer("source_version"),
    restoredSection: text("restored_section").$type<HistorySectionId>(),
  },
  (t) => [primaryKey({ columns: [t.portfolioId, t.version] })],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  // PGlite returns Uint8Array, node-postgres Buffer: hand the rest of the code one type.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded files, addressed by the SHA-256 of their (re-encoded) bytes: stored once however many portfolios use them,
 * in the database so every server instance can serve them.
 */
export const assets = pgTable("assets", {
  id: text("id").primaryKey(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  width: integer("width"),
  height: integer("height"),
  data: bytea("data").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Share images (Open Graph / X cards, 1200×630 PNG) of portfolios, keyed by everything that draws them (text,
 * palette, fonts, photo, generator version: `input_key`), served content-addressed by the SHA-256 of the PNG.
 */
export const shareImages = pgTable(
  "share_images",
  {
    inputKey: text("input_key").primaryKey(),
    pngHash: text("png_hash").notNull(),
    data: bytea("data").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("share_images_png_hash_idx").on(t.pngHash)],
);

/**
 * Generated PDF résumés (issue 23), like share images: stored by what made them (input_key: content, layout and
 * generator version), served by their own hash at /resumes/{pdf_hash}.pdf, immutable.
 */
export const resumePdfs = pgTable(
  "resume_pdfs",
  {
    inputKey: text("input_key").primaryKey(),
    pdfHash: text("pdf_hash").notNull(),
    data: bytea("data").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("resume_pdfs_pdf_hash_idx").on(t.pdfHash)],
);

/** Who uploaded which asset: an account's data export lists them, and deleting the account releases them. */
export const assetOwners = pgTable(
  "asset_owners",
  {
    assetId: text("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.assetId, t.userId] }), index("asset_owners_user_id_idx").on(t.userId)],
);

// ── AI writing assistant (issue 9) ──

/**
 * AI writes per user and UTC day, for the daily quota (free 5, Pro 200) and the admins' usage counts. One row per
 * user and day, incremented atomically by an upsert so two tabs cannot both take the last write.
 */
export const aiUsage = pgTable(
  "ai_usage",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The UTC day, YYYY-MM-DD. */
    day: text("day").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), index("ai_usage_day_idx").on(t.day)],
);

// ── Payments (issue 8) ──

/**
 * One Paystack transaction per row, stored before the popup opens. `fulfilled_at` is set by exactly one of the
 * verify call, the callback and the webhook (a guarded UPDATE), so each reference extends the plan once.
 */
export const payments = pgTable(
  "payments",
  {
    reference: text("reference").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    plan: text("plan", { enum: ["monthly", "yearly"] }).notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    status: text("status", { enum: ["pending", "success", "failed", "abandoned", "refunded"] })
      .notNull()
      .default("pending"),
    accessCode: text("access_code"),
    channel: text("channel"),
    providerTransactionId: text("provider_transaction_id"),
    providerData: jsonb("provider_data"),
    failureReason: text("failure_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    fulfilledAt: timestamp("fulfilled_at", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    /**
     * Set by the one refund request that may call Paystack (a guarded UPDATE), before the call; cleared again when
     * Paystack refuses, so the refund can be retried. Parallel requests find it set and get a 409.
     */
    refundClaimedAt: timestamp("refund_claimed_at", { withTimezone: true }),
    refundData: jsonb("refund_data"),
  },
  (t) => [index("payments_user_id_idx").on(t.userId, t.createdAt), index("payments_created_at_idx").on(t.createdAt)],
);

/** Subscription e-mails already sent, so each is sent once per period whichever server instance runs the job. */
export const subscriptionReminders = pgTable(
  "subscription_reminders",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["expires-soon", "expired"] }).notNull(),
    periodEnd: timestamp("period_end", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.periodEnd] })],
);

/**
 * Messages visitors send through the contact form of a published or exported portfolio, kept for the owner's inbox
 * (and e-mailed to the owner). No IP address is stored: the rate limit lives in memory.
 */
export const visitorMessages = pgTable(
  "visitor_messages",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    portfolioId: text("portfolio_id").references(() => portfolios.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    /** The language of the page the visitor wrote from (issue 21); null for messages sent before it was kept. */
    language: text("language"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [index("visitor_messages_user_id_idx").on(t.userId, t.createdAt)],
);

// ── Deploys (issue 7) ──

/**
 * A user's connection to a deploy provider, separate from sign-in: GitHub is asked for `public_repo` here only, and
 * Netlify is never a sign-in provider. The token is encrypted with the server secret (better-auth's symmetricEncrypt).
 */
export const deployConnections = pgTable(
  "deploy_connections",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: deployProviders }).notNull(),
    accessTokenEncrypted: text("access_token_encrypted").notNull(),
    scope: text("scope").notNull().default(""),
    accountLogin: text("account_login").notNull(),
    /**
     * What the person chose for this provider's deploys, under names its folder reads (providers/vercel: `teamId`,
     * the team to deploy to, null for the personal account; absent until chosen). Reset when the token changes.
     */
    providerState: jsonb("provider_state").$type<Record<string, string | null | undefined>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.provider] })],
);

/** Pending connection attempts: the OAuth state and PKCE verifier stay on the server until the callback (10 min). */
export const deployOauthStates = pgTable("deploy_oauth_states", {
  state: text("state").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  provider: text("provider", { enum: deployProviders }).notNull(),
  codeVerifier: text("code_verifier"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/**
 * What a failed deploy records for the web to offer a way forward and to say, in the interface language, what
 * happened (`messageId` + `params`) and what is left on the provider (`left`). Rows from before these fields have
 * only the English `error_message`.
 */
export interface DeployErrorDetails {
  retryAt?: string;
  suggestion?: string;
  reconnect?: boolean;
  connect?: boolean;
  provider?: string;
  /** The error's catalog message (packages/schemas api-messages) and its parameters. */
  messageId?: string;
  params?: Record<string, string | number>;
  /** What the failed deploy left on the provider, as a catalog message. */
  left?: { id: string; params: Record<string, string | number> };
  /** The provider's own words about the failure, as it wrote them (shown quoted). */
  providerMessage?: string;
  /** Too large: the site's size and file count, and the limits (for the web to format in the language). */
  tooLarge?: boolean;
  bytes?: number;
  files?: number;
  maxBytes?: number;
  maxFiles?: number;
}

/**
 * One deploy of a portfolio and its outcome. The external ids in the provider state (repository full name, Netlify
 * site id, …) are what a re-deploy of the same portfolio reuses to reach the same repository or site.
 */
export const deploys = pgTable(
  "deploys",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    portfolioId: text("portfolio_id")
      .notNull()
      .references(() => portfolios.id, { onDelete: "cascade" }),
    target: text("target", { enum: deployTargets }).notNull(),
    status: text("status", { enum: ["running", "success", "error"] }).notNull(),
    step: text("step", { enum: ["preparing", "uploading", "building", "live"] }).notNull(),
    url: text("url"),
    errorCode: text("error_code"),
    errorMessage: text("error_message"),
    /** The way forward of a failure, for the web: when to retry (retryAt), a free name (suggestion), reconnect. */
    errorDetails: jsonb("error_details").$type<DeployErrorDetails>(),
    /**
     * The provider's own record of this deploy (modules/deploy/providers/*: ProviderState): what the run needs, fixed
     * when the deploy is accepted so any server can run (or re-run) it from the row (the repository or site name, the
     * site a previous deploy used), and what exists on the provider as it goes (repository, commit, site, deploy).
     */
    providerState: jsonb("provider_state").$type<Record<string, string | null | undefined>>().notNull().default({}),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("deploys_portfolio_id_idx").on(t.portfolioId, t.startedAt),
    index("deploys_user_id_idx").on(t.userId, t.startedAt),
    // One running deploy per portfolio, decided by the database: two servers cannot both start one.
    uniqueIndex("deploys_one_running_idx")
      .on(t.portfolioId)
      .where(sql`${t.status} = 'running'`),
  ],
);

// ── System status (issue 10) ──

/** Incidents admins post on /status (spec §3 Incident); the start is the spec's date and time in one value. */
export const incidents = pgTable(
  "incidents",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    status: text("status", {
      enum: ["operational", "degraded", "outage", "maintenance", "scheduled", "resolved"],
    }).notNull(),
    impact: text("impact", { enum: ["minor", "major", "critical"] }).notNull(),
    description: text("description").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    /** [{ at: ISO time, message }], oldest first. */
    updates: jsonb("updates").$type<{ at: string; message: string }[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("incidents_starts_at_idx").on(t.startsAt)],
);

// ── Newsletter and talent community (issue 10) ──

/**
 * Sign-ups to an e-mail list (the blog newsletter, the careers talent community), double opt-in: an address is
 * `pending` until the e-mailed link confirms it. Only a hash of the confirmation token is stored, so a database dump
 * cannot confirm anyone. Addresses are stored lower-cased, once per list.
 */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: text("id").primaryKey(),
    list: text("list", { enum: emailListIds }).notNull().default("newsletter"),
    email: text("email").notNull(),
    language: text("language").notNull().default("en"),
    status: text("status", { enum: ["pending", "confirmed", "unsubscribed"] }).notNull(),
    confirmTokenHash: text("confirm_token_hash").unique(),
    confirmTokenExpiresAt: timestamp("confirm_token_expires_at", { withTimezone: true }),
    /** When the last confirmation e-mail went out: repeated sign-ups resend it at most once per cool-down. */
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("newsletter_subscriptions_list_email_idx").on(t.list, t.email)],
);

// ── Analytics (issue 11 §2–3): counts per portfolio and day, never a person ──

/**
 * One random salt per UTC day for the unique-visitor hash, shared by every server through the database. Salts
 * older than yesterday are deleted, so a stored hash can no longer be recomputed or linked to another day.
 */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
});

/**
 * Today's (and yesterday's) visitor hashes: HMAC(day salt, address + portfolio). Only the hash, never
 * the address; a new row is a new unique visitor. Rows older than yesterday are deleted with their salt.
 */
export const analyticsVisitors = pgTable(
  "analytics_visitors",
  {
    portfolioId: text("portfolio_id")
      .notNull()
      .references(() => portfolios.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    hash: text("hash").notNull(),
  },
  (t) => [primaryKey({ columns: [t.portfolioId, t.day, t.hash] }), index("analytics_visitors_day_idx").on(t.day)],
);

/** Views, unique visitors and resume downloads per portfolio and UTC day (UPSERT counters: exact under concurrency). */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    portfolioId: text("portfolio_id")
      .notNull()
      .references(() => portfolios.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull().default(0),
    uniques: integer("uniques").notNull().default(0),
    resumeDownloads: integer("resume_downloads").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.portfolioId, t.day] })],
);

/** Views per portfolio, day and referring site (host name only; same-site and direct visits are not rows). */
export const analyticsReferrers = pgTable(
  "analytics_referrers",
  {
    portfolioId: text("portfolio_id")
      .notNull()
      .references(() => portfolios.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    domain: text("domain").notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.portfolioId, t.day, t.domain] })],
);

/** Views per portfolio, day and device class (from the user agent, which itself is not kept). */
export const analyticsDevices = pgTable(
  "analytics_devices",
  {
    portfolioId: text("portfolio_id")
      .notNull()
      .references(() => portfolios.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    device: text("device", { enum: ["mobile", "tablet", "desktop"] }).notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.portfolioId, t.day, t.device] })],
);

/**
 * Views per portfolio, day and language version of the page (issue 21: `/p/{username}` counts as the primary
 * language, `/p/{username}/{lang}` as that translation, an exported page as the language it declares).
 */
export const analyticsLanguages = pgTable(
  "analytics_languages",
  {
    portfolioId: text("portfolio_id")
      .notNull()
      .references(() => portfolios.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    language: text("language").notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.portfolioId, t.day, t.language] })],
);

// ── Custom domains (issue 11 §4, Pro) ──

/**
 * A user's custom domain (at most one) for their published portfolio. `domain` is the ASCII (punycode) host name,
 * unique across users; it serves the portfolio once the TXT record `_foliocraft.{domain}` holds the token.
 */
export const customDomains = pgTable(
  "custom_domains",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    domain: text("domain").notNull(),
    verificationToken: text("verification_token").notNull(),
    status: text("status", { enum: ["pending", "verified", "failed"] })
      .notNull()
      .default("pending"),
    /** What the last DNS lookup found (CustomDomainCheck of packages/schemas). */
    lastCheck: jsonb("last_check").$type<CustomDomainCheck>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastCheckedAt: timestamp("last_checked_at", { withTimezone: true }),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
  },
  (t) => [
    // Only a verified domain is exclusive: unverified claims of one name by several accounts coexist, and the
    // first to prove control through DNS takes it (issue 18: a claim alone must never block the real owner).
    uniqueIndex("custom_domains_verified_domain_key")
      .on(t.domain)
      .where(sql`${t.status} = 'verified'`),
    index("custom_domains_domain_idx").on(t.domain),
    uniqueIndex("custom_domains_user_id_key").on(t.userId),
    index("custom_domains_pending_idx").on(t.status, t.lastCheckedAt),
  ],
);

// ── The public API (issue 24) ──

/**
 * Personal API keys. Only the SHA-256 of the key is stored (a key is 32 random bytes, so a fast hash is enough:
 * nothing to brute-force); `start` is its first characters, for people to tell keys apart. A revoked key keeps its
 * row so its usage stays visible; every lookup is by hash and then owner-scoped through `user_id`.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    scope: text("scope", { enum: ["read", "read-write"] }).notNull(),
    start: text("start").notNull(),
    secretHash: text("secret_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("api_keys_secret_hash_key").on(t.secretHash), index("api_keys_user_id_idx").on(t.userId)],
);

/** Requests per API key per UTC day (the settings page's usage), incremented by an upsert. */
export const apiKeyUsage = pgTable(
  "api_key_usage",
  {
    keyId: text("key_id")
      .notNull()
      .references(() => apiKeys.id, { onDelete: "cascade" }),
    /** The UTC day, YYYY-MM-DD. */
    day: text("day").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.day] })],
);

/**
 * Deployment webhooks (issue 24): where an owner's deploy events are POSTed. The signing secret is encrypted with the
 * server secret (better-auth's symmetricEncrypt): the server needs it back to sign each delivery.
 */
export const webhooks = pgTable(
  "webhooks",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    secretStart: text("secret_start").notNull(),
    secretEncrypted: text("secret_encrypted").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("webhooks_user_id_idx").on(t.userId)],
);

/** One event sent (or being sent) to one webhook: the delivery log of settings. Sent by "webhook-delivery" jobs. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: text("id").primaryKey(),
    webhookId: text("webhook_id")
      .notNull()
      .references(() => webhooks.id, { onDelete: "cascade" }),
    /** The event's id: kept by "send again", so a receiver can tell a repeat. */
    eventId: text("event_id").notNull(),
    type: text("type", {
      enum: ["deploy.started", "deploy.succeeded", "deploy.failed", "webhook.test"],
    }).notNull(),
    /** The event's JSON body as first sent (re-sent byte for byte). */
    body: text("body").notNull(),
    status: text("status", { enum: ["pending", "delivered", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    responseStatus: integer("response_status"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
  },
  (t) => [index("webhook_deliveries_webhook_id_created_idx").on(t.webhookId, t.createdAt)],
);
