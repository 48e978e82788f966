import { z } from "zod";

/** `GET /api/account/sessions` answer: the account's signed-in devices, most recently used first. */
export const accountSessionsSchema = z.object({
  sessions: z.array(
    z.object({
      id: z.string(),
      createdAt: z.iso.datetime(),
      updatedAt: z.iso.datetime(),
      expiresAt: z.iso.datetime(),
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
      current: z.boolean(),
    }),
  ),
});

/**
 * `GET /api/account/export` answer ("export my data"): every stored record of the account as it is in the database,
 * so its parts are open objects; no secret (password hash, token) is ever among them.
 */
export const accountExportSchema = z.looseObject({
  exportedAt: z.iso.datetime(),
  user: z.looseObject({}),
  profile: z.looseObject({}).nullable(),
  linkedAccounts: z.array(z.looseObject({})),
  sessions: z.array(z.looseObject({})),
  portfolios: z.array(z.looseObject({})),
  uploads: z.array(z.looseObject({})),
});
