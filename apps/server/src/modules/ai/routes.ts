import { Readable } from "node:stream";
import { contentOf } from "../../lib/openapi-responses";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  aiAdminUsageSchema,
  aiTranslateRequestSchema,
  aiUsageSchema,
  aiWriteRequestSchema,
  type AiStreamEvent,
  type AiTranslateEvent,
} from "@foliocraft/schemas";
import { AppError } from "../../errors";
import type { AiService } from "./service";
import type { AiTranslateService } from "./translate-service";

// Per address, on top of the per-account daily quota: enough for someone clicking through every field, far below
// a script hammering the endpoint.
const writeLimit = { rateLimit: { max: 30, timeWindow: "1 minute" } };
// One translation request covers up to a whole portfolio, so far fewer are needed.
const translateLimit = { rateLimit: { max: 10, timeWindow: "1 minute" } };

async function* serverSentEvents(events: AsyncIterable<AiStreamEvent | AiTranslateEvent>): AsyncGenerator<string> {
  for await (const event of events) yield `data: ${JSON.stringify(event)}\n\n`;
}

/** Seconds until a 429 can be retried: the quota's reset time, or the provider's Retry-After. */
function retryAfter(error: unknown): number | undefined {
  if (!(error instanceof AppError) || typeof error.details !== "object" || error.details === null) return undefined;
  const details = error.details as { resetAt?: unknown; retryAfterSeconds?: unknown };
  if (typeof details.retryAfterSeconds === "number") return details.retryAfterSeconds;
  if (typeof details.resetAt === "string") {
    return Math.max(0, Math.ceil((Date.parse(details.resetAt) - Date.now()) / 1000));
  }
  return undefined;
}

/**
 * POST /api/ai/write and POST /api/ai/translate (streamed), GET /api/ai/usage, and GET /api/admin/ai-usage for
 * administrators.
 */
export const aiRoutes: FastifyPluginAsyncZod<{ service: AiService; translate: AiTranslateService }> = async (
  app,
  { service, translate },
) => {
  app.addHook("onSend", async (_request, reply) => {
    // Private, per-user answers: never stored by shared caches.
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
  });

  app.post(
    "/api/ai/write",
    {
      config: writeLimit,
      schema: {
        body: aiWriteRequestSchema,
        response: {
          200: contentOf("Server-sent events: aiStreamEvent objects, one per data line", ["text/event-stream"]),
        },
      },
    },
    async (request, reply) => {
      const { userId } = await app.requireSession(request);
      // The user pressed Stop or closed the page: stop the provider too.
      const stop = new AbortController();
      reply.raw.on("close", () => stop.abort());
      let events: AsyncIterable<AiStreamEvent>;
      try {
        events = await service.start(userId, request.body, stop.signal);
      } catch (error) {
        const seconds = retryAfter(error);
        if (seconds !== undefined) reply.header("retry-after", String(seconds));
        throw error;
      }
      return (
        reply
          .header("content-type", "text/event-stream; charset=utf-8")
          .header("cache-control", "no-store")
          // Proxies such as nginx would otherwise buffer the stream and the text would arrive all at once.
          .header("x-accel-buffering", "no")
          .send(Readable.from(serverSentEvents(events)))
      );
    },
  );

  app.post(
    "/api/ai/translate",
    {
      config: translateLimit,
      schema: {
        body: aiTranslateRequestSchema,
        response: {
          200: contentOf("Server-sent events: aiTranslateEvent objects, one per data line", ["text/event-stream"]),
        },
      },
    },
    async (request, reply) => {
      const { userId } = await app.requireSession(request);
      const stop = new AbortController();
      reply.raw.on("close", () => stop.abort());
      let events: AsyncIterable<AiTranslateEvent>;
      try {
        events = await translate.start(userId, request.body, stop.signal);
      } catch (error) {
        const seconds = retryAfter(error);
        if (seconds !== undefined) reply.header("retry-after", String(seconds));
        throw error;
      }
      return reply
        .header("content-type", "text/event-stream; charset=utf-8")
        .header("cache-control", "no-store")
        .header("x-accel-buffering", "no")
        .send(Readable.from(serverSentEvents(events)));
    },
  );

  app.get("/api/ai/usage", { schema: { response: { 200: aiUsageSchema } } }, async (request) => {
    const { userId } = await app.requireSession(request);
    return service.usage(userId);
  });

  app.get(
    "/api/admin/ai-usage",
    {
      preValidation: app.requireAdmin("aiUsageAdminsOnly"),
      schema: {
        querystring: z.object({ days: z.coerce.number().int().min(1).max(90).default(7) }),
        response: { 200: aiAdminUsageSchema },
      },
    },
    async (request) => service.adminUsage(request.query.days),
  );
};
