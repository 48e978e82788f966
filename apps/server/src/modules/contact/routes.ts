import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { contactMessageInputSchema, languageCodes } from "@foliocraft/schemas";
import type { ContactService } from "./service";

/** POST /api/contact-messages — the public contact form (spec §2 /contact, §5 validation). */
export const contactRoutes: FastifyPluginAsyncZod<{ service: ContactService }> = async (app, { service }) => {
  app.post(
    "/api/contact-messages",
    {
      // Public and unauthenticated: slow down floods from one address.
      config: { rateLimit: { max: 5, timeWindow: "10 minutes" } },
      schema: {
        body: contactMessageInputSchema.safeExtend({ language: z.enum(languageCodes).default("en") }),
        response: { 201: z.object({ id: z.string(), createdAt: z.string() }) },
      },
    },
    async (request, reply) => {
      const { language, ...input } = request.body;
      const saved = await service.submit(input, language);
      return reply.status(201).send({ id: saved.id, createdAt: saved.createdAt.toISOString() });
    },
  );
};
