import { and, asc, desc, eq, gte, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { DeviceClass, LanguageCode } from "@foliocraft/schemas";
import type { Db } from "../../db/client";
import {
  analyticsDaily,
  analyticsDevices,
  analyticsLanguages,
  analyticsReferrers,
  analyticsSalts,
  analyticsVisitors,
  portfolios,
  profiles,
} from "../../db/schema";

/** A published portfolio a view is counted for, by its public username. */
export interface CountTarget {
  portfolioId: string;
  /** The owner opted exported and deployed sites into counting (draft or published content). */
  beaconOptIn: boolean;
  /** The published page's primary language: what /p/{username} is counted as. */
  primaryLanguage: string;
  /** Every language the portfolio publishes or drafts (an exported site may carry the draft's translations). */
  languages: string[];
}

/** The counts of one portfolio and UTC day, ready to add to the stored counters. */
export interface DayCounts {
  portfolioId: string;
  day: string;
  views: number;
  resumeDownloads: number;
  /** Visitor hashes seen in this batch; the ones new to the database become unique visitors. */
  visitorHashes: string[];
  referrers: Map<string, number>;
  devices: Map<DeviceClass, number>;
  /** Views per language code (already resolved: never the primary's placeholder). */
  languages: Map<string, number>;
}

/** The published portfolio (and resume) behind a username, for the counting redirect. */
export interface ResumeTarget {
  portfolioId: string;
  resume: { enabled: boolean; url: string; source?: "link" | "generated" } | undefined;
  /** The published snapshot's generated résumé (resume_pdfs.pdf_hash), when it was made. */
  generatedPdf: string | null;
  /** Each translation's generated résumé (language code → pdf_hash), when they were made. */
  generatedTranslations: Partial<Record<LanguageCode, string>> | null;
}

// PostgreSQL takes at most 65,535 parameters per statement: rows go in chunks well below that.
const chunkRows = 2000;

function chunks<T>(items: T[], size = chunkRows): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** SQL of the analytics: counters written by UPSERT (exact when several servers add at once) and the owner's reads. */
export function createAnalyticsRepository(db: Db) {
  return {
    /** Published portfolios by username (already lower-case), in one query for a whole batch. */
    async resolve(usernames: string[]): Promise<Map<string, CountTarget>> {
      const found = new Map<string, CountTarget>();
      if (!usernames.length) return found;
      const rows = await db
        .select({
          username: profiles.username,
          portfolioId: portfolios.id,
          beaconOptIn: sql<boolean>`coalesce((${portfolios.content} ->> 'analyticsBeacon')::boolean, false)
            or coalesce((${portfolios.publishedContent} ->> 'analyticsBeacon')::boolean, false)`,
          primaryLanguage: sql<
            string | null
          >`coalesce(${portfolios.publishedContent} ->> 'language', ${portfolios.content} ->> 'language')`,
          languages: sql<string[] | null>`(select array_agg(distinct code) from (
              select ${portfolios.publishedContent} ->> 'language' as code
              union all select ${portfolios.content} ->> 'language'
              union all select jsonb_object_keys(coalesce(${portfolios.publishedContent} -> 'translations', '{}'::jsonb))
              union all select jsonb_object_keys(coalesce(${portfolios.content} -> 'translations', '{}'::jsonb))
            ) versions where code is not null)`,
        })
        .from(profiles)
        .innerJoin(portfolios, eq(portfolios.userId, profiles.userId))
        .where(and(inArray(profiles.username, usernames), isNotNull(portfolios.publishedAt)));
      for (const row of rows) {
        if (!row.username) continue;
        found.set(row.username, {
          portfolioId: row.portfolioId,
          beaconOptIn: !!row.beaconOptIn,
          primaryLanguage: row.primaryLanguage ?? "en",
          languages: row.languages ?? [],
        });
      }
      return found;
    },

    /** The published resume of a username, for /p/{username}/resume. */
    async findResume(username: string): Promise<ResumeTarget | undefined> {
      const [row] = await db
        .select({
          portfolioId: portfolios.id,
          content: portfolios.publishedContent,
          resumePdf: portfolios.resumePdf,
          resumePdfTranslations: portfolios.resumePdfTranslations,
        })
        .from(profiles)
        .innerJoin(portfolios, eq(portfolios.userId, profiles.userId))
        .where(and(eq(profiles.username, username), isNotNull(portfolios.publishedAt)))
        .limit(1);
      if (!row) return undefined;
      return {
        portfolioId: row.portfolioId,
        resume: row.content?.resume,
        generatedPdf: row.resumePdf,
        generatedTranslations: row.resumePdfTranslations,
      };
    },

    /** The salt of a UTC day: the first server to ask creates it, every other one reads the same value. */
    async saltFor(day: string, candidate: string): Promise<string> {
      await db.insert(analyticsSalts).values({ day, salt: candidate }).onConflictDoNothing();
      const [row] = await db
        .select({ salt: analyticsSalts.salt })
        .from(analyticsSalts)
        .where(eq(analyticsSalts.day, day));
      if (!row) throw new Error(`analytics salt of ${day} missing after insert`);
      return row.salt;
    },

    /** Deletes salts and visitor hashes of days before `day`: afterwards no stored hash can be recomputed. */
    async pruneBefore(day: string): Promise<void> {
      await db.delete(analyticsVisitors).where(lt(analyticsVisitors.day, day));
      await db.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
    },

    /**
     * Adds a batch to the counters in one transaction: new visitor hashes (their count is the day's new uniques),
     * then one multi-row UPSERT per table. Each (portfolio, day) must appear once in `batch`.
     */
    async add(batch: DayCounts[]): Promise<void> {
      if (!batch.length) return;
      await db.transaction(async (tx) => {
        const newUniques = new Map<string, number>();
        const visitorRows = batch.flatMap((b) =>
          b.visitorHashes.map((hash) => ({ portfolioId: b.portfolioId, day: b.day, hash })),
        );
        for (const rows of chunks(visitorRows)) {
          const inserted = await tx
            .insert(analyticsVisitors)
            .values(rows)
            .onConflictDoNothing()
            .returning({ portfolioId: analyticsVisitors.portfolioId, day: analyticsVisitors.day });
          for (const r of inserted) {
            const key = `${r.portfolioId}|${r.day}`;
            newUniques.set(key, (newUniques.get(key) ?? 0) + 1);
          }
        }

        const dailyRows = batch.map((b) => ({
          portfolioId: b.portfolioId,
          day: b.day,
          views: b.views,
          uniques: newUniques.get(`${b.portfolioId}|${b.day}`) ?? 0,
          resumeDownloads: b.resumeDownloads,
        }));
        for (const rows of chunks(dailyRows)) {
          await tx
            .insert(analyticsDaily)
            .values(rows)
            .onConflictDoUpdate({
              target: [analyticsDaily.portfolioId, analyticsDaily.day],
              set: {
                views: sql`${analyticsDaily.views} + excluded.views`,
                uniques: sql`${analyticsDaily.uniques} + excluded.uniques`,
                resumeDownloads: sql`${analyticsDaily.resumeDownloads} + excluded.resume_downloads`,
              },
            });
        }

        const referrerRows = batch.flatMap((b) =>
          [...b.referrers].map(([domain, views]) => ({ portfolioId: b.portfolioId, day: b.day, domain, views })),
        );
        for (const rows of chunks(referrerRows)) {
          await tx
            .insert(analyticsReferrers)
            .values(rows)
            .onConflictDoUpdate({
              target: [analyticsReferrers.portfolioId, analyticsReferrers.day, analyticsReferrers.domain],
              set: { views: sql`${analyticsReferrers.views} + excluded.views` },
            });
        }

        const deviceRows = batch.flatMap((b) =>
          [...b.devices].map(([device, views]) => ({ portfolioId: b.portfolioId, day: b.day, device, views })),
        );
        for (const rows of chunks(deviceRows)) {
          await tx
            .insert(analyticsDevices)
            .values(rows)
            .onConflictDoUpdate({
              target: [analyticsDevices.portfolioId, analyticsDevices.day, analyticsDevices.device],
              set: { views: sql`${analyticsDevices.views} + excluded.views` },
            });
        }

        const languageRows = batch.flatMap((b) =>
          [...b.languages].map(([language, views]) => ({ portfolioId: b.portfolioId, day: b.day, language, views })),
        );
        for (const rows of chunks(languageRows)) {
          await tx
            .insert(analyticsLanguages)
            .values(rows)
            .onConflictDoUpdate({
              target: [analyticsLanguages.portfolioId, analyticsLanguages.day, analyticsLanguages.language],
              set: { views: sql`${analyticsLanguages.views} + excluded.views` },
            });
        }
      });
    },

    /** The owner's portfolio (id and owner check in one): undefined for another user's or a missing one. */
    async findOwned(userId: string, portfolioId: string): Promise<{ id: string } | undefined> {
      const [row] = await db
        .select({ id: portfolios.id })
        .from(portfolios)
        .where(and(eq(portfolios.id, portfolioId), eq(portfolios.userId, userId)))
        .limit(1);
      return row;
    },

    /** All-time and since-`from` totals of one portfolio. */
    async totals(portfolioId: string, from: string) {
      const [row] = await db
        .select({
          allTimeViews: sql<number>`coalesce(sum(${analyticsDaily.views}), 0)::int`,
          allTimeResumeDownloads: sql<number>`coalesce(sum(${analyticsDaily.resumeDownloads}), 0)::int`,
          recentViews: sql<number>`coalesce(sum(${analyticsDaily.views}) filter (where ${analyticsDaily.day} >= ${from}), 0)::int`,
          recentUniques: sql<number>`coalesce(sum(${analyticsDaily.uniques}) filter (where ${analyticsDaily.day} >= ${from}), 0)::int`,
          recentResumeDownloads: sql<number>`coalesce(sum(${analyticsDaily.resumeDownloads}) filter (where ${analyticsDaily.day} >= ${from}), 0)::int`,
        })
        .from(analyticsDaily)
        .where(eq(analyticsDaily.portfolioId, portfolioId));
      return {
        allTimeViews: Number(row?.allTimeViews ?? 0),
        allTimeResumeDownloads: Number(row?.allTimeResumeDownloads ?? 0),
        recentViews: Number(row?.recentViews ?? 0),
        recentUniques: Number(row?.recentUniques ?? 0),
        recentResumeDownloads: Number(row?.recentResumeDownloads ?? 0),
      };
    },

    /** Days with any count since `from` (missing days had none). */
    async days(portfolioId: string, from: string) {
      return db
        .select({
          day: analyticsDaily.day,
          views: analyticsDaily.views,
          uniques: analyticsDaily.uniques,
          resumeDownloads: analyticsDaily.resumeDownloads,
        })
        .from(analyticsDaily)
        .where(and(eq(analyticsDaily.portfolioId, portfolioId), gte(analyticsDaily.day, from)))
        .orderBy(asc(analyticsDaily.day));
    },

    /** The referring sites since `from`, most views first. */
    async referrers(portfolioId: string, from: string, limit: number) {
      const views = sql<number>`sum(${analyticsReferrers.views})::int`;
      const rows = await db
        .select({ domain: analyticsReferrers.domain, views })
        .from(analyticsReferrers)
        .where(and(eq(analyticsReferrers.portfolioId, portfolioId), gte(analyticsReferrers.day, from)))
        .groupBy(analyticsReferrers.domain)
        .orderBy(desc(views), asc(analyticsReferrers.domain))
        .limit(limit);
      return rows.map((r) => ({ domain: r.domain, views: Number(r.views) }));
    },

    /** Views per device class since `from`. */
    async devices(portfolioId: string, from: string) {
      const rows = await db
        .select({ device: analyticsDevices.device, views: sql<number>`sum(${analyticsDevices.views})::int` })
        .from(analyticsDevices)
        .where(and(eq(analyticsDevices.portfolioId, portfolioId), gte(analyticsDevices.day, from)))
        .groupBy(analyticsDevices.device);
      return rows.map((r) => ({ device: r.device, views: Number(r.views) }));
    },

    /** Views per language version since `from`, most views first. */
    async languages(portfolioId: string, from: string) {
      const views = sql<number>`sum(${analyticsLanguages.views})::int`;
      const rows = await db
        .select({ language: analyticsLanguages.language, views })
        .from(analyticsLanguages)
        .where(and(eq(analyticsLanguages.portfolioId, portfolioId), gte(analyticsLanguages.day, from)))
        .groupBy(analyticsLanguages.language)
        .orderBy(desc(views), asc(analyticsLanguages.language));
      return rows.map((r) => ({ language: r.language, views: Number(r.views) }));
    },

    /** All-time views of each of a user's portfolios that has any. */
    async viewsByPortfolio(userId: string): Promise<Record<string, number>> {
      const rows = await db
        .select({ portfolioId: analyticsDaily.portfolioId, views: sql<number>`sum(${analyticsDaily.views})::int` })
        .from(analyticsDaily)
        .innerJoin(portfolios, eq(portfolios.id, analyticsDaily.portfolioId))
        .where(eq(portfolios.userId, userId))
        .groupBy(analyticsDaily.portfolioId);
      return Object.fromEntries(rows.map((r) => [r.portfolioId, Number(r.views)]));
    },
  };
}

/** SQL of the analytics. */
export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
