import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { noContent } from "../../lib/openapi-responses";
import { z } from "zod";
import {
  portfolioCreateSchema,
  portfolioDetailSchema,
  portfolioListSchema,
  portfolioRestoreSchema,
  portfolioRevisionListSchema,
  portfolioRevisionSchema,
  portfolioRevisionSummarySchema,
  portfolioSaveResultSchema,
  portfolioSaveSchema,
  revisionRenameSchema,
  usernameAvailabilitySchema,
  usernameClaimSchema,
  usernameStateSchema,
  usernameSuggestionSchema,
} from "@foliocraft/schemas";
import type { PortfolioService } from "./service";
import type { UsernameService } from "./username-service";

// Any string: an id that is not ours (or not an id) is simply "not found", never a hint about what exists.
const idParams = z.object({ id: z.string().min(1).max(64) });
const revisionParams = idParams.extend({ version: z.coerce.number().int().min(1) });
// Autosave fires every few seconds while someone types; this is far above that and far below abuse.
const writeLimit = { rateLimit: { max: 240, timeWindow: "1 minute" } };

/** /api/portfolios…, /api/profile/username and /api/usernames/{name}: all scoped to the signed-in owner. */
export const portfolioRoutes: FastifyPluginAsyncZod<{ service: PortfolioService; usernames: UsernameService }> = async (
  app,
  { service, usernames },
) => {
  app.addHook("onSend", async (_request, reply) => {
    // Private, per-user data: never stored by shared caches or the browser's back/forward cache.
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
  });

  app.get("/api/portfolios", { schema: { response: { 200: portfolioListSchema } } }, async (request) => {
    const { userId } = await app.requireSession(request);
    return { portfolios: await service.list(userId) };
  });

  app.post(
    "/api/portfolios",
    { config: writeLimit, schema: { body: portfolioCreateSchema, response: { 201: portfolioDetailSchema } } },
    async (request, reply) => {
      const session = await app.requireSession(request);
      return reply.status(201).send(await service.create(session, request.body));
    },
  );

  app.get(
    "/api/portfolios/:id",
    { schema: { params: idParams, response: { 200: portfolioDetailSchema } } },
    async (request) => {
      const { userId } = await app.requireSession(request);
      return service.get(userId, request.params.id);
    },
  );

  app.put(
    "/api/portfolios/:id",
    {
      config: writeLimit,
      schema: { params: idParams, body: portfolioSaveSchema, response: { 200: portfolioSaveResultSchema } },
    },
    async (request) => {
      const { userId } = await app.requireSession(request);
      return service.save(userId, request.params.id, request.body);
    },
  );

  app.delete(
    "/api/portfolios/:id",
    { config: writeLimit, schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      const { userId } = await app.requireSession(request);
      await service.remove(userId, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    "/api/portfolios/:id/duplicate",
    { config: writeLimit, schema: { params: idParams, response: { 201: portfolioDetailSchema } } },
    async (request, reply) => {
      const { userId } = await app.requireSession(request);
      return reply.status(201).send(await service.duplicate(userId, request.params.id));
    },
  );

  app.get(
    "/api/portfolios/:id/revisions",
    { schema: { params: idParams, response: { 200: portfolioRevisionListSchema } } },
    async (request) => {
      const { userId } = await app.requireSession(request);
      return { revisions: await service.revisions(userId, request.params.id) };
    },
  );

  app.get(
    "/api/portfolios/:id/revisions/:version",
    { schema: { params: revisionParams, response: { 200: portfolioRevisionSchema } } },
    async (request) => {
      const { userId } = await app.requireSession(request);
      return service.revision(userId, request.params.id, request.params.version);
    },
  );

  app.post(
    "/api/portfolios/:id/revisions/:version/restore",
    {
      config: writeLimit,
      schema: { params: revisionParams, body: portfolioRestoreSchema, response: { 200: portfolioDetailSchema } },
    },
    async (request) => {
      const { userId } = await app.requireSession(request);
      return service.restore(userId, request.params.id, request.params.version, request.body);
    },
  );

  app.patch(
    "/api/portfolios/:id/revisions/:version",
    {
      config: writeLimit,
      schema: { params: revisionParams, body: revisionRenameSchema, response: { 200: portfolioRevisionSummarySchema } },
    },
    async (request) => {
      const { userId } = await app.requireSession(request);
      return service.labelRevision(userId, request.params.id, request.params.version, request.body.label);
    },
  );

  app.post(
    "/api/portfolios/:id/publish",
    { config: writeLimit, schema: { params: idParams, response: { 200: portfolioDetailSchema } } },
    async (request) => {
      const { userId } = await app.requireSession(request);
      return service.publish(userId, request.params.id);
    },
  );

  app.post(
    "/api/portfolios/:id/unpublish",
    { config: writeLimit, schema: { params: idParams, response: { 200: portfolioDetailSchema } } },
    async (request) => {
      const { userId } = await app.requireSession(request);
      return service.unpublish(userId, request.params.id);
    },
  );

  app.get("/api/profile/username", { schema: { response: { 200: usernameStateSchema } } }, async (request) => {
    const { userId } = await app.requireSession(request);
    return { username: await usernames.get(userId) };
  });

  app.put(
    "/api/profile/username",
    {
      config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
      schema: { body: usernameClaimSchema, response: { 200: usernameStateSchema } },
    },
    async (request) => {
      const { userId } = await app.requireSession(request);
      return { username: await usernames.claim(userId, request.body.username) };
    },
  );

  app.get(
    "/api/profile/username/suggestion",
    { schema: { response: { 200: usernameSuggestionSchema } } },
    async (request) => {
      const { userId } = await app.requireSession(request);
      return { username: await usernames.suggest(userId) };
    },
  );

  app.get(
    "/api/usernames/:name",
    {
      // Checked while typing; limited so the list of usernames cannot be walked quickly.
      config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
      schema: { params: z.object({ name: z.string().max(100) }), response: { 200: usernameAvailabilitySchema } },
    },
    async (request) => {
      const { userId } = await app.requireSession(request);
      return usernames.availability(userId, request.params.name);
    },
  );
};
