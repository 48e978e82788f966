import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { noContent } from "../../lib/openapi-responses";
import { z } from "zod";
import { incidentInputSchema, incidentPatchSchema, incidentSchema, systemStatusSchema } from "@foliocraft/schemas";
import type { StatusService } from "./service";

const idParams = z.object({ id: z.string().min(1).max(64) });

/**
 * GET /api/status (public: live checks + incidents) and the admins' incident endpoints
 * (GET/POST /api/admin/incidents, PATCH/DELETE /api/admin/incidents/:id; everyone else gets 403).
 */
export const statusRoutes: FastifyPluginAsyncZod<{ service: StatusService }> = async (app, { service }) => {
  // A preValidation hook: someone who may not post learns nothing about the expected shape.
  const requireAdmin = app.requireAdmin();

  app.get(
    "/api/status",
    {
      // Checks are cached for 30 s anyway; the limit keeps one client from turning the page into a database load.
      config: { rateLimit: { max: 120, timeWindow: "1 minute" } },
      schema: { response: { 200: systemStatusSchema } },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return service.status();
    },
  );

  app.get(
    "/api/admin/incidents",
    { preValidation: requireAdmin, schema: { response: { 200: z.object({ incidents: z.array(incidentSchema) }) } } },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { incidents: await service.list() };
    },
  );

  app.post(
    "/api/admin/incidents",
    { preValidation: requireAdmin, schema: { body: incidentInputSchema, response: { 201: incidentSchema } } },
    async (request, reply) => {
      return reply.status(201).send(await service.create(request.body));
    },
  );

  app.patch(
    "/api/admin/incidents/:id",
    {
      preValidation: requireAdmin,
      schema: { params: idParams, body: incidentPatchSchema, response: { 200: incidentSchema } },
    },
    async (request) => {
      return service.update(request.params.id, request.body);
    },
  );

  app.delete(
    "/api/admin/incidents/:id",
    { preValidation: requireAdmin, schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      await service.remove(request.params.id);
      return reply.status(204).send();
    },
  );
};
