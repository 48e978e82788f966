import {
  apiMessage,
  basicAnalyticsDays,
  deviceClasses,
  type AnalyticsDay,
  type PortfolioAnalytics,
  type PortfolioViewCounts,
} from "@foliocraft/schemas";
import { AppError } from "../../errors";
import type { ProfileRepository } from "../accounts/profile-repository";
import { hasPro } from "../plans/entitlements";
import type { AnalyticsRepository } from "./repository";
import { utcDay } from "./view-recorder";

/** How many referring sites the dashboard lists. */
export const topReferrerCount = 10;

/** The UTC days from `days - 1` days ago to today, oldest first. */
export function dayRange(today: Date, days: number): string[] {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: days }, (_, i) => utcDay(new Date(end - (days - 1 - i) * 86_400_000)));
}

/**
 * The owner's side of the analytics. Spec §6: every plan has basic analytics (total views and the last 30 days);
 * Pro adds the dashboard (per-day views and unique visitors, referrers, devices, resume downloads per day). A Free
 * owner asking for more gets the basic part and `upgradeRequired`, so the page can offer the upgrade.
 */
export function createAnalyticsService(deps: {
  repository: AnalyticsRepository;
  profiles: ProfileRepository;
  now?: () => Date;
}) {
  const { repository, profiles } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async portfolioAnalytics(userId: string, portfolioId: string, requestedDays: number): Promise<PortfolioAnalytics> {
      // Another owner's portfolio is "not found", never "forbidden": its id is not confirmed.
      if (!(await repository.findOwned(userId, portfolioId)))
        throw new AppError("not-found", apiMessage("portfolioNotFound"));
      const at = now();
      const pro = hasPro(await profiles.get(userId), at);
      const days = pro ? requestedDays : basicAnalyticsDays;
      const range = dayRange(at, days);
      const from = range[0] ?? utcDay(at);
      const totals = await repository.totals(portfolioId, from);
      const basic = {
        portfolioId,
        days,
        totals: {
          allTimeViews: totals.allTimeViews,
          recentViews: totals.recentViews,
          allTimeResumeDownloads: totals.allTimeResumeDownloads,
        },
      };
      if (!pro) return { ...basic, upgradeRequired: true, detail: null };

      const [stored, referrers, devices] = await Promise.all([
        repository.days(portfolioId, from),
        repository.referrers(portfolioId, from, topReferrerCount),
        repository.devices(portfolioId, from),
      ]);
      const byDay = new Map(stored.map((d) => [d.day, d]));
      const series: AnalyticsDay[] = range.map((date) => {
        const d = byDay.get(date);
        return { date, views: d?.views ?? 0, uniques: d?.uniques ?? 0, resumeDownloads: d?.resumeDownloads ?? 0 };
      });
      const deviceViews = new Map(devices.map((d) => [d.device, d.views]));
      return {
        ...basic,
        upgradeRequired: false,
        detail: {
          series,
          referrers,
          devices: deviceClasses.map((device) => ({ device, views: deviceViews.get(device) ?? 0 })),
          recentUniques: totals.recentUniques,
          recentResumeDownloads: totals.recentResumeDownloads,
        },
      };
    },

    /** All-time views of each of the owner's portfolios (the lists' views column). */
    async viewCounts(userId: string): Promise<PortfolioViewCounts> {
      return { views: await repository.viewsByPortfolio(userId) };
    },
  };
}

/** The owner's analytics. */
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
