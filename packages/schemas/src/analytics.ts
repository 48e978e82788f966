import { z } from "zod";
import { schemaMessage } from "./api-messages/schema-message";
import { languageCodes } from "./constants";

/** Device classes of the analytics (from the user agent, which is never stored). */
export const deviceClasses = ["mobile", "tablet", "desktop"] as const;
/** A device class. */
export type DeviceClass = (typeof deviceClasses)[number];

/** The window Free plans see (spec §6 basic analytics: total views and the last 30 days). */
export const basicAnalyticsDays = 30;
/** The longest window the analytics dashboard offers. */
export const maxAnalyticsDays = 365;

/**
 * The portfolio content flag that opts exported and deployed sites into counting: their pages then carry a tiny
 * beacon script and link the resume through this server's counting address (hosted /p/{username} always counts).
 */
export const analyticsBeaconFieldSchema = z.boolean({ error: schemaMessage("exportAnalyticsOnOff") });

/** GET /api/portfolios/{id}/analytics?days= */
export const analyticsQuerySchema = z.object({
  days: z.coerce
    .number({ error: schemaMessage("fieldNotNumber", { field: "days" }) })
    .int(schemaMessage("fieldNotWholeNumber", { field: "days" }))
    .min(1, schemaMessage("fieldTooLow", { field: "days", min: 1 }))
    .max(maxAnalyticsDays, schemaMessage("fieldTooHigh", { field: "days", max: maxAnalyticsDays }))
    .default(basicAnalyticsDays),
});

/** One UTC day of the dashboard's series (`date` is YYYY-MM-DD). */
export const analyticsDaySchema = z.object({
  date: z.string(),
  views: z.number().int(),
  uniques: z.number().int(),
  resumeDownloads: z.number().int(),
});

/** The analytics of one portfolio: the basic part for everyone, the dashboard part (`detail`) for Pro. */
export const portfolioAnalyticsSchema = z.object({
  portfolioId: z.string(),
  /** The window of `recentViews` and of the detail, in UTC days ending today. Free plans always get 30. */
  days: z.number().int(),
  totals: z.object({
    allTimeViews: z.number().int(),
    recentViews: z.number().int(),
    allTimeResumeDownloads: z.number().int(),
  }),
  /** True when the dashboard part was left out because the owner is on the Free plan (the UI offers the upgrade). */
  upgradeRequired: z.boolean(),
  detail: z
    .object({
      series: z.array(analyticsDaySchema),
      referrers: z.array(z.object({ domain: z.string(), views: z.number().int() })),
      devices: z.array(z.object({ device: z.enum(deviceClasses), views: z.number().int() })),
      /** Views per language version of the page (issue 21), most first; one row for a one-language portfolio. */
      languages: z.array(z.object({ language: z.enum(languageCodes), views: z.number().int() })),
      recentUniques: z.number().int(),
      recentResumeDownloads: z.number().int(),
    })
    .nullable(),
});

/** GET /api/analytics/views: all-time views of each of the signed-in owner's portfolios (absent = none yet). */
export const portfolioViewCountsSchema = z.object({ views: z.record(z.string(), z.number().int()) });

/** Query of a portfolio's analytics. */
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;
/** One day of the series. */
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;
/** A portfolio's analytics. */
export type PortfolioAnalytics = z.infer<typeof portfolioAnalyticsSchema>;
/** Views per portfolio id. */
export type PortfolioViewCounts = z.infer<typeof portfolioViewCountsSchema>;
