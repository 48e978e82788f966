import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { LanguageCode, PortfolioContent } from "@foliocraft/schemas";
import type { Db } from "../../db/client";
import { portfolios, profiles } from "../../db/schema";
import type { EntitlementProfile } from "../plans/entitlements";

/** What /p/{username} needs: the published snapshot and the owner's plan (Pro removes "Powered by"). */
export interface PublishedPortfolio {
  username: string;
  content: PortfolioContent;
  publishedAt: Date;
  owner: EntitlementProfile;
  /** The snapshot's share image (`{sha256}.png` is served at /share/), when it was drawn. */
  shareImage: string | null;
  /** The snapshot's generated résumé (`{sha256}.pdf` is served at /resumes/), when it was made. */
  resumePdf: string | null;
  /** Each translation's generated résumé (language code → `{sha256}`), when they were made. */
  resumePdfTranslations: Partial<Record<LanguageCode, string>> | null;
}

/** One line of the sitemap. */
export interface SitemapEntry {
  username: string;
  publishedAt: Date;
  /** The snapshot's primary language and the languages it is translated into (issue 21: a URL each). */
  language: string;
  translations: string[];
}

/** Sitemaps hold at most 50,000 URLs (sitemaps.org); beyond that a sitemap index would be needed. */
export const sitemapUrlLimit = 50_000;

/** SQL for the public side: published snapshots by username. Reads only; never a draft. */
export function createPublicSiteRepository(db: Db) {
  return {
    /** The published portfolio of `username` (already lower-case, as usernames are stored). */
    async findPublished(username: string): Promise<PublishedPortfolio | undefined> {
      const [row] = await db
        .select({
          username: profiles.username,
          content: portfolios.publishedContent,
          publishedAt: portfolios.publishedAt,
          shareImage: portfolios.shareImage,
          resumePdf: portfolios.resumePdf,
          resumePdfTranslations: portfolios.resumePdfTranslations,
          plan: profiles.plan,
          isPremium: profiles.isPremium,
          isAdmin: profiles.isAdmin,
          subscriptionEnd: profiles.subscriptionEnd,
        })
        .from(profiles)
        .innerJoin(portfolios, eq(portfolios.userId, profiles.userId))
        .where(and(eq(profiles.username, username), isNotNull(portfolios.publishedAt)))
        .limit(1);
      if (!row?.username || !row.content || !row.publishedAt) return undefined;
      const { plan, isPremium, isAdmin, subscriptionEnd } = row;
      return {
        username: row.username,
        content: row.content,
        publishedAt: row.publishedAt,
        owner: { plan, isPremium, isAdmin, subscriptionEnd },
        shareImage: row.shareImage,
        resumePdf: row.resumePdf,
        resumePdfTranslations: row.resumePdfTranslations,
      };
    },

    /** Published portfolios whose owner allows search engines, newest first. */
    async listIndexable(): Promise<SitemapEntry[]> {
      const rows = await db
        .select({
          username: profiles.username,
          publishedAt: portfolios.publishedAt,
          language: sql<string>`${portfolios.publishedContent} ->> 'language'`,
          // The translations' language codes only: the texts stay in the database.
          translations: sql<
            string[]
          >`coalesce((select array_agg(k) from jsonb_object_keys(coalesce(${portfolios.publishedContent} -> 'translations', '{}'::jsonb)) k), '{}')`,
        })
        .from(portfolios)
        .innerJoin(profiles, eq(profiles.userId, portfolios.userId))
        .where(
          and(
            isNotNull(portfolios.publishedAt),
            isNotNull(profiles.username),
            sql`coalesce((${portfolios.publishedContent} ->> 'allowIndexing')::boolean, false)`,
          ),
        )
        .orderBy(desc(portfolios.publishedAt))
        .limit(sitemapUrlLimit);
      return rows.flatMap((r) =>
        r.username && r.publishedAt
          ? [
              {
                username: r.username,
                publishedAt: r.publishedAt,
                language: r.language,
                translations: r.translations ?? [],
              },
            ]
          : [],
      );
    },
  };
}

/** SQL for the public side. */
export type PublicSiteRepository = ReturnType<typeof createPublicSiteRepository>;
