import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  webhookCreatedSchema,
  webhookCreateSchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookListSchema,
} from "@foliocraft/schemas";
import { noContent } from "../../lib/openapi-responses";
import type { WebhookService } from "./service";

const idParams = z.object({ id: z.string().min(1).max(64) });
// Each of these sends a request from this server to an address the person chose: slowed per account and address.
const sendLimit = { rateLimit: { max: 20, timeWindow: "1 minute" } };

/**
 * The account's deployment webhooks (settings): cookie-session routes, so the origin check (CSRF) applies to them.
 * Thin: the service checks ownership (another owner's id is a 404) and the address.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ service: WebhookService }> = async (app, { service }) => {
  app.addHook("onSend", async (_request, reply) => {
    // A new webhook's secret is in the answer: never kept by a cache.
    reply.header("cache-control", "no-store");
  });

  app.get("/api/account/webhooks", { schema: { response: { 200: webhookListSchema } } }, async (request) => {
    const { userId } = await app.requireSession(request);
    return { webhooks: await service.list(userId) };
  });

  app.post(
    "/api/account/webhooks",
    { config: sendLimit, schema: { body: webhookCreateSchema, response: { 201: webhookCreatedSchema } } },
    async (request, reply) => {
      const { userId } = await app.requireSession(request);
      return reply.status(201).send(await service.create(userId, request.body));
    },
  );

  app.delete(
    "/api/account/webhooks/:id",
    { schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      const { userId } = await app.requireSession(request);
      await service.remove(userId, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    "/api/account/webhooks/:id/deliveries",
    { schema: { params: idParams, response: { 200: webhookDeliveryListSchema } } },
    async (request) => {
      const { userId } = await app.requireSession(request);
      return { deliveries: await service.deliveries(userId, request.params.id) };
    },
  );

  app.post(
    "/api/account/webhooks/:id/test",
    {
      config: sendLimit,
      schema: { params: idParams, response: { 202: z.object({ delivery: webhookDeliverySchema }) } },
    },
    async (request, reply) => {
      const { userId } = await app.requireSession(request);
      return reply.status(202).send({ delivery: await service.test(userId, request.params.id) });
    },
  );

  app.post(
    "/api/account/webhook-deliveries/:id/resend",
    {
      config: sendLimit,
      schema: { params: idParams, response: { 202: z.object({ delivery: webhookDeliverySchema }) } },
    },
    async (request, reply) => {
      const { userId } = await app.requireSession(request);
      return reply.status(202).send({ delivery: await service.resend(userId, request.params.id) });
    },
  );
};
