import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { adminUpgradeSchema, adminUserSchema, apiMessage, paymentSummarySchema } from "@foliocraft/schemas";
import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import type { ProfileRepository } from "../accounts/profile-repository";
import { createMailRepository } from "../mail/repository";
import type { PaymentRepository } from "./repository";

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The admin's endpoints (isAdmin only; everyone else 403): users, manual upgrade/downgrade, payments, outbox. */
export const adminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  payments: PaymentRepository;
  profiles: ProfileRepository;
}> = async (app, { db, payments, profiles }) => {
  const mails = createMailRepository(db);

  async function requireAdmin(request: FastifyRequest) {
    const session = await app.requireSession(request);
    const profile = await profiles.get(session.userId);
    if (!profile?.isAdmin) throw new AppError("permission-denied", apiMessage("adminOnly"));
    return session;
  }

  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/api/admin/users",
    {
      schema: {
        querystring: z.object({ search: z.string().trim().max(200).default("") }),
        response: { 200: z.object({ users: z.array(adminUserSchema) }) },
      },
    },
    async (request) => {
      await requireAdmin(request);
      const rows = await payments.listUsers(request.query.search, 200);
      return {
        users: rows.map(({ user, profile }) => ({
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
        })),
      };
    },
  );

  app.post(
    "/api/admin/users/:id/upgrade",
    { schema: { params: z.object({ id: z.string().max(64) }), body: adminUpgradeSchema } },
    async (request) => {
      await requireAdmin(request);
      if (!(await payments.manualUpgrade(request.params.id, request.body.subscriptionType))) {
        throw new AppError("not-found", apiMessage("adminUserNotFound"));
      }
      return { ok: true };
    },
  );

  app.post(
    "/api/admin/users/:id/downgrade",
    { schema: { params: z.object({ id: z.string().max(64) }) } },
    async (request) => {
      await requireAdmin(request);
      if (!(await payments.manualDowngrade(request.params.id))) {
        throw new AppError("not-found", apiMessage("adminUserNotDowngradable"));
      }
      return { ok: true };
    },
  );

  app.get(
    "/api/admin/payments",
    { schema: { response: { 200: z.object({ payments: z.array(paymentSummarySchema) }) } } },
    async (request) => {
      await requireAdmin(request);
      const rows = await payments.listPayments(500);
      return {
        payments: rows.map(({ payment, email }) => ({
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
        })),
      };
    },
  );

  app.get("/api/admin/mail", async (request) => {
    await requireAdmin(request);
    return { messages: await mails.latest(200) };
  });
};
