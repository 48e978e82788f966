import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import {
  apiMessage,
  incidentInputSchema,
  incidentPatchSchema,
  incidentSchema,
  systemStatusSchema,
} from "@foliocraft/schemas";
import { AppError } from "../../errors";
import type { ProfileRepository } from "../accounts/profile-repository";
import type { StatusService } from "./service";

const idParams = z.object({ id: z.string().min(1).max(64) });

/**
 * GET /api/status (public: live checks + incidents) and the admins' incident endpoints
 * (GET/POST /api/admin/incidents, PATCH/DELETE /api/admin/incidents/:id; everyone else gets 403).
 */
export const statusRoutes: FastifyPluginAsyncZod<{ service: StatusService; profiles: ProfileRepository }> = async (
  app,
  { service, profiles },
) => {
  // Runs before the body is validated: someone who may not post learns nothing about the expected shape.
  async function requireAdmin(request: FastifyRequest) {
    const session = await app.requireSession(request);
    const profile = await profiles.get(session.userId);
    if (!profile?.isAdmin) throw new AppError("permission-denied", apiMessage("adminOnly"));
  }

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
    { preValidation: requireAdmin, schema: { params: idParams } },
    async (request, reply) => {
      await service.remove(request.params.id);
      return reply.status(204).send();
    },
  );
};
