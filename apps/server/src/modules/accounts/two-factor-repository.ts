import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { twoFactors } from "../../db/schema";

/**
 * The `two_factors` table: a user's authenticator secret and recovery codes, written by better-auth's twoFactor
 * plugin (auth-store-repository.ts). Ours is the last accepted time step, which refuses a code used already (totp-replay.ts).
 */
export function createTwoFactorRepository(db: Db) {
  return {
    /** The user's stored authenticator secret (encrypted with the server secret), or undefined without one. */
    async secretOf(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ secret: twoFactors.secret })
        .from(twoFactors)
        .where(eq(twoFactors.userId, userId));
      return row?.secret;
    },

    /**
     * Records that a code of this step was accepted for the user; false when this step or a later one already was.
     * One guarded UPDATE, so two requests carrying the same code at once cannot both pass.
     */
    async claimTimeStep(userId: string, step: number): Promise<boolean> {
      const claimed = await db
        .update(twoFactors)
        .set({ lastUsedTimeStep: step })
        .where(
          and(
            eq(twoFactors.userId, userId),
            or(isNull(twoFactors.lastUsedTimeStep), lt(twoFactors.lastUsedTimeStep, step)),
          ),
        )
        .returning({ id: twoFactors.id });
      return claimed.length > 0;
    },
  };
}

/** Authenticator secrets (the `two_factors` table). */
export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
