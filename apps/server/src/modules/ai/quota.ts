import { aiDailyQuota, apiMessage, type AiQuota } from "@foliocraft/schemas";
import { AppError } from "../../errors";
import type { ProfileRepository } from "../accounts/profile-repository";
import { hasPro } from "../plans/entitlements";
import type { AiUsageRepository } from "./repository";

const dayMs = 24 * 60 * 60 * 1000;

/** The UTC day of an instant, YYYY-MM-DD: the quota's unit. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The next UTC midnight after an instant, when the day's count starts again. */
export function nextUtcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + dayMs);
}

/** A write taken from today's allowance, which can be given back if it produced nothing. */
export interface TakenWrite {
  quota: AiQuota;
  giveBack(): Promise<void>;
}

/**
 * The daily AI allowance (issue 9): 5 writes a day on the free plan, 200 on Pro (admins included, via `hasPro`),
 * counted per UTC day. `now` is injectable so tests can move to the next day.
 */
export function createAiQuota(deps: { repository: AiUsageRepository; profiles: ProfileRepository; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  async function planOf(userId: string, at: Date) {
    const pro = hasPro(await deps.profiles.get(userId), at);
    return pro
      ? ({ plan: "pro", limit: aiDailyQuota.pro } as const)
      : ({ plan: "free", limit: aiDailyQuota.free } as const);
  }

  const quotaOf = (plan: "free" | "pro", limit: number, used: number, at: Date): AiQuota => ({
    plan,
    limit,
    used,
    remaining: Math.max(0, limit - used),
    resetAt: nextUtcMidnight(at).toISOString(),
  });

  return {
    /** Today's allowance without taking from it. */
    async status(userId: string): Promise<AiQuota> {
      const at = now();
      const { plan, limit } = await planOf(userId, at);
      return quotaOf(plan, limit, await deps.repository.count(userId, utcDay(at)), at);
    },

    /** Takes one write, or throws 429 `resource-exhausted` with the reset time (and the upgrade, for free users). */
    async take(userId: string): Promise<TakenWrite> {
      const at = now();
      const day = utcDay(at);
      const { plan, limit } = await planOf(userId, at);
      const used = await deps.repository.take(userId, day, limit);
      if (used === undefined) {
        const resetAt = nextUtcMidnight(at).toISOString();
        throw new AppError(
          "resource-exhausted",
          plan === "free"
            ? apiMessage("aiQuotaFree", { limit, proLimit: aiDailyQuota.pro })
            : apiMessage("aiQuotaPro", { limit }),
          { reason: "ai-quota", plan, limit, resetAt, upgrade: plan === "free" },
        );
      }
      let givenBack = false;
      return {
        quota: quotaOf(plan, limit, used, at),
        async giveBack() {
          if (givenBack) return;
          givenBack = true;
          await deps.repository.giveBack(userId, day);
        },
      };
    },
  };
}

/** The daily AI allowance. */
export type AiQuotaService = ReturnType<typeof createAiQuota>;
