import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { okAnswer } from "../../lib/openapi-responses";
import { z } from "zod";
import { adminUpgradeSchema, adminUserSchema, paymentSummarySchema } from "@foliocraft/schemas";
import type { AdminService } from "./admin-service";

/** The admin's endpoints (isAdmin only; everyone else 403): users, manual upgrade/downgrade, payments, outbox. */
export const adminRoutes: FastifyPluginAsyncZod<{ service: AdminService }> = async (app, { service }) => {
  // Every route here is for administrators: checked before anything else, the body included.
  app.addHook("preValidation", app.requireAdmin());
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
    async (request) => ({ users: await service.users(request.query.search, 200) }),
  );

  app.post(
    "/api/admin/users/:id/upgrade",
    { schema: { params: z.object({ id: z.string().max(64) }), body: adminUpgradeSchema, response: { 200: okAnswer } } },
    async (request) => {
      await service.upgrade(request.params.id, request.body.subscriptionType);
      return { ok: true as const };
    },
  );

  app.post(
    "/api/admin/users/:id/downgrade",
    { schema: { params: z.object({ id: z.string().max(64) }), response: { 200: okAnswer } } },
    async (request) => {
      await service.downgrade(request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    "/api/admin/payments",
    { schema: { response: { 200: z.object({ payments: z.array(paymentSummarySchema) }) } } },
    async () => ({ payments: await service.payments(500) }),
  );

  app.get(
    "/api/admin/mail",
    { schema: { response: { 200: z.object({ messages: z.array(z.looseObject({ id: z.string() })) }) } } },
    async () => ({ messages: await service.mail(200) }),
  );
};
