import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { redirect } from "../../lib/openapi-responses";

/**
 * The address of e-mail verification links sent before links opened our page (/verify-email) directly. It only
 * passes the token on to that page: a GET, which another site can trigger, never verifies, signs in or sets a
 * cookie; the page asks the server with a same-origin POST (verify-email-service.ts).
 */
export const authHandlerRoutes: FastifyPluginAsync<{ publicUrl: string }> = async (app, { publicUrl }) => {
  app.get(
    "/api/auth/verify-email",
    {
      schema: {
        querystring: z.object({ token: z.string().max(2048).optional() }),
        response: { 302: redirect("To the /verify-email page with the token") },
      },
    },
    async (request, reply) => {
      const token = new URL(request.url, publicUrl).searchParams.get("token") ?? "";
      reply.header("cache-control", "no-store");
      return reply.redirect(`/verify-email?token=${encodeURIComponent(token)}`, 302);
    },
  );
};
