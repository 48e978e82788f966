import {
  apiMessage,
  assetPathPattern,
  basicAnalyticsDays,
  deviceClasses,
  isLanguageCode,
  type AnalyticsDay,
  type LanguageCode,
  type PortfolioAnalytics,
  type PortfolioViewCounts,
} from "@foliocraft/schemas";
import { AppError } from "../../errors";
import type { ProfileRepository } from "../accounts/profile-repository";
import { hasPro } from "../plans/entitlements";
import { resumePdfPrefix } from "../resume-pdf/service";
import type { AnalyticsRepository } from "./repository";
import { utcDay } from "./view-recorder";

/** The shape of a stored username: anything else cannot exist, so it is not looked up. */
const usernameShape = /^[a-z0-9-]{3,30}$/;

/** Where a published portfolio's resume is: our address of its file (`uploaded`) or the link the owner gave. */
export interface ResumeTarget {
  username: string;
  url: string;
  uploaded: boolean;
}

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
    /**
     * The resume of a published portfolio: its upload (/assets/{sha256}.pdf) or an http(s) link (the schema's rule);
     * the generated PDF when the owner chose it (or when `generated` asks for it: /p/{username}/resume.pdf).
     * `translation` asks for a translation's generated PDF (/p/{username}/{lang}/resume.pdf), made at publish.
     */
    async resumeTarget(name: string, generated = false, translation?: LanguageCode): Promise<ResumeTarget | undefined> {
      const username = name.toLowerCase();
      const target = usernameShape.test(username) ? await repository.findResume(username) : undefined;
      if (!target?.resume?.enabled) return undefined;
      if (translation) {
        const pdf = target.generatedTranslations?.[translation];
        return pdf ? { username, url: `${resumePdfPrefix}${pdf}.pdf`, uploaded: true } : undefined;
      }
      if ((generated || target.resume.source === "generated") && target.generatedPdf) {
        return { username, url: `${resumePdfPrefix}${target.generatedPdf}.pdf`, uploaded: true };
      }
      const url = generated ? "" : target.resume.url.trim();
      return url ? { username, url, uploaded: assetPathPattern.test(url) } : undefined;
    },

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

      const [stored, referrers, devices, languages] = await Promise.all([
        repository.days(portfolioId, from),
        repository.referrers(portfolioId, from, topReferrerCount),
        repository.devices(portfolioId, from),
        repository.languages(portfolioId, from),
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
          languages: languages.filter((row): row is { language: LanguageCode; views: number } =>
            isLanguageCode(row.language),
          ),
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
