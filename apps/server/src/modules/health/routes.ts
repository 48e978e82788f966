import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { healthSchema, readinessSchema, type Health } from "@foliocraft/schemas";
import { databaseRetryAfterSeconds } from "../../plugins/error-handler";
import type { HealthService } from "./service";

/**
 * GET /api/health — liveness: 200 while this process answers, the database's reachability in the body.
 * GET /api/health/ready — readiness: 503 while the database or (when configured) Redis cannot be reached.
 * Both are for load balancers, orchestrators and monitors, not for people: no catalog ids.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ service: HealthService }> = async (app, { service }) => {
  app.get("/api/health", { schema: { response: { 200: healthSchema } } }, async (_request, reply) => {
    const body = await service.liveness();
    // Already the schema's JSON (built through healthSchema): sent as it is, the serializer is skipped.
    return reply
      .header("cache-control", "no-store")
      .type("application/json; charset=utf-8")
      .send(body as unknown as Health);
  });

  app.get(
    "/api/health/ready",
    { schema: { response: { 200: readinessSchema, 503: readinessSchema } } },
    async (_request, reply) => {
      const answer = await service.readiness();
      reply.header("cache-control", "no-store");
      if (!answer.ready) reply.status(503).header("retry-after", String(databaseRetryAfterSeconds));
      return reply.type("application/json; charset=utf-8").send(answer);
    },
  );
};
