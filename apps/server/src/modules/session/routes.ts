import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sessionResponseSchema } from "@foliocraft/schemas";

/**
 * GET /api/session — who is signed in, for the web shell's guard and header.
 * There are no accounts until the accounts module lands, so nobody is signed in yet.
 */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/session", { schema: { response: { 200: sessionResponseSchema } } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { user: null };
  });
};
