import { createHash, randomBytes, randomUUID } from "node:crypto";
import {
  apiHourlyLimits,
  apiKeyPrefix,
  apiKeyUsageDays,
  apiMessage,
  maxApiKeysPerUser,
  type ApiKey,
  type ApiKeyScope,
  type ApiKeyUsage,
} from "@foliocraft/schemas";
import { AppError } from "../../errors";
import { answerFields } from "../../lib/answer-fields";
import type { ProfileRepository } from "../accounts/profile-repository";
import { hasPro } from "../plans/entitlements";
import type { ApiKeyRepository, ApiKeyRow } from "./repository";

/** Who a valid key acts for, and what it may do. */
export interface ApiKeyCaller {
  keyId: string;
  userId: string;
  /** The owner's account name (a new portfolio without content is named after it). */
  name: string;
  scope: ApiKeyScope;
  /** Requests an hour, by the owner's plan now (spec §9). */
  hourlyLimit: number;
}

// fc_ + 43 base64url characters (32 random bytes). Anything else is refused before the database is asked.
const keyPattern = new RegExp(`^${apiKeyPrefix}[A-Za-z0-9_-]{43}$`);
const hashOf = (key: string) => createHash("sha256").update(key).digest("hex");
const utcDay = (at: Date) => at.toISOString().slice(0, 10);
const invalid = () => new AppError("unauthenticated", apiMessage("apiKeyInvalid"));

const viewFields = ["id", "name", "scope", "start", "createdAt", "expiresAt", "lastUsedAt", "revokedAt"] as const;
const toView = (row: ApiKeyRow): ApiKey => answerFields(row, viewFields);

/**
 * Personal API keys: created in settings (the key shown once, only its hash kept), revoked there, and resolved for
 * every /api/v1 request. A key acts for its owner only: the caller it resolves to carries the owner's id, and every
 * service the public API calls is owner-scoped by that id.
 */
export function createApiKeyService(deps: { repository: ApiKeyRepository; profiles: ProfileRepository }) {
  const { repository, profiles } = deps;

  const hourlyLimitOf = async (userId: string) =>
    hasPro(await profiles.get(userId)) ? apiHourlyLimits.pro : apiHourlyLimits.free;

  return {
    async list(userId: string): Promise<ApiKey[]> {
      return (await repository.listOwned(userId)).map(toView);
    },

    async create(
      userId: string,
      input: { name: string; scope: ApiKeyScope; expiresAt?: string | null | undefined },
    ): Promise<{ key: ApiKey; secret: string }> {
      if ((await repository.countActive(userId)) >= maxApiKeysPerUser) {
        throw new AppError("resource-exhausted", apiMessage("apiKeyLimitReached", { count: maxApiKeysPerUser }));
      }
      const secret = `${apiKeyPrefix}${randomBytes(32).toString("base64url")}`;
      const row = await repository.insert({
        id: randomUUID(),
        userId,
        name: input.name,
        scope: input.scope,
        start: secret.slice(0, apiKeyPrefix.length + 8),
        secretHash: hashOf(secret),
        expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
      });
      return { key: toView(row), secret };
    },

    async revoke(userId: string, id: string): Promise<ApiKey> {
      const row = await repository.revokeOwned(userId, id, new Date());
      if (!row) throw new AppError("not-found", apiMessage("apiKeyNotFound"));
      return toView(row);
    },

    async usage(userId: string, now = new Date()): Promise<ApiKeyUsage> {
      const from = utcDay(new Date(now.getTime() - (apiKeyUsageDays - 1) * 24 * 60 * 60 * 1000));
      return { hourlyLimit: await hourlyLimitOf(userId), usage: await repository.usageOwned(userId, from) };
    },

    /**
     * The caller an `Authorization` header names: 401 when it is missing, malformed, unknown, revoked or expired
     * (one message for the last four, so a probe learns nothing about which keys exist).
     */
    async authenticate(authorization: string | undefined, now = new Date()): Promise<ApiKeyCaller> {
      if (!authorization) throw new AppError("unauthenticated", apiMessage("apiKeyMissing"));
      const [kind, key, ...rest] = authorization.trim().split(/\s+/);
      if (kind?.toLowerCase() !== "bearer" || !key || rest.length > 0 || !keyPattern.test(key)) throw invalid();
      const row = await repository.findByHash(hashOf(key));
      if (!row || row.revokedAt || (row.expiresAt && row.expiresAt.getTime() <= now.getTime())) throw invalid();
      return {
        keyId: row.id,
        userId: row.userId,
        name: row.ownerName,
        scope: row.scope,
        hourlyLimit: await hourlyLimitOf(row.userId),
      };
    },

    /** Notes an accepted request: the key's last-used time and its count for the day. */
    async recordUse(keyId: string, now = new Date()): Promise<void> {
      await repository.recordUse(keyId, now, utcDay(now));
    },
  };
}

/** The service's type. */
export type ApiKeyService = ReturnType<typeof createApiKeyService>;
