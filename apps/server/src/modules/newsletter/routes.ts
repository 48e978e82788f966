import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  emailSignupInputSchema,
  newsletterStatusResultSchema,
  newsletterSubscribeResultSchema,
  newsletterTokenInputSchema,
  talentCommunityResultSchema,
} from "@foliocraft/schemas";
import type { NewsletterService } from "./service";

/** Sign-ups allowed per client address and window, on each public sign-up endpoint. */
export interface SignupLimit {
  max: number;
  timeWindow: string;
}

/**
 * POST /api/newsletter/subscriptions, /api/newsletter/confirm, /api/newsletter/unsubscribe and
 * /api/talent-community: public, unauthenticated, rate-limited per client address.
 */
export const newsletterRoutes: FastifyPluginAsyncZod<{
  service: NewsletterService;
  signupLimit?: SignupLimit;
}> = async (app, { service, signupLimit = { max: 5, timeWindow: "10 minutes" } }) => {
  // Every sign-up can send an e-mail to any address: keep one client from flooding strangers' inboxes.
  const signupRateLimit = { rateLimit: signupLimit };
  // Link tokens are 256-bit random or signed, so guessing is hopeless; the limit only keeps scripts from hammering.
  const linkRateLimit = { rateLimit: { max: 30, timeWindow: "10 minutes" } };

  app.post(
    "/api/newsletter/subscriptions",
    {
      config: signupRateLimit,
      schema: { body: emailSignupInputSchema, response: { 202: newsletterSubscribeResultSchema } },
    },
    async (request, reply) => reply.status(202).send(await service.subscribe(request.body)),
  );

  app.post(
    "/api/newsletter/confirm",
    {
      config: linkRateLimit,
      schema: { body: newsletterTokenInputSchema, response: { 200: newsletterStatusResultSchema } },
    },
    async (request) => service.confirm(request.body.token),
  );

  app.post(
    "/api/newsletter/unsubscribe",
    {
      config: linkRateLimit,
      schema: { body: newsletterTokenInputSchema, response: { 200: newsletterStatusResultSchema } },
    },
    async (request) => service.unsubscribe(request.body.token),
  );

  app.post(
    "/api/talent-community",
    {
      config: signupRateLimit,
      schema: { body: emailSignupInputSchema, response: { 202: talentCommunityResultSchema } },
    },
    async (request, reply) => reply.status(202).send(await service.joinTalentCommunity(request.body)),
  );
};
