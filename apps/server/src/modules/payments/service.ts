import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import {
  apiMessage,
  planAmountSubunit,
  planIds,
  refundWindowDays,
  subscriptionState,
  type PaymentStartResult,
  type PaymentVerifyResult,
  type PlanId,
  type SubscriptionDetails,
} from "@foliocraft/schemas";
import { AppError } from "../../errors";
import type { ProfileRepository } from "../accounts/profile-repository";
import type { MailService } from "../mail/service";
import { mailLanguage } from "../mail/i18n";
import { expiredMail, expiresSoonMail } from "../mail/templates";
import { paymentsNotConfigured, type PaystackClient, type PaystackTransaction } from "./paystack-client";
import type { PaymentRepository, PaymentRow } from "./repository";

const dayMs = 24 * 60 * 60 * 1000;
// A refund claim this old was left by a server that died while calling Paystack (whose calls time out far sooner).
const staleRefundClaimMs = 10 * 60 * 1000;
const paymentNotFound = () => new AppError("not-found", apiMessage("paymentNotFound"));

/** Why a Paystack "success" is not accepted: value is given only for the expected amount AND currency. */
function mismatch(payment: PaymentRow, tx: Pick<PaystackTransaction, "amount" | "currency">): string | undefined {
  if (tx.amount !== payment.amount) return `amount ${tx.amount} instead of ${payment.amount}`;
  if (tx.currency !== payment.currency) return `currency ${tx.currency} instead of ${payment.currency}`;
  return undefined;
}

