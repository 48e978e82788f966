import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { PortfolioContent } from "@foliocraft/schemas";
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
}

/** One line of the sitemap. */
export interface SitemapEntry {
  username: string;
  publishedAt: Date;
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
      };
    },

    /** Published portfolios whose owner allows search engines, newest first. */
    async listIndexable(): Promise<SitemapEntry[]> {
      const rows = await db
        .select({ username: profiles.username, publishedAt: portfolios.publishedAt })
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
        r.username && r.publishedAt ? [{ username: r.username, publishedAt: r.publishedAt }] : [],
      );
    },
  };
}

/** SQL for the public side. */
export type PublicSiteRepository = ReturnType<typeof createPublicSiteRepository>;
