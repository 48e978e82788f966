import { and, desc, eq, gt, ilike, inArray, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { PlanId } from "@foliocraft/schemas";
import type { Db } from "../../db/client";
import { payments, profiles, subscriptionReminders, users } from "../../db/schema";

/** A payment row. */
export type PaymentRow = typeof payments.$inferSelect;

const periodOf: Record<PlanId, ReturnType<typeof sql>> = {
  monthly: sql`interval '1 month'`,
  yearly: sql`interval '1 year'`,
};

/** SQL for payments, the subscription fields of profiles and the reminders already sent. */
export function createPaymentRepository(db: Db) {
  return {
    async insertPending(row: { reference: string; userId: string; plan: PlanId; amount: number; currency: string }) {
      await db.insert(payments).values({ ...row, status: "pending" });
    },

    async setAccessCode(reference: string, accessCode: string) {
      await db.update(payments).set({ accessCode }).where(eq(payments.reference, reference));
    },

    async find(reference: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.reference, reference));
      return row;
    },

    async markUnsuccessful(reference: string, status: "failed" | "abandoned", reason: string, data: unknown) {
      await db
        .update(payments)
        .set({ status, failureReason: reason, providerData: data })
        .where(and(eq(payments.reference, reference), isNull(payments.fulfilledAt)));
    },

    /**
     * Fulfils a paid reference exactly once: the guarded UPDATE lets one caller through (verify, callback or
     * webhook, even at the same moment); that caller extends the plan from max(now, current end) in the same
     * transaction. Returns false when the reference was already fulfilled.
     */
    async fulfil(
      reference: string,
      paid: { channel: string | null; transactionId: string; paidAt: Date; data: unknown },
    ) {
      return db.transaction(async (tx) => {
        const [payment] = await tx
          .update(payments)
          .set({
            status: "success",
            fulfilledAt: new Date(),
            paidAt: paid.paidAt,
            channel: paid.channel,
            providerTransactionId: paid.transactionId,
            providerData: paid.data,
          })
          .where(and(eq(payments.reference, reference), isNull(payments.fulfilledAt)))
          .returning();
        if (!payment) return false;
        await tx
          .update(profiles)
          .set({
            plan: "pro",
            isPremium: true,
            premiumSince: sql`coalesce(${profiles.premiumSince}, now())`,
            paymentVerified: true,
            lastPaymentDate: paid.paidAt,
            paymentData: { reference, channel: paid.channel, transactionId: paid.transactionId },
            subscriptionType: payment.plan,
            subscriptionEnd: sql`greatest(now(), coalesce(${profiles.subscriptionEnd}, now())) + ${periodOf[payment.plan]}`,
            subscriptionCancelledAt: null,
            paymentProviderId: "paystack",
            paymentAmount: payment.amount / 100,
            paymentCurrency: payment.currency,
            transactionRef: reference,
          })
          .where(eq(profiles.userId, payment.userId));
        return true;
      });
    },

    /** The user's newest fulfilled payment, refunded or not: the one a refund is about. */
    async newestFulfilled(userId: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, userId), isNotNull(payments.fulfilledAt)))
        .orderBy(desc(payments.paidAt))
        .limit(1);
      return row;
    },

    /**
     * Claims the refund of a paid reference: the guarded UPDATE lets exactly one request through (even at the same
     * moment on several servers), before Paystack is called. A claim older than `staleBefore` was left by a server
     * that died during the call and may be taken again. False when someone else holds it or it was refunded.
     */
    async claimRefund(reference: string, staleBefore: Date): Promise<boolean> {
      const rows = await db
        .update(payments)
        .set({ refundClaimedAt: new Date() })
        .where(
          and(
            eq(payments.reference, reference),
            eq(payments.status, "success"),
            or(isNull(payments.refundClaimedAt), lt(payments.refundClaimedAt, staleBefore)),
          ),
        )
        .returning({ reference: payments.reference });
      return rows.length > 0;
    },

    /** Gives a refund claim back (Paystack refused or could not be reached), so the refund can be tried again. */
    async releaseRefundClaim(reference: string): Promise<void> {
      await db
        .update(payments)
        .set({ refundClaimedAt: null })
        .where(and(eq(payments.reference, reference), eq(payments.status, "success")));
    },

    /** Marks a payment refunded and returns the account to free, at once. */
    async refunded(reference: string, userId: string, data: unknown) {
      await db.transaction(async (tx) => {
        await tx
          .update(payments)
          .set({ status: "refunded", refundedAt: new Date(), refundData: data })
          .where(eq(payments.reference, reference));
        await tx
          .update(profiles)
          // No type left: a refunded plan did not "end", so no end-of-plan e-mail goes out.
          .set({
            plan: "free",
            isPremium: false,
            subscriptionType: null,
            subscriptionEnd: new Date(),
            subscriptionCancelledAt: new Date(),
          })
          .where(and(eq(profiles.userId, userId), eq(profiles.isAdmin, false)));
      });
    },

    async cancel(userId: string) {
      await db.update(profiles).set({ subscriptionCancelledAt: new Date() }).where(eq(profiles.userId, userId));
    },

    /** Admin manualUpgrade: pro for one period from max(now, current end), without a payment. */
    async manualUpgrade(userId: string, plan: PlanId): Promise<boolean> {
      const rows = await db
        .update(profiles)
        .set({
          plan: "pro",
          isPremium: true,
          premiumUpgradedAt: new Date(),
          premiumSince: sql`coalesce(${profiles.premiumSince}, now())`,
          subscriptionType: plan,
          subscriptionEnd: sql`greatest(now(), coalesce(${profiles.subscriptionEnd}, now())) + ${periodOf[plan]}`,
          subscriptionCancelledAt: null,
        })
        .where(eq(profiles.userId, userId))
        .returning({ userId: profiles.userId });
      return rows.length > 0;
    },

    /** Admin manualDowngrade: back to free now (admins stay admins: they are always premium). */
    async manualDowngrade(userId: string): Promise<boolean> {
      const rows = await db
        .update(profiles)
        .set({ plan: "free", isPremium: false, subscriptionEnd: null, subscriptionType: null })
        .where(and(eq(profiles.userId, userId), eq(profiles.isAdmin, false)))
        .returning({ userId: profiles.userId });
      return rows.length > 0;
    },

    /** Returns lapsed Pro accounts to free; their type and end date stay for "Pro Plan (Expired)". */
    async expireLapsed(now: Date, userId?: string): Promise<{ userId: string; subscriptionEnd: Date | null }[]> {
      return db
        .update(profiles)
        .set({ plan: "free", isPremium: false })
        .where(
          and(
            eq(profiles.plan, "pro"),
            eq(profiles.isAdmin, false),
            lte(profiles.subscriptionEnd, now),
            userId ? eq(profiles.userId, userId) : undefined,
          ),
        )
        .returning({ userId: profiles.userId, subscriptionEnd: profiles.subscriptionEnd });
    },

    /**
     * Paid (monthly or yearly) plans whose end falls in (from, to], with whom to tell: candidates for the renewal
     * reminder (`renewing`: still pro and not cancelled) and for the end-of-plan e-mail.
     */
    async plansEndingBetween(from: Date, to: Date, options: { renewing: boolean }) {
      return db
        .select({
          userId: profiles.userId,
          email: users.email,
          name: users.name,
          subscriptionEnd: profiles.subscriptionEnd,
        })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(
          and(
            eq(profiles.isAdmin, false),
            inArray(profiles.subscriptionType, ["monthly", "yearly"]),
            gt(profiles.subscriptionEnd, from),
            lte(profiles.subscriptionEnd, to),
            options.renewing ? and(eq(profiles.plan, "pro"), isNull(profiles.subscriptionCancelledAt)) : undefined,
          ),
        );
    },

    /** Records a reminder; false when it was already sent (by this or another server). */
    async claimReminder(userId: string, kind: "expires-soon" | "expired", periodEnd: Date): Promise<boolean> {
      const rows = await db
        .insert(subscriptionReminders)
        .values({ userId, kind, periodEnd })
        .onConflictDoNothing()
        .returning({ userId: subscriptionReminders.userId });
      return rows.length > 0;
    },

    async listPayments(limit: number) {
      return db
        .select({ payment: payments, email: users.email })
        .from(payments)
        .innerJoin(users, eq(users.id, payments.userId))
        .orderBy(desc(payments.createdAt))
        .limit(limit);
    },

    async listUsers(search: string, limit: number) {
      const pattern = `%${search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
      return db
        .select({ user: users, profile: profiles })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(search ? or(ilike(users.email, pattern), ilike(users.name, pattern)) : undefined)
        .orderBy(desc(users.createdAt))
        .limit(limit);
    },
  };
}

/** SQL for payments. */
export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