/** Paystack payments, the subscription they buy, its expiry and reminders (issue 8). */
export function createPaymentService(deps: {
  repository: PaymentRepository;
  profiles: ProfileRepository;
  mail: MailService;
  paystack: { client: PaystackClient; publicKey: string; secretKey: string } | undefined;
  publicUrl: string;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  now?: () => Date;
}) {
  const { repository, profiles, mail, paystack, publicUrl, log } = deps;
  const now = deps.now ?? (() => new Date());
  // Reminders are written in the language the person chose for the interface.
  const languageOf = async (userId: string) => mailLanguage((await profiles.get(userId))?.preferences.language);

  async function details(userId: string): Promise<SubscriptionDetails> {
    // Checked at every read: a lapsed plan is free from the moment it ends, whatever the periodic job has done.
    await repository.expireLapsed(now(), userId);
    const profile = await profiles.get(userId);
    const lapsed =
      profile?.plan === "free" &&
      profile.subscriptionEnd !== null &&
      (planIds as readonly string[]).includes(profile.subscriptionType ?? "");
    const state = subscriptionState(
      profile
        ? { plan: lapsed ? "pro" : profile.plan, isAdmin: profile.isAdmin, subscriptionEnd: profile.subscriptionEnd }
        : null,
      now(),
    );
    // Only the newest payment can be refunded, once.
    const last = await repository.newestFulfilled(userId);
    const refundableUntil =
      last?.paidAt && last.status === "success" && !profile?.isAdmin
        ? new Date(last.paidAt.getTime() + refundWindowDays * dayMs)
        : null;
    return {
      plan: profile?.plan ?? "free",
      isPremium: profile?.isAdmin === true || (profile?.isPremium ?? false),
      isAdmin: profile?.isAdmin ?? false,
      status: state.status,
      daysRemaining: state.daysRemaining,
      subscriptionType: profile?.subscriptionType ?? null,
      subscriptionEnd: profile?.subscriptionEnd?.toISOString() ?? null,
      cancelled: profile?.subscriptionCancelledAt != null,
      refundableUntil: refundableUntil && refundableUntil > now() ? refundableUntil.toISOString() : null,
      paymentsConfigured: paystack !== undefined,
    };
  }

  /** Checks a Paystack transaction against our record and fulfils it once; returns the outcome. */
  async function settle(payment: PaymentRow, tx: PaystackTransaction, source: string) {
    if (tx.status === "success") {
      const wrong = mismatch(payment, tx);
      if (wrong) {
        log.warn({ reference: payment.reference, wrong, source }, "payment refused: does not match the plan");
        await repository.markUnsuccessful(payment.reference, "failed", wrong, tx);
        return "failed" as const;
      }
      const first = await repository.fulfil(payment.reference, {
        channel: tx.channel ?? null,
        transactionId: String(tx.id),
        paidAt: tx.paid_at ? new Date(tx.paid_at) : now(),
        data: tx,
      });
      if (first) log.info({ reference: payment.reference, source }, "payment fulfilled");
      return "success" as const;
    }
    if (tx.status === "failed" || tx.status === "abandoned" || tx.status === "reversed") {
      await repository.markUnsuccessful(
        payment.reference,
        tx.status === "abandoned" ? "abandoned" : "failed",
        tx.status,
        tx,
      );
      return tx.status === "abandoned" ? ("abandoned" as const) : ("failed" as const);
    }
    return "pending" as const;
  }

  const outcomeMessage = {
    success: "Welcome to Premium! 🎉",
    failed: "Payment was not successful",
    abandoned: "Payment cancelled",
    pending: "Your payment is still being processed. We will upgrade your account as soon as it is confirmed.",
  } as const;

  return {
    details,

    /** Stores a pending payment with a unique reference, then asks Paystack for the checkout (amount fixed here). */
    async start(user: { userId: string; email: string }, plan: PlanId): Promise<PaymentStartResult> {
      if (!paystack) throw paymentsNotConfigured();
      const reference = `fc-${randomUUID()}`;
      const amount = planAmountSubunit(plan);
      await repository.insertPending({ reference, userId: user.userId, plan, amount, currency: "GHS" });
      const checkout = await paystack.client.initialize({
        email: user.email,
        amount,
        currency: "GHS",
        reference,
        callbackUrl: `${publicUrl}/pricing?payment=${encodeURIComponent(reference)}`,
        metadata: { userId: user.userId, plan },
      });
      await repository.setAccessCode(reference, checkout.accessCode);
      return {
        reference,
        accessCode: checkout.accessCode,
        authorizationUrl: checkout.authorizationUrl,
        publicKey: paystack.publicKey,
        plan,
        amount,
        currency: "GHS",
      };
    },

    /** The popup's onSuccess (or the redirect back): never trusted, always verified with Paystack. */
    async verify(userId: string, reference: string): Promise<PaymentVerifyResult> {
      if (!paystack) throw paymentsNotConfigured();
      const payment = await repository.find(reference);
      if (!payment || payment.userId !== userId) throw paymentNotFound();
      let outcome: keyof typeof outcomeMessage;
      if (payment.fulfilledAt) outcome = "success";
      else {
        const tx = await paystack.client.verify(reference);
        if (!tx) throw paymentNotFound();
        outcome = await settle(payment, tx, "verify");
      }
      return { reference, outcome, message: outcomeMessage[outcome], subscription: await details(userId) };
    },

    /** `charge.success` webhooks: signature over the raw body (timing-safe), then the same checks as verify. */
    async webhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
      if (!paystack) throw paymentsNotConfigured();
      const expected = createHmac("sha512", paystack.secretKey).update(rawBody).digest();
      const given = Buffer.from(signature ?? "", "hex");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        // Webhooks come from Paystack's servers, never a person: plain English messages.
        // eslint-disable-next-line no-restricted-syntax
        throw new AppError("unauthenticated", "Invalid webhook signature");
      }
      let event: { event?: string; data?: PaystackTransaction };
      try {
        event = JSON.parse(rawBody.toString("utf8")) as typeof event;
      } catch {
        // eslint-disable-next-line no-restricted-syntax -- Paystack's servers read this, never a person
        throw new AppError("invalid-argument", "The webhook body is not valid JSON.");
      }
      if (event.event !== "charge.success" || !event.data?.reference) return;
      const payment = await repository.find(event.data.reference);
      if (!payment) {
        log.warn({ reference: event.data.reference }, "webhook for an unknown reference ignored");
        return;
      }
      if (!payment.fulfilledAt) await settle(payment, event.data, "webhook");
    },

    async cancel(userId: string): Promise<SubscriptionDetails> {
      const current = await details(userId);
      if (current.plan !== "pro" || current.isAdmin || current.subscriptionEnd === null) {
        throw new AppError("invalid-argument", apiMessage("noSubscriptionToCancel"));
      }
      await repository.cancel(userId);
      return details(userId);
    },

    /**
     * Money back within 30 days of the last payment: Paystack refund, then the account returns to free. One refund
     * per payment: the request that claims it in the database calls Paystack; any other (a double click, a second
     * tab, another server) gets a 409 without calling Paystack.
     */
    async refund(userId: string): Promise<SubscriptionDetails> {
      if (!paystack) throw paymentsNotConfigured();
      const last = await repository.newestFulfilled(userId);
      if (!last?.paidAt) throw new AppError("invalid-argument", apiMessage("noPaymentToRefund"));
      if (last.status === "refunded") throw new AppError("aborted", apiMessage("refundAlreadyDone"));
      if (now().getTime() - last.paidAt.getTime() > refundWindowDays * dayMs) {
        throw new AppError(
          "invalid-argument",
          apiMessage("refundWindowPassed", { days: refundWindowDays, date: last.paidAt.toISOString().slice(0, 10) }),
        );
      }
      if (!(await repository.claimRefund(last.reference, new Date(now().getTime() - staleRefundClaimMs)))) {
        const again = await repository.find(last.reference);
        throw new AppError(
          "aborted",
          apiMessage(again?.status === "refunded" ? "refundAlreadyDone" : "refundInProgress"),
        );
      }
      let data: Record<string, unknown>;
      try {
        data = await paystack.client.refund(last.reference);
      } catch (error) {
        // Paystack refused or was unreachable: nothing was refunded, so the next attempt may try again.
        await repository.releaseRefundClaim(last.reference);
        throw error;
      }
      await repository.refunded(last.reference, userId, data);
      return details(userId);
    },

    /** The periodic job: lapsed plans back to free, reminders 7 days before the end and at the end (each once). */
    async runSubscriptionJob(): Promise<{ expired: number; reminded: number }> {
      const pricingUrl = `${publicUrl}/pricing`;
      let reminded = 0;
      const lapsed = await repository.expireLapsed(now());
      // Plans that ended in the last 3 days (a server that was down still sends the e-mail; older ones are history).
      for (const row of await repository.plansEndingBetween(new Date(now().getTime() - 3 * dayMs), now(), {
        renewing: false,
      })) {
        if (!row.subscriptionEnd || !(await repository.claimReminder(row.userId, "expired", row.subscriptionEnd)))
          continue;
        await mail.send(expiredMail(row, pricingUrl, await languageOf(row.userId)));
        reminded++;
      }
      const soon = await repository.plansEndingBetween(now(), new Date(now().getTime() + 7 * dayMs), {
        renewing: true,
      });
      for (const row of soon) {
        if (
          !row.subscriptionEnd ||
          !(await repository.claimReminder(row.userId, "expires-soon", row.subscriptionEnd))
        ) {
          continue;
        }
        await mail.send(expiresSoonMail(row, row.subscriptionEnd, pricingUrl, await languageOf(row.userId)));
        reminded++;
      }
      return { expired: lapsed.length, reminded };
    },
  };
}

/** Payments and subscriptions. */
export type PaymentService = ReturnType<typeof createPaymentService>;
