import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  apiKeyCreatedSchema,
  apiKeyCreateSchema,
  apiKeyListSchema,
  apiKeySchema,
  apiKeyUsageSchema,
} from "@foliocraft/schemas";
import type { ApiKeyService } from "./service";

const idParams = z.object({ id: z.string().min(1).max(64) });

/**
 * The account's personal API keys (settings): cookie-session routes, so the origin check (CSRF) applies to them.
 * A key never manages keys: these routes read the session only.
 */
export const apiKeyRoutes: FastifyPluginAsyncZod<{ service: ApiKeyService }> = async (app, { service }) => {
  app.addHook("onSend", async (_request, reply) => {
    // A new key's secret is in the answer: never kept by a cache.
    reply.header("cache-control", "no-store");
  });

  app.get("/api/account/api-keys", { schema: { response: { 200: apiKeyListSchema } } }, async (request) => {
    const { userId } = await app.requireSession(request);
    return { keys: await service.list(userId) };
  });

  app.post(
    "/api/account/api-keys",
    {
      config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
      schema: { body: apiKeyCreateSchema, response: { 201: apiKeyCreatedSchema } },
    },
    async (request, reply) => {
      const { userId } = await app.requireSession(request);
      return reply.status(201).send(await service.create(userId, request.body));
    },
  );

  app.post(
    "/api/account/api-keys/:id/revoke",
    {
      config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
      schema: { params: idParams, response: { 200: z.object({ key: apiKeySchema }) } },
    },
    async (request) => {
      const { userId } = await app.requireSession(request);
      return { key: await service.revoke(userId, request.params.id) };
    },
  );

  app.get("/api/account/api-keys/usage", { schema: { response: { 200: apiKeyUsageSchema } } }, async (request) => {
    const { userId } = await app.requireSession(request);
    return service.usage(userId);
  });
};
