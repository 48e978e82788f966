import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { onboardingSubmitSchema, profileSchema, profileUpdateSchema } from "@foliocraft/schemas";
import type { ProfileService } from "./service";

// Settings are saved as people click (language, appearance): generous, but bounded.
const writeLimit = { rateLimit: { max: 60, timeWindow: "1 minute" } };

/** GET/PATCH /api/profile and PUT /api/profile/onboarding, always for the signed-in user. */
export const profileRoutes: FastifyPluginAsyncZod<{ service: ProfileService }> = async (app, { service }) => {
  app.addHook("onSend", async (_request, reply) => {
    // Private, per-user data: never kept by shared caches.
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
  });

  app.get("/api/profile", { schema: { response: { 200: profileSchema } } }, async (request) => {
    const { userId } = await app.requireSession(request);
    return service.get(userId);
  });

  app.patch(
    "/api/profile",
    { config: writeLimit, schema: { body: profileUpdateSchema, response: { 200: profileSchema } } },
    async (request) => {
      const { userId } = await app.requireSession(request);
      return service.update(userId, request.body);
    },
  );

  app.put(
    "/api/profile/onboarding",
    { config: writeLimit, schema: { body: onboardingSubmitSchema, response: { 200: profileSchema } } },
    async (request) => {
      const { userId } = await app.requireSession(request);
      return service.submitOnboarding(userId, request.body);
    },
  );
};
