import { apiMessage, type AdminUser, type PaymentSummary, type PlanId } from "@foliocraft/schemas";
import { AppError } from "../../errors";
import type { MailRepository, MailRow } from "../mail/repository";
import type { PaymentRepository } from "./repository";

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** What the admin's endpoints do (the routes check the caller is an administrator): users, plans, payments, outbox. */
export function createAdminService(deps: { payments: PaymentRepository; mail: MailRepository }) {
  const { payments, mail } = deps;
  return {
    /** Accounts whose e-mail or name contains `search` (all when empty), at most `limit`. */
    async users(search: string, limit: number): Promise<AdminUser[]> {
      const rows = await payments.listUsers(search, limit);
      return rows.map(({ user, profile }) => ({
        id: user.id,
        email: user.email,
        name: user.name,
        plan: profile.plan,
        isPremium: profile.isAdmin || profile.isPremium,
        isAdmin: profile.isAdmin,
        subscriptionType: profile.subscriptionType,
        subscriptionEnd: iso(profile.subscriptionEnd),
        createdAt: user.createdAt.toISOString(),
        lastActive: iso(profile.lastActive),
      }));
    },

    /** Gives an account Pro by hand; an unknown account (or an administrator) is a 404. */
    async upgrade(userId: string, subscriptionType: PlanId): Promise<void> {
      if (!(await payments.manualUpgrade(userId, subscriptionType))) {
        throw new AppError("not-found", apiMessage("adminUserNotFound"));
      }
    },

    /** Takes Pro away by hand; an account that has nothing to take away is a 404. */
    async downgrade(userId: string): Promise<void> {
      if (!(await payments.manualDowngrade(userId))) {
        throw new AppError("not-found", apiMessage("adminUserNotDowngradable"));
      }
    },

    /** The latest payments, newest first. */
    async payments(limit: number): Promise<PaymentSummary[]> {
      const rows = await payments.listPayments(limit);
      return rows.map(({ payment, email }) => ({
        reference: payment.reference,
        userId: payment.userId,
        email,
        plan: payment.plan,
        amount: payment.amount,
        currency: payment.currency,
        status: payment.status,
        channel: payment.channel,
        createdAt: payment.createdAt.toISOString(),
        paidAt: iso(payment.paidAt),
        refundedAt: iso(payment.refundedAt),
      }));
    },

    /** The latest e-mails in the outbox. */
    async mail(limit: number): Promise<MailRow[]> {
      return mail.latest(limit);
    },
  };
}

/** The admin's operations. */
export type AdminService = ReturnType<typeof createAdminService>;
