import { z } from "zod";
import { schemaMessage } from "./api-messages/schema-message";
import { deployRequestSchema } from "./deploy";
import { storableText, textField } from "./text";

/** What a personal API key may do: read only, or read and write (create, save, publish, deploy). */
export const apiKeyScopes = ["read", "read-write"] as const;

/** A key's scope. */
export type ApiKeyScope = (typeof apiKeyScopes)[number];

/** Spec §9: requests an hour per API key, by the owner's plan. */
export const apiHourlyLimits = { free: 100, pro: 1000 } as const;

/** How many keys one account may hold (revoked ones included: they keep their usage history). */
export const maxApiKeysPerUser = 25;

/** How many days of per-key usage the settings page shows. */
export const apiKeyUsageDays = 30;

/** Every key starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const apiKeyPrefix = "fc_";

/** `POST /api/account/api-keys` body. `expiresAt` is optional: without it the key lasts until revoked. */
export const apiKeyCreateSchema = storableText(
  z.object({
    name: textField("Name", 60).min(1, schemaMessage("apiKeyNameRequired")),
    scope: z.enum(apiKeyScopes, { error: schemaMessage("apiKeyScopeChoice") }),
    expiresAt: z.iso
      .datetime({ offset: true, error: schemaMessage("fieldNotDateTime", { field: "expiresAt" }) })
      .refine((value) => Date.parse(value) > Date.now(), schemaMessage("fieldNotFuture", { field: "expiresAt" }))
      .nullish(),
  }),
);

/** `POST /api/account/api-keys` body. */
export type ApiKeyCreate = z.input<typeof apiKeyCreateSchema>;

/** A key as the settings page lists it: never the secret, only its first characters to recognise it. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(apiKeyScopes),
  /** The key's first characters (`fc_xxxxxxxx`), to tell keys apart. */
  start: z.string(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime().nullable(),
  lastUsedAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
});

/** One API key. */
export type ApiKey = z.infer<typeof apiKeySchema>;

/** `GET /api/account/api-keys` answer, newest first. */
export const apiKeyListSchema = z.object({ keys: z.array(apiKeySchema) });

/** `POST /api/account/api-keys` answer (201): the secret, shown this once. */
export const apiKeyCreatedSchema = z.object({ key: apiKeySchema, secret: z.string() });

/** `GET /api/account/api-keys/usage` answer: requests per key per UTC day, the last `apiKeyUsageDays` days. */
export const apiKeyUsageSchema = z.object({
  /** Requests an hour each key of this account may make now (by plan). */
  hourlyLimit: z.number().int(),
  usage: z.array(z.object({ keyId: z.string(), day: z.iso.date(), count: z.number().int() })),
});

/** `GET /api/account/api-keys/usage` answer. */
export type ApiKeyUsage = z.infer<typeof apiKeyUsageSchema>;

/** `POST /api/v1/deploy` body (spec §7 "POST /api/deploy"): which portfolio, and where to. */
export const apiDeployRequestSchema = storableText(
  deployRequestSchema.extend({ portfolioId: z.string().min(1).max(64) }),
);

/** `GET /api/v1/templates` answer: the themes a portfolio can use, Pro ones marked. */
export const apiTemplateListSchema = z.object({
  templates: z.array(z.object({ id: z.string(), name: z.string(), tier: z.enum(["free", "pro"]) })),
});
