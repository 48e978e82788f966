import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { noContent } from "../../lib/openapi-responses";
import { z } from "zod";
import { RateLimiterRes } from "rate-limiter-flexible";
import { apiMessage, customDomainSchema, customDomainStateSchema } from "@foliocraft/schemas";
import { AppError } from "../../errors";
import type { CustomDomainService } from "./service";

/** How many DNS checks ("Verify now") one account may ask for in a window. */
export interface VerifyLimit {
  max: number;
  windowSeconds: number;
}

/**
 * The owner's custom domain (GET, POST, POST …/verify, DELETE) and the on-demand-TLS question
 * GET /api/custom-domains/allowed?domain=x (Caddy's `ask`): 200 when a certificate may be issued for x, else 404.
 */
export const customDomainRoutes: FastifyPluginAsyncZod<{
  service: CustomDomainService;
  verifyLimit: VerifyLimit;
}> = async (app, { service, verifyLimit }) => {
  app.addHook("onSend", async (_request, reply) => {
    // Per-user data and answers that change with DNS: never kept by shared caches.
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
  });
  // Each check sends several DNS queries on the owner's behalf: a few per window is plenty for a person. Counted
  // through app.limiters, so with Redis the limit holds across every server, not per process.
  const checks = app.limiters({
    name: "custom-domain-verify",
    points: verifyLimit.max,
    durationSeconds: verifyLimit.windowSeconds,
  });
  const params = z.object({ id: z.string().min(1).max(100) });
  // Adding and checking a domain are Pro; checked before the body, so a free account learns about Pro first.
  const requirePro = app.requirePro("customDomainProOnly");

  app.get("/api/custom-domains", { schema: { response: { 200: customDomainStateSchema } } }, async (request) => {
    const { userId } = await app.requireSession(request);
    return service.state(userId);
  });

  // The body is validated in the service, after the plan: a free account learns about Pro before about typos.
  app.post(
    "/api/custom-domains",
    { preValidation: requirePro, schema: { response: { 201: customDomainSchema } } },
    async (request, reply) => {
      const { userId } = await app.requireSession(request);
      return reply.status(201).send(await service.add(userId, request.body));
    },
  );

  app.post(
    "/api/custom-domains/:id/verify",
    { preValidation: requirePro, schema: { params, response: { 200: customDomainSchema } } },
    async (request, reply) => {
      const { userId } = await app.requireSession(request);
      const over = await checks.consume(userId).then(
        () => undefined,
        (rejection: unknown) => {
          // A Redis failure the insurance limiter could not absorb is an error, not a refusal.
          if (rejection instanceof RateLimiterRes) return rejection;
          throw rejection;
        },
      );
      if (over) {
        const seconds = Math.max(1, Math.ceil(over.msBeforeNext / 1000));
        reply.header("retry-after", String(seconds));
        throw new AppError("resource-exhausted", apiMessage("customDomainTooManyChecks", { seconds }), {
          retryAfterSeconds: seconds,
        });
      }
      return service.verify(userId, request.params.id);
    },
  );

  app.delete(
    "/api/custom-domains/:id",
    { schema: { params, response: { 204: noContent } } },
    async (request, reply) => {
      const { userId } = await app.requireSession(request);
      await service.remove(userId, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    "/api/custom-domains/allowed",
    {
      schema: {
        querystring: z.object({ domain: z.string().min(1, "domain is required").max(300) }),
        response: { 200: z.object({ allowed: z.literal(true) }) },
      },
    },
    async (request) => {
      if (!(await service.isAllowedHost(request.query.domain))) {
        // For the TLS proxy, not for people: no catalog id.
        // eslint-disable-next-line no-restricted-syntax
        throw new AppError("not-found", "This domain is not served here");
      }
      return { allowed: true as const };
    },
  );
};
