import { randomUUID } from "node:crypto";
import { and, eq, isNotNull, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { CustomDomainCheck, CustomDomainStatus } from "@foliocraft/schemas";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../db/database-errors";
import { customDomains, portfolios, profiles } from "../../db/schema";
import type { EntitlementProfile } from "../plans/entitlements";

/** A stored custom domain. */
export type CustomDomainRow = typeof customDomains.$inferSelect;

/** A domain with what decides whether it serves: the owner's plan, username and published portfolio. */
export interface DomainWithOwner {
  row: CustomDomainRow;
  owner: EntitlementProfile;
  username: string | null;
  published: boolean;
}

/** SQL for custom domains. Every owner query is scoped by the owner's user id. */
export function createCustomDomainRepository(db: Db) {
  // The owner's plan, username and whether they have a published portfolio (at most one: a unique index).
  const withOwner = () =>
    db
      .select({
        row: customDomains,
        plan: profiles.plan,
        isPremium: profiles.isPremium,
        isAdmin: profiles.isAdmin,
        subscriptionEnd: profiles.subscriptionEnd,
        username: profiles.username,
        publishedAt: portfolios.publishedAt,
      })
      .from(customDomains)
      .leftJoin(profiles, eq(profiles.userId, customDomains.userId))
      .leftJoin(portfolios, and(eq(portfolios.userId, customDomains.userId), isNotNull(portfolios.publishedAt)));

  type Joined = Awaited<ReturnType<ReturnType<typeof withOwner>["execute"]>>[number];
  const shape = (r: Joined): DomainWithOwner => ({
    row: r.row,
    owner: {
      plan: r.plan ?? "free",
      isPremium: r.isPremium ?? false,
      isAdmin: r.isAdmin ?? false,
      subscriptionEnd: r.subscriptionEnd ?? null,
    },
    username: r.username ?? null,
    published: r.publishedAt !== null,
  });

  return {
    /** The owner's domain (at most one) with its serving facts. */
    async findForUser(userId: string): Promise<DomainWithOwner | undefined> {
      const [r] = await withOwner().where(eq(customDomains.userId, userId)).limit(1);
      return r && shape(r);
    },

    /** The verified claim of a domain (at most one: a partial unique index) with its serving facts. */
    async findVerifiedByDomain(domain: string): Promise<DomainWithOwner | undefined> {
      const [r] = await withOwner()
        .where(and(eq(customDomains.domain, domain), eq(customDomains.status, "verified")))
        .limit(1);
      return r && shape(r);
    },

    /** Every verified domain with its serving facts: the Host table of every server is built from this. */
    async listVerified(): Promise<DomainWithOwner[]> {
      const rows = await withOwner().where(eq(customDomains.status, "verified"));
      return rows.map(shape);
    },

    /** Stores a new claim; a unique index refuses a second domain per user (several accounts may claim one name). */
    async insert(userId: string, domain: string, verificationToken: string): Promise<CustomDomainRow> {
      const [row] = await db
        .insert(customDomains)
        .values({ id: randomUUID(), userId, domain, verificationToken })
        .returning();
      if (!row) throw new Error("insert returned no row");
      return row;
    },

    /**
     * Records a check's result on the owner's domain. A verification also releases every other account's unverified
     * claim of the name (marked with `released`, for their owners to read), in the same transaction. Returns false,
     * recording nothing, when another account verified the domain first (the partial unique index refuses a second).
     */
    async recordCheck(
      userId: string,
      id: string,
      fields: {
        status: CustomDomainStatus;
        lastCheck: CustomDomainCheck;
        lastCheckedAt: Date;
        verifiedAt: Date | null;
      },
      released?: CustomDomainCheck,
    ): Promise<boolean> {
      try {
        await db.transaction(async (tx) => {
          if (fields.status === "verified") {
            // Two accounts verifying one name at once would each lock their own row, then wait for the other's to
            // release it (a deadlock): verifications of one name take turns instead.
            const [own] = await tx
              .select({ domain: customDomains.domain })
              .from(customDomains)
              .where(eq(customDomains.id, id));
            if (own) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`custom-domain:${own.domain}`}))`);
          }
          const [row] = await tx
            .update(customDomains)
            .set(fields)
            .where(and(eq(customDomains.id, id), eq(customDomains.userId, userId)))
            .returning({ domain: customDomains.domain });
          if (!row || fields.status !== "verified" || !released) return;
          await tx
            .update(customDomains)
            .set({ status: "failed", lastCheck: released, lastCheckedAt: fields.lastCheckedAt, verifiedAt: null })
            .where(
              and(eq(customDomains.domain, row.domain), ne(customDomains.id, id), ne(customDomains.status, "verified")),
            );
        });
        return true;
      } catch (err) {
        if (fields.status === "verified" && isUniqueViolation(err)) return false;
        throw err;
      }
    },

    /** Whether an account other than `userId` has verified `domain`. */
    async verifiedByAnother(domain: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: customDomains.id })
        .from(customDomains)
        .where(
          and(eq(customDomains.domain, domain), eq(customDomains.status, "verified"), ne(customDomains.userId, userId)),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Marks a claim that lost its domain to another account (their verification came first). */
    async markClaimedElsewhere(id: string, check: CustomDomainCheck, at: Date): Promise<void> {
      await db
        .update(customDomains)
        .set({ status: "failed", lastCheck: check, lastCheckedAt: at, verifiedAt: null })
        .where(and(eq(customDomains.id, id), ne(customDomains.status, "verified")));
    },

    /**
     * Expires pending claims made before `createdBefore`: they are no longer re-checked and hold nothing. Their
     * owners read `check` on the domain; "Verify now" can still verify one whose TXT record appears later.
     */
    async expirePending(createdBefore: Date, check: CustomDomainCheck, at: Date): Promise<number> {
      const rows = await db
        .update(customDomains)
        .set({ status: "failed", lastCheck: check, lastCheckedAt: at })
        .where(and(eq(customDomains.status, "pending"), lt(customDomains.createdAt, createdBefore)))
        .returning({ id: customDomains.id });
      return rows.length;
    },

    /** Deletes the owner's domain; false when it is not theirs. */
    async remove(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(customDomains)
        .where(and(eq(customDomains.id, id), eq(customDomains.userId, userId)))
        .returning({ id: customDomains.id });
      return deleted.length > 0;
    },

    /** Pending domains not checked since `checkedBefore`, oldest check first (never-checked ones lead). */
    async listDuePending(checkedBefore: Date, limit: number): Promise<CustomDomainRow[]> {
      return db
        .select()
        .from(customDomains)
        .where(
          and(
            eq(customDomains.status, "pending"),
            or(isNull(customDomains.lastCheckedAt), lt(customDomains.lastCheckedAt, checkedBefore)),
          ),
        )
        .orderBy(sql`${customDomains.lastCheckedAt} asc nulls first`)
        .limit(limit);
    },
  };
}

/** SQL for custom domains. */
export type CustomDomainRepository = ReturnType<typeof createCustomDomainRepository>;
