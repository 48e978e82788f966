import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { okAnswer, rawJsonBody } from "../../lib/openapi-responses";
import { z } from "zod";
import {
  apiMessage,
  paymentStartResultSchema,
  paymentStartSchema,
  paymentVerifyResultSchema,
  subscriptionDetailsSchema,
} from "@foliocraft/schemas";
import { AppError } from "../../errors";
import type { PaymentService } from "./service";

/**
 * Payments and the subscription: start (Paystack initialize), verify, the webhook, status, plan, cancel and
 * refund. These replace the spec's getSubscriptionStatus / checkUserSubscription cloud functions.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{ service: PaymentService }> = async (app, { service }) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get("/api/subscription", { schema: { response: { 200: subscriptionDetailsSchema } } }, async (request) => {
    const { userId } = await app.requireSession(request);
    return service.details(userId);
  });

  // The spec's checkUserSubscription: just the plan.
  app.get(
    "/api/subscription/plan",
    { schema: { response: { 200: z.object({ plan: z.enum(["free", "pro"]) }) } } },
    async (request) => {
      const { userId } = await app.requireSession(request);
      return { plan: (await service.details(userId)).plan };
    },
  );

  app.post(
    "/api/payments",
    {
      config: { rateLimit: { max: 10, timeWindow: "10 minutes" } },
      schema: { body: paymentStartSchema, response: { 200: paymentStartResultSchema } },
    },
    async (request) => {
      // Spec §6, §8: upgrading requires being signed in, with this exact message.
      const session = await app.optionalSession(request);
      if (!session) throw new AppError("unauthenticated", apiMessage("logInToUpgrade"));
      return service.start(session, request.body.plan);
    },
  );

  app.post(
    "/api/payments/:reference/verify",
    {
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: { params: z.object({ reference: z.string().max(100) }), response: { 200: paymentVerifyResultSchema } },
    },
    async (request) => {
      const { userId } = await app.requireSession(request);
      return service.verify(userId, request.params.reference);
    },
  );

  app.post(
    "/api/subscription/cancel",
    {
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: { response: { 200: subscriptionDetailsSchema } },
    },
    async (request) => {
      const { userId } = await app.requireSession(request);
      return service.cancel(userId);
    },
  );

  app.post(
    "/api/subscription/refund",
    {
      config: { rateLimit: { max: 5, timeWindow: "10 minutes" } },
      schema: { response: { 200: subscriptionDetailsSchema } },
    },
    async (request) => {
      const { userId } = await app.requireSession(request);
      return service.refund(userId);
    },
  );

  // Paystack's webhook: the signature is over the raw bytes, so this route keeps the body unparsed.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    raw.post(
      "/api/payments/webhook",
      {
        config: { rateLimit: { max: 600, timeWindow: "1 minute" } },
        schema: {
          body: rawJsonBody("The event as Paystack sent it, signed in x-paystack-signature"),
          response: { 200: okAnswer },
        },
      },
      async (request, reply) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers["x-paystack-signature"];
        await service.webhook(body, typeof signature === "string" ? signature : undefined);
        return reply.status(200).send({ ok: true });
      },
    );
  });
};
